# Tensor operations given arguments they refuse, each with PyTorch's exception type and message: comparisons of
# tensors of different dtypes (isclose, allclose), unique, rot90, cartesian_prod, einsum subscripts, meshgrid's
# indexing, take_along_dim shapes, nonzero's as_tuple, linear algebra on non-square or singular matrices, copies and
# masks that do not broadcast, and in-place changes to leaves. Where current PyTorch differs from 1.13, the expected
# output is current PyTorch's: an invalid combination of arguments lists each signature's defaults, norm with a
# string order other than 'fro' goes to linalg.matrix_norm and its refusals, and gradient's spacing message names
# self.dim().
import torch
import torch.nn.functional as F


def show(label, fn):
    try:
        result = fn()
        text = str(result)
    except Exception as e:  # noqa: BLE001
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "->", text)


x = torch.ones(2, 3)
show("isclose float and long", lambda: torch.isclose(x, torch.ones(2, 3, dtype=torch.long)))
show("allclose float and double", lambda: torch.allclose(x, torch.ones(2, 3, dtype=torch.float64)))
show("allclose shapes differ", lambda: torch.allclose(x, torch.ones(3)))
show("equal shapes differ", lambda: torch.equal(x, torch.ones(3)))
show("unique dim out of range", lambda: torch.unique(x, dim=2))
show("unique negative dim out of range", lambda: torch.unique(x, dim=-3))
show("rot90 same dims", lambda: x.rot90(1, (0, 0)))
show("rot90 dims a rank apart", lambda: x.rot90(1, (0, -2)))
show("rot90 three dims", lambda: x.rot90(1, (0, 1, 1)))
show("rot90 of 1-d", lambda: torch.ones(3).rot90())
show("cartesian_prod of 2-d", lambda: torch.cartesian_prod(torch.ones(2, 2)))
show("cartesian_prod of 0-d", lambda: torch.cartesian_prod(torch.ones(2), torch.tensor(1.0)))
show("einsum digit subscript", lambda: torch.einsum("i1->i", torch.ones(2, 2)))
show("einsum digit after spaces", lambda: torch.einsum("i j, j2", torch.ones(2, 2), torch.ones(2, 2)))
show("einsum digit in the output", lambda: torch.einsum("ij->i3", torch.ones(2, 2)))
show("einsum subscripts do not match", lambda: torch.einsum("ij,jk->ik", x, x))
show("meshgrid bad indexing", lambda: torch.meshgrid(torch.ones(2), torch.ones(2), indexing="foo"))
show("take_along_dim shapes differ", lambda: torch.take_along_dim(x, torch.zeros(3, 3, dtype=torch.long), dim=1))
show("take_along_dim ranks differ", lambda: torch.take_along_dim(x, torch.zeros(3, dtype=torch.long), dim=1))
show("take_along_dim broadcast", lambda: torch.take_along_dim(x, torch.zeros(1, 2, dtype=torch.long), dim=1).shape)
show("nonzero as_tuple string", lambda: x.nonzero(as_tuple="x"))
show("torch.nonzero as_tuple int", lambda: torch.nonzero(x, as_tuple=1))
show("max with two dims", lambda: x.max(0, 1))
show("argmax dim out of range", lambda: x.argmax(2))
show("logsumexp without dim", lambda: torch.logsumexp(x))
show("norm with a bad string order", lambda: x.norm(p="foo"))
show("nuclear norm of 1-d", lambda: torch.ones(3).norm(p="nuc"))
show("inv of singular", lambda: torch.linalg.inv(torch.zeros(2, 2)))
show("inv of non-square", lambda: torch.linalg.inv(x))
show("det of non-square", lambda: torch.det(x))
show("cholesky of negative definite", lambda: torch.linalg.cholesky(-torch.eye(2)))
show("solve shapes differ", lambda: torch.linalg.solve(torch.eye(2), torch.ones(3)))
show("matrix_power of non-square", lambda: torch.linalg.matrix_power(x, 2))
show("copy_ that does not broadcast", lambda: x.clone().copy_(torch.ones(4)))
show("fill_ with a 1-d tensor", lambda: x.clone().fill_(torch.ones(2)))
show("zero_ of a leaf requiring grad", lambda: torch.ones(2, requires_grad=True).zero_())
show("resize_ of a tensor requiring grad", lambda: torch.ones(2, requires_grad=True).resize_(3))
show("div with a bad rounding mode", lambda: x.div(2, rounding_mode="round"))
show("gradient spacing of the wrong length", lambda: torch.gradient(torch.ones(3), spacing=[1.0, 2.0]))
show("unfold size too big", lambda: torch.ones(3).unfold(0, 4, 1))
show("one_hot class out of range", lambda: F.one_hot(torch.tensor([0, 3]), num_classes=3))
show("pad reflect too big", lambda: F.pad(torch.ones(1, 2, 2), (3, 3), mode="reflect"))
show("masked_fill mask that does not broadcast", lambda: x.masked_fill(torch.ones(4, 3, dtype=torch.bool), 0.0))
show("masked_fill_ mask that does not broadcast", lambda: x.clone().masked_fill_(torch.ones(4, 3, dtype=torch.bool), 0.0))
show("masked_fill_ mask broadcasting past self", lambda: x.clone().masked_fill_(torch.ones(2, 2, 3, dtype=torch.bool), 1.0))
