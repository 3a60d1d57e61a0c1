# torch.functional: each function at torch.functional.X is torch.X, with PyTorch's results and errors (einsum with
# ellipses and sublists, tensordot, block_diag, chain_matmul, unique/unique_consecutive with dim, cdist's modes, norm).
import torch
import torch.functional as TF
from torch.functional import einsum, split, broadcast_tensors, cartesian_prod, meshgrid, unique, unique_consecutive, tensordot, norm, chain_matmul, atleast_1d, atleast_2d, atleast_3d, block_diag, cdist
for n in ["einsum", "split", "broadcast_tensors", "broadcast_shapes", "cartesian_prod", "meshgrid", "unique", "unique_consecutive", "tensordot", "norm", "chain_matmul", "atleast_1d", "atleast_2d", "atleast_3d", "block_diag", "cdist"]:
    print(n, hasattr(TF, n), getattr(TF, n, None) is getattr(torch, n, None))
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(12.).reshape(3, 4)
print(einsum("ij,jk->ik", a, b))
print(einsum("ij,jk", [a, b]))
print(einsum("ii", torch.arange(9.).reshape(3, 3)))
print(einsum("i,j->ij", torch.tensor([1., 2.]), torch.tensor([3., 4., 5.])))
print(einsum("...ij->...ji", torch.arange(8.).reshape(2, 2, 2)))
print(einsum("bij,bjk->bik", torch.ones(2, 2, 3), torch.ones(2, 3, 1)))
print(einsum(a, [0, 1], b, [1, 2], [0, 2]))
print(split(torch.arange(10), 3))
print(split(torch.arange(10), [2, 8]))
print(TF.split(torch.arange(6).reshape(2, 3), 1, dim=1))
print(broadcast_tensors(torch.ones(2, 1), torch.zeros(3)))
print(torch.broadcast_shapes((2, 1), (3,), (1, 1, 1)))
print(cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4, 5])))
print(cartesian_prod(torch.tensor([1, 2])))
x, y = meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5]), indexing="ij")
print(x, y)
x, y = meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5]), indexing="xy")
print(x, y)
print(meshgrid([torch.tensor([1, 2]), torch.tensor([3])], indexing="ij"))
t = torch.tensor([3, 1, 2, 3, 1, 5])
print(unique(t))
print(unique(t, return_inverse=True, return_counts=True))
print(unique(torch.tensor([[1, 2], [1, 2], [0, 1]]), dim=0, return_inverse=True, return_counts=True))
print(unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1, 1, 2])))
print(unique_consecutive(torch.tensor([1, 1, 2, 2, 3, 1, 1, 2]), return_inverse=True, return_counts=True))
print(unique_consecutive(torch.tensor([[1, 1], [1, 1], [2, 3]]), dim=0, return_counts=True))
print(tensordot(torch.arange(24.).reshape(2, 3, 4), torch.arange(12.).reshape(4, 3), dims=([1, 2], [1, 0])))
print(tensordot(torch.arange(6.).reshape(2, 3), torch.arange(6.).reshape(3, 2), dims=1))
print(tensordot(torch.arange(6.).reshape(2, 3), torch.arange(6.).reshape(2, 3), dims=2))
print(tensordot(torch.arange(4.), torch.arange(3.), dims=0))
v = torch.tensor([[3., -4.], [1., 2.]])
print(norm(v), norm(v, p=1), norm(v, dim=1), norm(v, p="fro"), norm(v, p=float("inf")), norm(v, dim=0, keepdim=True), norm(v, p=3, dim=1))
print(norm(v, p=0), norm(v, p=-float("inf"), dim=1), norm(v, p=2, dim=1, dtype=torch.float64))
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(chain_matmul(torch.ones(2, 3), torch.ones(3, 4), torch.ones(4, 1)))
    print([str(x.message).split(" (Triggered")[0] for x in w])  # PyTorch's C++ warning names its source line
print(atleast_1d(torch.tensor(1.)), atleast_1d(torch.tensor(1.), torch.ones(2)))
print(atleast_2d(torch.tensor(1.)).shape, atleast_2d(torch.ones(3)).shape, atleast_2d((torch.ones(3), torch.ones(1, 2))))
print(atleast_3d(torch.tensor(1.)).shape, atleast_3d(torch.ones(3)).shape, atleast_3d(torch.ones(2, 3)).shape, atleast_3d(torch.ones(1, 2, 3, 4)).shape)
print(block_diag(torch.ones(2, 2), torch.tensor([[5, 6, 7]]), torch.tensor(9.), torch.tensor([1., 2.])))
p = torch.tensor([[0., 0.], [1., 1.], [3., 4.]])
q = torch.tensor([[1., 0.], [0., 2.]])
print(cdist(p, q), cdist(p, q, p=1), cdist(p, q, p=0), cdist(p, q, p=float("inf")), cdist(p.unsqueeze(0), q.unsqueeze(0), p=3))
print(cdist(p, q, compute_mode="donot_use_mm_for_euclid_dist"))
print(torch.functional.__name__, torch.functional.einsum.__module__)
torch.manual_seed(0)
a = torch.randn(30, 5); b = torch.randn(4, 5)
print(cdist(a, b)[:3], cdist(a[:3], b, compute_mode="use_mm_for_euclid_dist"), cdist(a[:3], b))
for f in [lambda: cdist(torch.ones(2, 2, dtype=torch.long), torch.ones(2, 2)), lambda: cdist(torch.ones(2), torch.ones(2, 2)),
          lambda: cdist(torch.ones(2, 2), torch.ones(2, 3)), lambda: cdist(a, b, p=-1), lambda: cdist(a, b, compute_mode="x"),
          lambda: tensordot(torch.ones(2, 3), torch.ones(2, 3), dims=([0], [1])), lambda: tensordot(torch.ones(2), torch.ones(2), dims=-1),
          lambda: block_diag(torch.ones(1, 1, 1)), lambda: block_diag(),
          lambda: chain_matmul(torch.ones(2)), lambda: chain_matmul(torch.ones(2, 2), torch.ones(3, 3)),
          lambda: unique_consecutive(torch.ones(2, 2), dim=1, return_inverse=True),
          lambda: unique_consecutive(torch.tensor([]), return_counts=True, return_inverse=True),
          lambda: tensordot(torch.ones(2, 3), torch.ones(3, 2), dims=torch.tensor(1)),
          lambda: tensordot(torch.ones(2, 3), torch.ones(3, 2), dims=torch.tensor([[1], [0]])),
          lambda: einsum("bn,anm,bm->ba", torch.ones(2, 3), torch.ones(4, 3, 5), torch.ones(2, 5)),
          lambda: einsum("i...,...j->ij", torch.ones(2, 3, 4), torch.ones(3, 4, 5)),
          lambda: einsum("...", torch.ones(2, 3)), lambda: einsum("a...b", torch.ones(2, 3, 4)),
          lambda: einsum(torch.ones(2, 3), [Ellipsis, 0], [0]),
          ]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
ms = [torch.randn(3, 4), torch.randn(4, 2), torch.randn(2, 6), torch.randn(6, 3)]
import warnings
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    print(chain_matmul(*ms))
    print(chain_matmul(ms[0], ms[1], ms[2]))
print(tensordot(torch.randn(3, 4, 5), torch.randn(4, 5, 2), dims=2))
x = torch.randn(3, requires_grad=True)
block_diag(x.reshape(1, 3), x[:2]).sum().backward(); print(x.grad)
print(unique(torch.tensor([[3, 1], [1, 2], [3, 1]]), dim=1, return_inverse=True))
print(unique(torch.tensor([[3., 1.], [1., 2.], [3., 1.]]), dim=0, return_counts=True))
print(torch.norm(torch.tensor([[3., 4.]]), p="fro", dim=1), torch.tensor([3., 4.]).norm(), torch.tensor([3., 4.]).norm(1))
