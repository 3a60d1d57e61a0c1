"""Generates the conformance suite: small PyTorch programs by area, each run with real PyTorch to record its exact
stdout. The engine must print the same, byte for byte (test/conformance.test.ts).

Run with a Python that has PyTorch (Debian: apt-get install python3-torch python3-numpy; /usr/bin/python3):
    /usr/bin/python3 test/conformance/generate.py
"""
import contextlib
import io
import itertools
import json
import pathlib

HERE = pathlib.Path(__file__).resolve().parent
PRELUDE = "import torch\ntorch.manual_seed(0)\n"

DTYPES = ["torch.float32", "torch.float64", "torch.float16", "torch.bfloat16", "torch.int64", "torch.int32",
          "torch.int16", "torch.int8", "torch.uint8", "torch.bool"]
VALUES = "[[1, 0, 3], [4, 5, 7]]"


def show(expr):
    """A program line that prints a result, or the error in PyTorch's words."""
    return (f"try:\n    r = {expr}\n    print(r)\n    print(getattr(r, 'dtype', None), getattr(r, 'shape', None))\n"
            f"except Exception as e:\n    print(type(e).__name__ + ':', e)\n")


def dtypes_area():
    out = []
    for a, b in itertools.product(DTYPES, DTYPES):
        for op in ["+", "*"]:
            out.append(f"x = torch.tensor({VALUES}, dtype={a})\ny = torch.tensor([2, 1, 0], dtype={b})\n"
                       + show(f"x {op} y"))
    for d, scalar in itertools.product(DTYPES, ["2", "2.5", "True", "-3"]):
        for op in ["+", "*", "/", "//", "%", "-"]:
            out.append(f"x = torch.tensor({VALUES}, dtype={d})\n" + show(f"x {op} {scalar}"))
    for d in DTYPES:
        out.append(f"x = torch.tensor({VALUES}, dtype={d})\n" + show("x / torch.tensor(2.5, dtype=torch.float64)"))
        out.append(f"x = torch.tensor({VALUES}, dtype={d})\n" + show("torch.tensor(3) * x"))
        out.append(f"x = torch.tensor({VALUES}, dtype={d})\n" + show("x.to(torch.float16) + x"))
    out.append(show("torch.tensor([2**62]) * 4"))
    out.append(show("torch.tensor([2**63 - 1]) + 1"))
    out.append(show("torch.tensor([-7, 7]) // torch.tensor([2, -2])"))
    out.append(show("torch.tensor([-7., 7.]) % torch.tensor([2., -2.])"))
    out.append(show("torch.fmod(torch.tensor([-7., 7.]), torch.tensor([2., -2.]))"))
    out.append(show("torch.tensor([70000.]).half()"))
    out.append(show("torch.tensor([1e-8]).half()"))
    out.append(show("torch.tensor([3.14159265]).bfloat16().float().item()"))
    out.append(show("torch.tensor([1, 2], dtype=torch.uint8) - 3"))
    out.append(show("torch.tensor([100, 120], dtype=torch.int8) + torch.tensor([100, 100], dtype=torch.int8)"))
    return out


def creation_area():
    out = []
    for expr in ["torch.tensor(3)", "torch.tensor(3.5)", "torch.tensor(True)", "torch.tensor([1, 2.5])",
                 "torch.tensor([True, 2])", "torch.tensor([[1, 2], [3, 4]], dtype=torch.float64)",
                 "torch.tensor([])", "torch.tensor([[], []])", "torch.tensor([1.0, 2.0], requires_grad=True)",
                 "torch.zeros(2, 3)", "torch.zeros([2, 3], dtype=torch.int32)", "torch.ones(3)",
                 "torch.ones((2, 2), dtype=torch.bool)", "torch.full((2, 2), 7)", "torch.full((2,), 1.5)",
                 "torch.full([2], True)", "torch.empty(2, 0).shape", "torch.arange(5)", "torch.arange(1, 4)",
                 "torch.arange(0, 1, 0.2)", "torch.arange(10, 0, -3)", "torch.arange(5.)", "torch.arange(0, 5, 2.5)",
                 "torch.linspace(0, 1, 5)", "torch.linspace(-1, 1, 4)", "torch.linspace(0, 10, 1)",
                 "torch.linspace(0, 1, 7, dtype=torch.float64)", "torch.eye(3)", "torch.eye(2, 3)",
                 "torch.eye(2, dtype=torch.int64)", "torch.zeros_like(torch.ones(2, 2))",
                 "torch.ones_like(torch.tensor([1, 2]))", "torch.full_like(torch.ones(3), 4)",
                 "torch.empty_like(torch.ones(2)).shape", "torch.rand(3)", "torch.rand(2, 3)",
                 "torch.rand(3, dtype=torch.float64)", "torch.randn(5)", "torch.randn(2, 8)", "torch.randn(20)",
                 "torch.randn(3, dtype=torch.float64)", "torch.randint(10, (6,))", "torch.randint(-5, 5, (2, 3))",
                 "torch.randperm(8)", "torch.randperm(1)", "torch.rand_like(torch.ones(2, 2))",
                 "torch.randn_like(torch.ones(3))", "torch.empty(3).uniform_(-1, 1)", "torch.empty(4).normal_()",
                 "torch.empty(20).normal_(2, 0.5)", "torch.zeros(2, 2).fill_(3)", "torch.ones(2, 3).numel()",
                 "torch.tensor(torch.tensor([1, 2])).dtype" if False else "torch.tensor([[1], [2]]).shape",
                 "torch.zeros(-1)", "torch.arange(0, 5, 0)", "torch.arange(5, 0)", "torch.tensor([[1, 2], [3]])",
                 "torch.tensor(['a'])", "torch.rand(2, dtype=torch.int64)", "torch.tensor([1, 2]).requires_grad_()",
                 "torch.zeros(2, requires_grad=True)", "torch.eye(-1)"]:
        out.append(show(expr))
    # factories computed from the output's coordinates, including float32's vectorised chunks
    for expr in ["torch.arange(37.)", "torch.arange(0.1, 3.3, 0.1)", "torch.arange(-3, 40, 1.5, dtype=torch.float32)",
                 "torch.linspace(-1.3, 7.7, 41)", "torch.linspace(2, 9, 5, dtype=torch.int64)",
                 "torch.eye(3, 2, dtype=torch.bool)", "torch.full((2, 2), 2**60)", "torch.arange(24.).reshape(2, 3, 4).tril()",
                 "torch.arange(24).reshape(2, 3, 4).transpose(1, 2).triu(1)", "torch.ones(3, 3).tril(-1)",
                 "torch.zeros(3, dtype=torch.int64).fill_(torch.tensor(2**60))"]:
        out.append(show(expr))
    for seed in [1, 7, 42]:
        out.append(f"torch.manual_seed({seed})\nprint(torch.rand(4), torch.randn(4), torch.randint(0, 100, (4,)))\n")
        out.append(f"torch.manual_seed({seed})\nprint(torch.nn.Linear(3, 2).weight, torch.randperm(5))\n")
    return out


def views_area():
    out = []
    base = "x = torch.arange(24).reshape(2, 3, 4)\n"
    for expr in ["x.view(6, 4)", "x.view(-1)", "x.view(2, -1)", "x.reshape(4, 6)", "x.reshape(-1, 2, 3)",
                 "x.view(5, -1)", "x.permute(2, 0, 1)", "x.permute(2, 0, 1).shape", "x.transpose(0, 2).shape",
                 "x.transpose(1, 2).contiguous().view(-1)", "x.transpose(1, 2).view(-1)",
                 "x.transpose(1, 2).reshape(-1)", "x[0].t()", "x.unsqueeze(0).shape", "x.unsqueeze(-1).shape",
                 "x.unsqueeze(3).shape", "x.unsqueeze(5)", "x[:, :1].squeeze().shape", "x[:, :1].squeeze(1).shape",
                 "x.squeeze(0).shape", "x.flatten()", "x.flatten(1)", "x.flatten(0, 1).shape",
                 "x.narrow(2, 1, 2)", "x.narrow(0, 1, 5)", "x.chunk(2, 2)", "x.chunk(5, 1)", "x.split(2, 2)",
                 "x.split([1, 3], 2)", "x.split([1, 1], 2)", "x.unbind(1)", "torch.stack([x, x]).shape",
                 "torch.stack([x[0], x[1]], 2).shape", "torch.cat([x, x], 1).shape", "torch.cat([x, x], -1)",
                 "torch.cat([x[0], x[1, :2]])", "torch.cat([x[0], x[1, :, :2]])", "x.repeat(1, 2, 1).shape",
                 "x[0].repeat(2, 2)", "x[0, 0].repeat(3, 1, 1).shape", "x.flip(0)", "x.flip(1, 2)[0]",
                 "x[0, :, :1].expand(3, 4)", "x[0, :, :1].expand(2, 3, 5).shape", "x[0, :, :1].expand(3, 5, 4)",
                 "x[0, 0].expand_as(x).shape", "x.t()", "x.T.shape", "x.mT.shape", "x.is_contiguous()",
                 "x.transpose(0, 1).is_contiguous()", "x.stride()", "x.transpose(0, 2).stride()", "x.size(1)",
                 "x.size(-1)", "x.shape[1:]", "len(x)", "x.dim()", "x.numel()", "x.contiguous().shape",
                 "torch.squeeze(x[:1]).shape", "torch.unsqueeze(x[0, 0], 1)", "torch.flatten(x, 1, 2).shape",
                 "torch.transpose(x, 0, 1).shape", "torch.permute(x, (1, 0, 2)).shape", "torch.reshape(x, (3, 8))",
                 "torch.narrow(x, 1, 0, 2).shape", "torch.chunk(torch.arange(7), 3)", "torch.split(torch.arange(7), 3)",
                 "torch.unbind(torch.arange(4).reshape(2, 2))", "torch.flip(torch.arange(4), [0])",
                 "torch.Size([2, 3]) + (4,)", "torch.Size([2, 3])[1]", "torch.Size([2, 3]).numel()",
                 "tuple(torch.Size([4, 5]))", "torch.Size([1, 2]) == (1, 2)", "x.view(3, 3)",
                 "x.permute(0, 1)", "x.transpose(0, 3)", "torch.stack([x, x[0]])", "x.repeat(2)"]:
        out.append(base + show(expr))
    return out


def indexing_area():
    out = []
    base = "x = torch.arange(24).reshape(2, 3, 4)\n"
    for expr in ["x[0]", "x[-1, 1]", "x[1, 2, 3]", "x[:, 1]", "x[..., 0]", "x[0, ..., 1]", "x[:, None].shape",
                 "x[None, ..., None].shape", "x[:, 1:, ::2]", "x[:, ::-1]", "x[1:1]", "x[5:]", "x[:, -2:]",
                 "x[0, torch.tensor([0, 2])]", "x[torch.tensor([1, 0, 1])].shape", "x[[0, 1], [1, 2]]",
                 "x[[0, 1], :, [1, 2]]", "x[:, [0, 2], [1, 3]]", "x[x > 20]", "x[x % 5 == 0]",
                 "x[0][x[0] > 5]", "x[:, torch.tensor([True, False, True])]", "x[torch.tensor([True, False])].shape",
                 "x[0, [2, 0]]", "x[[1]]", "x[torch.tensor(1)]", "x[0, torch.tensor([[0, 1], [2, 0]])]",
                 "x[..., [0, 3]]", "x[:, None, [1]].shape", "x[3]", "x[0, 5]", "x[0, 0, 0, 0]", "x[:, [3]]",
                 "x[1.5]", "x[torch.tensor([True, True, True])]",
                 "x[[0, 1], [0, 1, 2]]", "x[0, :, 1:3].tolist()"]:
        out.append(base + show(expr))
    for stmt in ["x[0] = 0", "x[:, 1] = torch.tensor([7, 8, 9, 10])", "x[x > 10] = -1", "x[[0, 1], [2, 0]] = 99",
                 "x[..., 0] = torch.tensor([[1], [2], [3]])", "x[0, 0] += 5", "x[:, :, 1] *= 2",
                 "x[1] = torch.ones(4)", "x[0, [1, 2]] = torch.tensor([[5], [6]])", "x[0] = torch.ones(2)"]:
        out.append(base + f"try:\n    {stmt}\n    print(x)\nexcept Exception as e:\n    print(type(e).__name__ + ':', e)\n")
    g = "g = torch.tensor([[1, 2, 3], [4, 5, 6]])\n"
    for expr in ["torch.gather(g, 1, torch.tensor([[0, 0], [2, 1]]))", "torch.gather(g, 0, torch.tensor([[1, 0, 1]]))",
                 "g.gather(1, torch.tensor([[3]]))", "g.index_select(0, torch.tensor([1, 1, 0]))",
                 "g.index_select(1, torch.tensor([2]))", "torch.zeros(2, 4).scatter(1, torch.tensor([[0], [3]]), 5.)",
                 "torch.zeros(2, 3).scatter_(0, torch.tensor([[1, 0, 1]]), torch.ones(1, 3))",
                 "torch.zeros(3).scatter_(0, torch.tensor([0, 0, 2]), torch.tensor([1., 2., 3.]), reduce='add')",
                 "g.masked_fill(g > 3, 0)", "g.masked_fill(g % 2 == 0, -1.5)", "torch.where(g > 2, g, 0)",
                 "torch.where(g > 2, g, 0.5)", "torch.where(g > 2, g.float(), torch.tensor([9., 8., 7.]))",
                 "torch.where(g > 2)", "torch.nonzero(g > 2)", "(g > 2).nonzero(as_tuple=True)",
                 "torch.masked_select(g, g > 2)", "torch.where(g, g, g)"]:
        out.append(g + show(expr))
    # indexed loads and ordered scatters: negative and strided indices, exact int64, accumulation order, errors
    for expr in ["torch.gather(g, 1, torch.tensor([[-1, 0], [-3, 2]]))", "g.t().gather(0, torch.tensor([[1, 0, 1]]))",
                 "g.index_select(1, torch.tensor([-1, 0]))", "g.index_select(0, torch.tensor([2]))",
                 "g.gather(1, torch.tensor([[-4]]))", "torch.tensor([2**60, 3]).index_select(0, torch.tensor([0, 0]))",
                 "g.half()[[1, 0], [2, -1]]", "g.t()[[0, 2]]", "g[:, [True, False, True]]",
                 "torch.take(g, torch.tensor([5, -1, 0]))",
                 "torch.take_along_dim(g, torch.tensor([[2], [0]]), 1)",
                 "torch.nn.functional.one_hot(torch.tensor([[2, 0], [1, 3]]))",
                 "torch.zeros(3).index_put_((torch.tensor([0, 0, 2, 0]),), torch.tensor([0.1, 0.2, 0.3, 1e8]), accumulate=True)",
                 "torch.zeros(3).index_put_((torch.tensor([1, 1]),), torch.tensor([4., 5.]))",
                 "torch.zeros(5).index_add_(0, torch.tensor([0, 4, 0]), torch.tensor([1e-8, 2., 1.]))",
                 "torch.zeros(2, 3).scatter_add_(1, torch.tensor([[0, 0, 2], [1, 1, 1]]), "
                 "torch.tensor([[0.1, 0.2, 0.3], [1., 2., 3.]]))",
                 "torch.ones(2, 3).scatter_(1, torch.tensor([[0], [2]]), 2., reduce='multiply')",
                 "torch.zeros(3, dtype=torch.int64).scatter_(0, torch.tensor([1, 1]), torch.tensor([2**60, 5]), reduce='add')",
                 "torch.zeros(2, 2).scatter_(1, torch.tensor([[1], [3]]), 1.)"]:
        out.append(g + show(expr))
    out.append("x = torch.arange(6.).reshape(2, 3).requires_grad_()\nx[[0, 0, 1], [2, 2, 0]].sum().backward()\nprint(x.grad)\n")
    out.append("w = torch.randn(4, 3, requires_grad=True)\n"
               "torch.nn.functional.embedding(torch.tensor([[1, 3], [1, 1]]), w).pow(2).sum().backward()\nprint(w.grad)\n")
    return out


UNARY = ["abs", "neg", "sign", "exp", "expm1", "log", "log1p", "log2", "log10", "sqrt", "rsqrt", "sin", "cos", "tan",
         "tanh", "sigmoid", "relu", "floor", "ceil", "round", "trunc", "isnan", "isinf", "isfinite", "square",
         "reciprocal", "logical_not", "asin", "atan", "sinh"]


def elementwise_area():
    out = []
    for op, d in itertools.product(UNARY, ["torch.float32", "torch.int64", "torch.float64", "torch.bool"]):
        out.append(f"x = torch.tensor([-2.5, -1, 0, 0.5, 1, 2.5, 4]).to({d})\n" + show(f"torch.{op}(x)"))
    f = "x = torch.tensor([-2.5, -1., 0., 0.5, float('nan'), float('inf')])\ny = torch.tensor([1., -2., 0., 3., 1., 2.])\n"
    for expr in ["torch.maximum(x, y)", "torch.minimum(x, y)", "torch.clamp(x, -1, 1)", "torch.clamp(x, min=0)",
                 "torch.clamp(x, max=0.5)", "x.clamp(y, 2)", "torch.nan_to_num(x)", "torch.nan_to_num(x, nan=0.5, posinf=9)",
                 "torch.nextafter(x, y)", "torch.atan2(x, y)", "torch.copysign(x, y)", "torch.fmod(x, y)",
                 "torch.remainder(x, y)", "x // y", "x ** y", "x > y", "x == x", "x != x", "x >= 0", "x.isnan()",
                 "torch.logical_and(x, y)", "torch.logical_or(x, y)", "torch.logical_xor(x, y)", "x.sign()",
                 "x.abs()", "-x", "x.round()", "x.exp()", "x.sigmoid()", "x.tanh()", "abs(x)", "x.relu()",
                 "torch.clamp(torch.tensor([1, 5, 9]), min=2.5)", "torch.clamp(torch.tensor([1, 5, 9]), max=4)",
                 "torch.clamp(x)", "x & y", "~x"]:
        out.append(f + show(expr))
    i = "a = torch.tensor([3, -7, 5, 0])\nb = torch.tensor([5, 2, -2, 1])\n"
    for expr in ["a ^ b", "a & b", "a | b", "~a", "a << 2", "a >> 1", "a & 1", "a | True", "a // b", "a % b",
                 "torch.fmod(a, b)", "a ** 2", "a ** b", "2 ** a.abs()", "a ** -1", "a / b", "a // 0", "a % 0",
                 "torch.bitwise_xor(a, b)", "torch.bitwise_not(a)", "a > b", "a == 3", "a.sign()", "a.abs()",
                 "torch.tensor([True, False]) ^ torch.tensor([True, True])", "~torch.tensor([True, False])",
                 "torch.tensor([True]) & torch.tensor([False])", "a.float() ^ b.float()", "-torch.tensor([True])",
                 "torch.tensor([True]) - torch.tensor([True])", "torch.tensor([True]) + torch.tensor([True])"]:
        out.append(i + show(expr))
    for stmt in ["y += 1", "y *= 2.5", "y -= y", "y /= 2", "y //= 2", "y %= 3", "y **= 2", "y += torch.ones(2, 3)",
                 "y.add_(1)", "y.mul_(torch.tensor([1., 0., 2.]))", "y.clamp_(0, 3)", "y.neg_()", "y.exp_()",
                 "y.masked_fill_(y > 2, 0)", "z = y.long(); z += 1.5", "z = y.long(); z /= 2", "y += torch.ones(3, 3)"]:
        out.append("y = torch.tensor([[1., 2., 3.], [4., 5., 6.]])\n"
                   f"try:\n    {stmt}\n    print(y)\nexcept Exception as e:\n    print(type(e).__name__ + ':', e)\n")
    return out


def reductions_area():
    out = []
    base = "x = torch.tensor([[1., 5., 3., 2.], [4., 2., 6., 0.], [7., 1., 1., 9.]])\n"
    for expr in ["x.sum()", "x.sum(0)", "x.sum(1)", "x.sum(-1, keepdim=True)", "x.sum((0, 1))", "x.sum(dtype=torch.float64)",
                 "x.mean()", "x.mean(0)", "x.mean(1, True)", "x.prod()", "x.prod(1)", "x.max()", "x.max(0)",
                 "x.max(1, keepdim=True)", "x.min()", "x.min(1)", "torch.max(x, torch.tensor(3.))", "x.argmax()",
                 "x.argmax(1)", "x.argmin(0, keepdim=True)", "x.amax(1)", "x.amin((0, 1))", "x.std()", "x.std(0)",
                 "x.std(1, unbiased=False)", "x.var()", "x.var(1, keepdim=True)", "x.var(0, correction=0)",
                 "x.logsumexp(1)", "torch.logsumexp(x, 0)", "x.norm()", "x.norm(1)", "x.norm(dim=1)",
                 "x.norm(p=float('inf'))", "x.cumsum(0)", "x.cumsum(1)", "x.cumprod(1)", "torch.softmax(x, 1)",
                 "torch.softmax(x, 0)", "torch.log_softmax(x, 1)", "torch.softmax(x, -1).sum(1)", "(x > 2).all()",
                 "(x > 0).all(1)", "(x > 8).any()", "(x > 8).any(0)", "x.all()", "x.long().sum()", "x.long().sum(1)",
                 "x.bool().sum()", "x.long().prod(0)", "x.long().max(1)", "x.long().cumsum(1)", "x.long().mean()",
                 "x.long().std()", "x.sum(2)", "x.sum((0, 0))", "torch.sum(x, dim=1)", "torch.mean(x, 0)",
                 "torch.prod(x)", "torch.argmax(x)", "torch.amax(x, 0)", "torch.std(x, 1)", "torch.var(x)",
                 "torch.cumsum(x, 1)", "torch.all(x > 0)", "torch.any(x > 8, 1)",
                 "torch.tensor([1., float('nan'), 3.]).max()", "torch.tensor([1., float('nan'), 3.]).argmax()",
                 "torch.tensor([1., float('nan'), 3.]).sum()", "torch.tensor([]).sum()", "torch.tensor([]).max()",
                 "torch.tensor([]).mean()", "torch.zeros(0, 3).sum(0)", "torch.tensor(5.).sum()",
                 "torch.tensor(5.).max(0)", "torch.rand(1000).sum()", "torch.rand(5000).mean()",
                 "torch.rand(64, 33).sum(0)", "torch.rand(7, 70).sum(1)", "torch.randn(100).std()"]:
        out.append(base + show(expr))
    # scans as ordered scatters, and whole-tensor comparisons as a marking kernel plus a reduction
    for expr in ["torch.randn(3, 4, 5).cumsum(0)", "torch.randn(3, 4, 5).transpose(0, 2).cumprod(1)",
                 "torch.tensor([2**60, 5, 7]).cumsum(0)", "torch.tensor([True, True, False]).cumsum(0)",
                 "torch.tensor(3.5).cumsum(0)", "torch.tensor([1e8, 1., 1., 1.]).cumsum(0)", "torch.arange(30).cumprod(0)",
                 "torch.tensor([0.1, 0.2, 0.3], dtype=torch.bfloat16).cumsum(0)", "torch.randn(4, 3).cumsum(1, dtype=torch.float64)",
                 "torch.allclose(torch.tensor([1., float('nan')]), torch.tensor([1.000001, float('nan')]))",
                 "torch.allclose(torch.tensor([1., float('nan')]), torch.tensor([1.000001, float('nan')]), equal_nan=True)",
                 "torch.allclose(torch.ones(2, 3), torch.ones(3))", "torch.equal(torch.tensor([2**60]), torch.tensor([2**60 + 1]))",
                 "torch.equal(torch.ones(2), torch.ones(2, dtype=torch.int64))"]:
        out.append(show(expr))
    return out


def linalg_area():
    out = []
    shapes = [((3,), (3,)), ((2, 3), (3,)), ((3,), (3, 4)), ((2, 3), (3, 4)), ((5, 2, 3), (3, 4)),
              ((5, 2, 3), (3,)), ((3,), (5, 3, 4)), ((5, 2, 3), (5, 3, 4)), ((2, 1, 2, 3), (4, 3, 2)),
              ((2, 3), (2, 3, 2)), ((3,), (4,)), ((2, 3), (4,)), ((2, 3), (4, 2)), ((5, 2, 3), (5, 4, 4)),
              ((2, 2, 3), (3, 3, 4)), ((), (3,))]
    for a, b in shapes:
        out.append(f"a = torch.rand({a})\nb = torch.rand({b})\n" + show("(a @ b).shape"))
        out.append(f"a = torch.arange({max(1, __import__('math').prod(a))}.).reshape({a})\n"
                   f"b = torch.arange({max(1, __import__('math').prod(b))}.).reshape({b})\n" + show("torch.matmul(a, b)"))
    for expr in ["torch.mm(torch.ones(2, 3), torch.ones(3, 2))", "torch.mm(torch.ones(2), torch.ones(2, 2))",
                 "torch.ones(2, 3, dtype=torch.int64) @ torch.ones(3, dtype=torch.int64)",
                 "torch.rand(4, 5) @ torch.rand(5, 3)", "torch.rand(3, 40) @ torch.rand(40, 2)",
                 "torch.nn.functional.linear(torch.rand(2, 3), torch.rand(4, 3), torch.rand(4))",
                 "torch.nn.functional.linear(torch.rand(5, 2, 3), torch.rand(4, 3))",
                 "torch.nn.Linear(3, 2)(torch.rand(4, 3)).detach()", "torch.nn.Linear(3, 2)(torch.rand(3)).detach()",
                 "torch.bmm(torch.ones(2, 3), torch.ones(2, 3, 4))", "torch.bmm(torch.ones(2, 2, 3), torch.ones(3, 3, 4))",
                 "torch.bmm(torch.rand(2, 2, 3), torch.rand(2, 3, 1))", "torch.mv(torch.ones(2, 3), torch.ones(2, 3))",
                 "torch.mv(torch.rand(2, 3), torch.rand(3))", "torch.dot(torch.ones(2, 2), torch.ones(2))",
                 "torch.dot(torch.tensor([1., 2.]), torch.tensor([3., 4.]))", "torch.outer(torch.ones(2, 2), torch.ones(2))",
                 "torch.outer(torch.arange(3), torch.arange(2.))", "torch.ger(torch.ones(2), torch.ones(3)).shape",
                 "torch.rand(2, 3).mm(torch.rand(3, 2))", "torch.arange(4.).reshape(2, 2).mv(torch.tensor([1., -1.]))"]:
        out.append(show(expr))
    return out


def interop_area():
    out = []
    for expr in ["torch.finfo(torch.float32)", "torch.finfo(torch.float16)", "torch.finfo(torch.bfloat16)",
                 "torch.finfo(torch.float64)", "torch.finfo(torch.float32).tiny", "torch.finfo(torch.float32).max",
                 "torch.finfo(torch.float32).eps", "torch.finfo(torch.float16).max", "torch.finfo().bits",
                 "torch.iinfo(torch.int32)", "torch.iinfo(torch.int8).min", "torch.iinfo(torch.uint8).max",
                 "torch.iinfo(torch.int64).max", "torch.tensor(2.5).item()", "torch.tensor([7]).item()",
                 "torch.tensor(True).item()", "torch.tensor([[1, 2], [3, 4]]).tolist()",
                 "torch.tensor([0.1, 0.2]).tolist()", "torch.tensor(3).tolist()", "torch.tensor([1.5, 2.]).numpy()",
                 "repr(torch.tensor([1, 2]).numpy())", "torch.tensor([True, False]).numpy()",
                 "torch.tensor([[1., 2.], [3., 4.]], dtype=torch.float64).numpy()", "float(torch.tensor([2.5]))",
                 "int(torch.tensor(7.9))", "bool(torch.tensor([0]))", "torch.tensor(1e-45)", "torch.tensor(8e-46)",
                 "torch.tensor(7e-46)", "torch.tensor([1e39])", "torch.exp(torch.tensor(88.72283935546875))",
                 "torch.tensor(0.1).item()", "torch.tensor(0.1, dtype=torch.float64).item()",
                 "f'{torch.tensor(3.14159):.3f}'", "torch.tensor([1, 2]).float().dtype",
                 "torch.tensor([1, 2]).double().dtype", "torch.tensor([1.7, -1.7]).long()",
                 "torch.tensor([1.7, -1.7]).int()", "torch.tensor([300, -1]).byte()", "torch.tensor([0, 2]).bool()",
                 "torch.tensor([1.5]).type()", "torch.tensor([1]).type(torch.float64)", "torch.tensor([1.]).is_floating_point()",
                 "torch.tensor([1]).element_size()", "torch.is_tensor(torch.tensor(1))", "torch.tensor(float('nan')).long()"]:
        out.append(show(expr))
    out.append("import numpy as np\n" + show("torch.tensor(np.array([1., 2.]))"))
    out.append("import numpy as np\n" + show("torch.from_numpy(np.array([1, 2]))"))
    out.append("import numpy as np\nprint(np.float32(1e-45), np.finfo(np.float32).max, np.finfo(np.float32).tiny)\n")
    out.append("import numpy as np\nprint(np.array([float('nan'), 0.], dtype=np.float32), np.array([1.5, 2.]))\n")
    out.append("import numpy as np\nprint(np.nextafter(np.float32(0), np.float32(1)), np.random.normal([3, 5]).shape)\n")
    out.append("import numpy as np\nprint(np.random.normal(size=[3, 5]).shape, np.random.normal(size=[3, 5]).dtype)\n")
    return out


def printing_area():
    out = []
    for expr in ["torch.tensor(12.)", "torch.tensor([5., 7.])", "torch.tensor(-0.)", "torch.tensor([0.1, -0.25])",
                 "torch.tensor([1e-5, 1.])", "torch.tensor([1e8, 1.])", "torch.tensor([1e9])", "torch.tensor([1000.5, 0.001])",
                 "torch.tensor([123456.789])", "torch.tensor([1., 2., 3.]) * 1e-10", "torch.tensor([float('nan'), 1.])",
                 "torch.tensor([float('inf'), -float('inf'), 2.])", "torch.tensor([float('nan')])",
                 "torch.tensor([1, -2, 300])", "torch.tensor([[1, 2], [30, 4]])", "torch.arange(30).reshape(2, 3, 5)",
                 "torch.arange(100.)", "torch.arange(1001)", "torch.arange(2000).reshape(40, 50)",
                 "torch.arange(3000.).reshape(10, 10, 30)", "torch.zeros(0)", "torch.zeros(2, 0)", "torch.zeros(0, dtype=torch.int64)",
                 "torch.ones(2, dtype=torch.float64)", "torch.ones(2, dtype=torch.float16)", "torch.ones(2, dtype=torch.bfloat16)",
                 "torch.ones(2, dtype=torch.int32)", "torch.ones(2, dtype=torch.uint8)", "torch.tensor([True, False])",
                 "torch.tensor([[True], [False]])", "torch.tensor([1., 2.], requires_grad=True)",
                 "torch.tensor(3., requires_grad=True)", "torch.rand(3, 3) * 100", "torch.randn(4, 4)",
                 "torch.randn(2, 30)", "torch.tensor([0.1, 0.2]).half()", "torch.tensor([1/3], dtype=torch.float64)",
                 "torch.tensor([2.0, 4.0]) / 3", "torch.tensor([-1e-3, 5.0])", "torch.tensor([1e-4, 1.])",
                 "torch.Size([5, 3, 10])", "torch.Size([])", "torch.float32", "torch.int64", "torch.bool", "torch.bfloat16",
                 "[torch.float, torch.long, torch.double, torch.half, torch.int, torch.short]", "torch.tensor(5).dtype",
                 "torch.tensor([1.5]).device", "str(torch.tensor([1, 2]))", "torch.nn.Linear(3, 2)",
                 "torch.nn.Sequential(torch.nn.Linear(64, 32), torch.nn.ReLU(), torch.nn.Linear(32, 10))",
                 "torch.nn.Parameter(torch.ones(2))", "torch.ones(2, 2).max(0)"]:
        out.append(f"r = {expr}\nprint(r)\n")
    return out


def errors_area():
    out = []
    for expr in ["torch.ones(3, 2) + torch.ones(3, 4)", "torch.ones(2, 3) @ torch.ones(2, 3)",
                 "torch.ones(3) @ torch.ones(4)", "torch.ones(2, 3).view(4, 2)", "torch.ones(2, 3).t().view(6)",
                 "torch.ones(2, 3).sum(2)", "torch.ones(2).unsqueeze(2)", "torch.ones(2, 3).permute(0, 0)",
                 "torch.ones(2, 3).permute(0)", "bool(torch.ones(2))", "bool(torch.ones(0))", "torch.ones(2).item()",
                 "torch.arange(5).mean()", "torch.ones(3)[3]", "torch.ones(2, 2)[0, 0, 0]", "torch.ones(2, 3).reshape(-1, -1)",
                 "torch.cat([torch.ones(2, 3), torch.ones(3, 2)])", "torch.cat([])", "torch.stack([torch.ones(2), torch.ones(3)])",
                 "torch.ones(2).expand(3)", "torch.ones(2, 3).repeat(2)", "torch.ones(2).t().shape",
                 "torch.ones(2, 2, 2).t()", "torch.tensor([1, 2]) ** -1", "torch.ones(2) ^ torch.ones(2)",
                 "torch.ones(2, 3).transpose(0, 2)", "torch.ones(2, 3).narrow(1, 2, 2)", "torch.ones(2, 3).chunk(0)",
                 "torch.ones(3).split([1, 1])", "torch.zeros(2).fill_(torch.ones(2))",
                 "torch.tensor([1, 2]).requires_grad_()",
                 "torch.where(torch.tensor([1, 0]), 1, 2)", "torch.ones(2, 3).index_select(0, torch.tensor([[0]]))",
                 "len(torch.tensor(3))", "iter(torch.tensor(3))", "torch.ones(2)[torch.tensor([2])]",
                 "torch.ones(2, 3)[[0, 1], [0, 1, 2]]", "torch.zeros(2) + 'a'", "torch.ones(2).view(-1, -1)",
                 "torch.ones(2, 3).flatten(1, 0)", "torch.ones(3).softmax(0).long().softmax(0)",
                 "torch.tensor([True]).neg()", "torch.randn(2, dtype=torch.int64)", "torch.ones(2).clamp()"]:
        out.append(show(expr))
    return out


def autograd_area():
    out = []
    base = "x = torch.tensor([[0.5, -1.5, 2.0], [1.0, 3.0, -0.25]], requires_grad=True)\n"
    for expr in ["x + 1", "1 - x", "x * 2", "2 / x", "x ** 2", "2 ** x", "x ** x.abs()", "-x", "x.exp()", "x.abs().log()",
                 "x.abs().sqrt()", "x.sigmoid()", "x.tanh()", "x.relu()", "x.sin()", "x.cos()", "x.sum()", "x.sum(0)",
                 "x.mean()", "x.mean(1)", "x.max()", "x.max(1).values", "x.amax(0)", "x.std()", "x.var(1)",
                 "x.norm()", "x.logsumexp(1)", "torch.softmax(x, 1)", "torch.log_softmax(x, 0)", "x.cumsum(1)",
                 "x.t()", "x.T", "x.view(6)", "x.reshape(3, 2)", "x.flatten()", "x.unsqueeze(0)", "x[None].squeeze(0)",
                 "x[0]", "x[:, 1:]", "x[[0, 1], [2, 0]]", "x[x > 0]", "x.transpose(0, 1)", "x.permute(1, 0)",
                 "torch.cat([x, x])", "torch.stack([x, x])", "x.expand(2, 2, 3)", "x.repeat(2, 1)", "x.clone()",
                 "x.double()", "torch.where(x > 0, x, 0.)", "x.masked_fill(x > 1, 0)", "x.clamp(-1, 1)",
                 "x @ x.t()", "x[0] @ x[1]", "x @ x[0]", "x.unbind(0)[0]", "x.split(1)[1]", "x.flip(0)",
                 "torch.maximum(x, x.t().t())", "x.abs().prod()"]:
        out.append(base + f"y = {expr}\nprint(y)\nz = y.sum() if y.dim() else y\nz.backward()\nprint(x.grad)\n")
    for program in [
        "x = torch.tensor(1.0, requires_grad=True)\nprint(torch.autograd.grad(-(x * x), x))\n",
        "x = torch.tensor(2.0, requires_grad=True)\ny = x ** 3\n(g,) = torch.autograd.grad(y, x, create_graph=True)\n"
        "print(g)\nprint(torch.autograd.grad(g, x))\n",
        "x = torch.tensor([1., 2.], requires_grad=True)\ny = (x * x).sum()\ny.backward()\ntry:\n    y.backward()\n"
        "except RuntimeError as e:\n    print(e)\n",
        "x = torch.tensor([1., 2.], requires_grad=True)\ny = (x * 3).sum()\ny.backward(retain_graph=True)\ny.backward()\n"
        "print(x.grad)\n",
        "x = torch.ones(3, requires_grad=True)\ntry:\n    (x * 2).backward()\nexcept RuntimeError as e:\n    print(e)\n",
        "x = torch.ones(3)\ntry:\n    x.sum().backward()\nexcept RuntimeError as e:\n    print(e)\n",
        "x = torch.ones(3, requires_grad=True)\ntry:\n    x.add_(1)\nexcept RuntimeError as e:\n    print(e)\n",
        "x = torch.ones(3, requires_grad=True)\n(x * 2).backward(torch.tensor([1., 2., 3.]))\nprint(x.grad)\n",
        "x = torch.ones(2, requires_grad=True)\ny = x * 2\ny.retain_grad()\ny.sum().backward()\nprint(y.grad, x.grad)\n",
        "x = torch.ones(2, requires_grad=True)\ny = x * 2\ny.register_hook(lambda g: g * 10)\ny.sum().backward()\nprint(x.grad)\n",
        "x = torch.ones(2, requires_grad=True)\nfor _ in range(3):\n    (x * x).sum().backward()\nprint(x.grad)\n",
        "x = torch.ones(2, requires_grad=True)\nwith torch.no_grad():\n    y = x * 2\nprint(y.requires_grad, y.grad_fn)\n",
        "x = torch.ones(2, requires_grad=True)\nwith torch.enable_grad():\n    y = x * 2\nprint(y.requires_grad)\n",
        "x = torch.ones(2, requires_grad=True)\nwith torch.set_grad_enabled(False):\n    y = x * 2\nprint(y.requires_grad, torch.is_grad_enabled())\n",
        "@torch.no_grad()\ndef f(x):\n    return x * 2\nprint(f(torch.ones(2, requires_grad=True)).requires_grad)\n",
        "x = torch.ones(2, requires_grad=True)\ny = x.detach()\nprint(y.requires_grad, y.is_leaf, x.is_leaf, (x * 1).is_leaf)\n",
        "x = torch.ones(2, requires_grad=True)\ntry:\n    (x * 2).requires_grad_(False)\nexcept RuntimeError as e:\n    print(e)\n",
        "a = torch.tensor([1., 2.], requires_grad=True)\nb = torch.tensor([3., 4.], requires_grad=True)\n"
        "ga, gb = torch.autograd.grad((a * b).sum(), [a, b])\nprint(ga, gb)\n",
        "a = torch.tensor([1., 2.], requires_grad=True)\nb = torch.tensor([3., 4.], requires_grad=True)\ntry:\n"
        "    torch.autograd.grad((a * 2).sum(), [a, b])\nexcept RuntimeError as e:\n    print(e)\n",
        "a = torch.tensor([1., 2.], requires_grad=True)\nb = torch.tensor([3., 4.], requires_grad=True)\n"
        "print(torch.autograd.grad((a * 2).sum(), [a, b], allow_unused=True))\n",
        "w = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)\nx = torch.tensor([1., -1.])\n"
        "loss = ((w @ x) ** 2).sum()\nloss.backward()\nprint(loss, w.grad)\n",
        "x = torch.linspace(-2, 2, 5, requires_grad=True)\ny = torch.nn.functional.gelu(x).sum()\ny.backward()\n"
        "print([round(v, 4) for v in x.grad.tolist()])\n",
    ]:
        out.append(program)
    return out


def nn_area():
    out = []
    for expr in ["torch.nn.Linear(3, 2)", "torch.nn.Linear(3, 2, bias=False)", "torch.nn.Linear(3, 2).weight",
                 "torch.nn.Linear(3, 2).bias", "torch.nn.Linear(3, 2)(torch.ones(4, 3))", "torch.nn.Linear(3, 2)(torch.ones(3))",
                 "torch.nn.Conv2d(3, 8, 3)", "torch.nn.Conv2d(3, 8, (3, 5), stride=2, padding=1, bias=False)",
                 "torch.nn.Conv1d(4, 2, 3, dilation=2)", "torch.nn.Conv2d(2, 4, 3)(torch.ones(1, 2, 5, 5)).shape",
                 "torch.nn.BatchNorm1d(4)", "torch.nn.BatchNorm2d(3, momentum=0.2)", "torch.nn.LayerNorm(5)",
                 "torch.nn.LayerNorm([2, 3])", "torch.nn.Dropout()", "torch.nn.Dropout(0.2)", "torch.nn.Embedding(5, 2)",
                 "torch.nn.Embedding(5, 2).weight", "torch.nn.ReLU()", "torch.nn.LeakyReLU(0.1)", "torch.nn.GELU()",
                 "torch.nn.Sigmoid()", "torch.nn.Tanh()", "torch.nn.Softmax(dim=1)", "torch.nn.LogSoftmax(1)",
                 "torch.nn.Flatten()", "torch.nn.MSELoss()", "torch.nn.CrossEntropyLoss()",
                 "torch.nn.Sequential(torch.nn.Conv2d(1, 4, 3), torch.nn.BatchNorm2d(4), torch.nn.ReLU(), torch.nn.Flatten(), "
                 "torch.nn.Linear(16, 2))",
                 "torch.nn.ModuleList([torch.nn.Linear(1, 1), torch.nn.ReLU()])",
                 "torch.nn.ModuleDict({'enc': torch.nn.Linear(2, 2), 'act': torch.nn.GELU()})",
                 "list(torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)).state_dict().keys())",
                 "[n for n, _ in torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.BatchNorm1d(2)).named_parameters()]",
                 "[n for n, _ in torch.nn.BatchNorm1d(2).named_buffers()]",
                 "[type(m).__name__ for m in torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.ReLU()).modules()]",
                 "torch.nn.Linear(2, 2).train(False).training", "torch.nn.functional.mse_loss(torch.ones(3), torch.zeros(3))",
                 "torch.nn.functional.mse_loss(torch.ones(3), torch.zeros(3), reduction='sum')",
                 "torch.nn.functional.cross_entropy(torch.tensor([[1., 2., 3.], [1., 0., 0.]]), torch.tensor([2, 0]))",
                 "torch.nn.functional.cross_entropy(torch.tensor([[1., 2., 3.]]), torch.tensor([5]))",
                 "torch.nn.functional.nll_loss(torch.tensor([[-1., -2.]]), torch.tensor([1]), reduction='none')",
                 "torch.nn.functional.l1_loss(torch.ones(2), torch.zeros(2))",
                 "torch.nn.functional.binary_cross_entropy(torch.tensor([0.3]), torch.tensor([1.]))",
                 "torch.nn.functional.binary_cross_entropy_with_logits(torch.tensor([0.3, -4.]), torch.tensor([1., 0.]))",
                 "torch.nn.functional.softmax(torch.tensor([1., 2.]), 0)", "torch.nn.functional.relu(torch.tensor([-1., 1.]))",
                 "torch.nn.functional.leaky_relu(torch.tensor([-1., 1.]), 0.2)", "torch.nn.functional.dropout(torch.ones(6), 0.5)",
                 "torch.nn.functional.dropout(torch.ones(6), 0.5, training=False)",
                 "torch.nn.functional.layer_norm(torch.tensor([[1., 2., 4.]]), (3,))",
                 "torch.nn.functional.embedding(torch.tensor([1, 0]), torch.tensor([[1., 2.], [3., 4.]]))",
                 "torch.nn.functional.conv2d(torch.ones(1, 1, 3, 3), torch.ones(1, 1, 2, 2))",
                 "torch.nn.functional.conv2d(torch.ones(1, 2, 3, 3), torch.ones(1, 1, 2, 2))",
                 "torch.nn.Linear(2, 2).load_state_dict({'weight': torch.zeros(2, 2), 'bias': torch.zeros(2)})",
                 "torch.nn.Linear(2, 2).load_state_dict({'weight': torch.zeros(3, 2), 'bias': torch.zeros(2)})",
                 "torch.nn.Linear(2, 2).load_state_dict({'weight': torch.zeros(2, 2), 'bias': torch.zeros(2), 'extra': torch.zeros(1)})",
                 "torch.nn.Linear(2, 2).load_state_dict({'weight': torch.zeros(2, 2)}, strict=False)",
                 "torch.nn.Parameter(torch.tensor([1., 2.]))", "torch.nn.Parameter(torch.ones(2), requires_grad=False)",
                 "torch.nn.init.calculate_gain('relu')", "torch.nn.init.kaiming_uniform_(torch.empty(2, 3))",
                 "torch.nn.init.xavier_uniform_(torch.empty(2, 3))", "torch.nn.init.normal_(torch.empty(4), 0, 0.1)",
                 "torch.nn.init.zeros_(torch.empty(2))", "torch.nn.init.constant_(torch.empty(2), 0.5)"]:
        out.append(show(expr))
    out.append("m = torch.nn.BatchNorm1d(3)\nx = torch.tensor([[1., 2., 3.], [3., 2., 0.], [5., 5., 5.]])\nprint(m(x))\n"
               "print(m.running_mean, m.running_var, m.num_batches_tracked)\nm.eval()\nprint(m(x))\n")
    out.append("m = torch.nn.Dropout(0.3)\nx = torch.ones(12)\nprint(m(x))\nm.eval()\nprint(m(x))\n")
    # pooling and nll_loss, forward and backward, as kernels over windows and picked classes
    grad = ("y = {call}\nprint(y)\n"
            "print(torch.autograd.grad((y * torch.arange(y.numel()).reshape(y.shape)).sum(), x)[0])\n")
    pooled = "x = torch.randn(2, 3, 7, 9, requires_grad=True)\nF = torch.nn.functional\n"
    for call in ["F.max_pool2d(x, 2)", "F.max_pool2d(x, 3, 2, 1)", "F.max_pool2d(x, (3, 2), (2, 1), (1, 0), (2, 1), True)",
                 "F.avg_pool2d(x, 2)", "F.avg_pool2d(x, 3, 2, 1)", "F.avg_pool2d(x, 3, 2, 1, True, False)",
                 "F.avg_pool2d(x, 2, divisor_override=3)", "F.adaptive_avg_pool2d(x, (3, 3))",
                 "F.adaptive_avg_pool2d(x, (5, 7))", "F.adaptive_avg_pool2d(x[0].transpose(1, 2), (3, 2))"]:
        out.append(pooled + grad.format(call=call))
    out.append(pooled + "print(F.max_pool2d(x, 2, return_indices=True)[1])\n"
               "z = torch.tensor([[[1., float('nan'), 3.], [float('-inf'), float('-inf'), 2.], [0., 5., float('nan')]]])\n"
               "print(F.max_pool2d(z, 2, 1, return_indices=True))\n")
    nll = ("x = torch.randn(5, 4, requires_grad=True)\nt = torch.tensor([1, 0, 3, -100, 2])\n"
           "w = torch.tensor([0.3, 1.7, 0.9, 2.2])\nF = torch.nn.functional\n")
    for kw in ["", ", reduction='sum'", ", reduction='none'", ", weight=w", ", weight=w, reduction='sum'",
               ", weight=w, reduction='none'"]:
        out.append(nll + f"l = F.cross_entropy(x, t{kw})\nprint(l)\n"
                   "print(torch.autograd.grad(l.sum(), x)[0])\n")
    out.append(nll + show("F.nll_loss(x, torch.tensor([1, 0, 4, 0, 0]))"))
    # batch norm's per-channel statistics and scalars as reductions and [C]-shaped kernels, training and eval
    for shape, module in [("4, 3", "BatchNorm1d"), ("2, 3, 5, 5", "BatchNorm2d"), ("3, 2, 7", "BatchNorm1d")]:
        out.append(f"x = torch.randn({shape}, requires_grad=True)\nm = torch.nn.{module}({shape.split(', ')[1]})\n"
                   "with torch.no_grad():\n    m.weight.uniform_(0.5, 1.5)\n    m.bias.uniform_(-1, 1)\n"
                   "for mode in ['train', 'eval']:\n    getattr(m, mode)()\n    y = m(x)\n"
                   "    print(y, m.running_mean, m.running_var)\n"
                   "    print(torch.autograd.grad((y * torch.arange(y.numel()).reshape(y.shape).sin()).sum(), "
                   "[x, m.weight, m.bias]))\n")
    return out


def optim_area():
    out = []
    fit = ("x = torch.rand(50) * 4 - 2\ny = 3 * x - 1\nw = torch.zeros(2, requires_grad=True)\n"
           "for step in range({steps}):\n    loss = ((w[0] * x + w[1] - y) ** 2).mean()\n    opt.zero_grad()\n"
           "    loss.backward()\n    opt.step(){sched}\nprint(w.detach().tolist(), loss.item())\n")
    for make in ["torch.optim.SGD([w], lr=0.1)", "torch.optim.SGD([w], lr=0.05, momentum=0.9)",
                 "torch.optim.SGD([w], lr=0.05, momentum=0.9, nesterov=True)",
                 "torch.optim.SGD([w], lr=0.05, momentum=0.5, dampening=0.1, weight_decay=0.01)",
                 "torch.optim.SGD([w], lr=0.1, maximize=False)", "torch.optim.Adam([w], lr=0.1)",
                 "torch.optim.Adam([w], lr=0.05, betas=(0.8, 0.99), weight_decay=0.01)",
                 "torch.optim.Adam([w], lr=0.1, amsgrad=True)", "torch.optim.AdamW([w], lr=0.1)",
                 "torch.optim.AdamW([w], lr=0.1, weight_decay=0.1)", "torch.optim.RMSprop([w], lr=0.01)",
                 "torch.optim.RMSprop([w], lr=0.01, momentum=0.9)", "torch.optim.RMSprop([w], lr=0.01, centered=True)"]:
        for steps in (1, 50):
            body = fit.format(steps=steps, sched="")
            out.append(body.replace("w = torch.zeros(2, requires_grad=True)\n",
                                    f"w = torch.zeros(2, requires_grad=True)\nopt = {make}\n"))
    for sched in ["torch.optim.lr_scheduler.StepLR(opt, step_size=10, gamma=0.5)",
                  "torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.9)",
                  "torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=20)"]:
        body = fit.format(steps=40, sched="\n    sched.step()")
        body = body.replace("w = torch.zeros(2, requires_grad=True)\n",
                            f"w = torch.zeros(2, requires_grad=True)\nopt = torch.optim.SGD([w], lr=0.1)\nsched = {sched}\n")
        out.append(body + "print(sched.get_last_lr())\n")
    out.append("w = torch.nn.Parameter(torch.ones(3))\nw.grad = torch.tensor([3., 4., 12.])\n"
               "print(torch.nn.utils.clip_grad_norm_([w], 1.0), w.grad)\n")
    out.append("w = torch.nn.Parameter(torch.ones(3))\nw.grad = torch.tensor([3., -4., 0.5])\n"
               "torch.nn.utils.clip_grad_value_([w], 1.0)\nprint(w.grad)\n")
    out.append("m = torch.nn.Linear(2, 1)\nopt = torch.optim.SGD([{'params': [m.weight]}, {'params': [m.bias], 'lr': 0.5}], lr=0.1)\n"
               "print([g['lr'] for g in opt.param_groups])\nm(torch.ones(2)).sum().backward()\nopt.step()\nprint(m.bias)\n")
    out.append("m = torch.nn.Linear(2, 1)\nopt = torch.optim.Adam(m.parameters())\nm(torch.ones(2)).sum().backward()\n"
               "opt.step()\nsd = opt.state_dict()\nprint(sorted(sd['state'][0].keys()), sd['param_groups'][0]['params'])\n"
               "opt.zero_grad(set_to_none=False)\nprint(m.weight.grad)\n")
    out.append("torch.manual_seed(3)\nmodel = torch.nn.Sequential(torch.nn.Linear(2, 8), torch.nn.Tanh(), torch.nn.Linear(8, 1))\n"
               "opt = torch.optim.Adam(model.parameters(), lr=0.01)\nx = torch.rand(32, 2)\ny = (x[:, :1] * x[:, 1:]).sin()\n"
               "for step in range(200):\n    loss = torch.nn.functional.mse_loss(model(x), y)\n    opt.zero_grad()\n"
               "    loss.backward()\n    opt.step()\n"
               # tanh's float32 kernel is not bit-exact here (see README), so the loss is compared to 6 digits
               "print(f'{loss.item():.6f}')\nprint(model[0].weight)\n")
    return out


AREAS = {"dtypes": dtypes_area, "creation": creation_area, "views": views_area, "indexing": indexing_area,
         "elementwise": elementwise_area, "reductions": reductions_area, "linalg": linalg_area,
         "interop": interop_area, "printing": printing_area, "errors": errors_area, "autograd": autograd_area,
         "nn": nn_area, "optim": optim_area}


# Where PyTorch 1.13 (the oracle on this machine) and current PyTorch word an error differently, the engine
# follows current PyTorch; these rewrite 1.13's text into current PyTorch's before it is recorded.
NEWER_PYTORCH = [
    (r"ValueError: only one element tensors can be converted to Python scalars",
     "RuntimeError: a Tensor with {n} elements cannot be converted to Scalar", ".item()"),
    (r"size mismatch, got (\d+), (\d+)x(\d+),(\d+)", r"size mismatch, got input (\1), mat (\2x\3), vec (\4)", None),
    (r"only Tensors of floating point dtype can require gradients",
     "only Tensors of floating point and complex dtype can require gradients", None),
    # reshape of a viewable tensor is a view in current PyTorch
    (r"ReshapeAliasBackward0", "ViewBackward0", None),
    # current PyTorch lists each overload with its defaults, and then no longer marks "Tensor min = None" as fitting
    # the Tensor given: invalid_arguments.cpp reads a parameter's type as everything before its last space
    (r" \* \(Tensor min, Tensor max\)\n(      didn't match because some of the arguments have invalid types: )"
     r"\(Tensor, !int!\)\n \* \(Number min, Number max\)",
     r" * (Tensor min = None, Tensor max = None)\n\1(!Tensor!, !int!)\n * (Number min = None, Number max = None)",
     "clamp"),
]


def modernise(source, stdout):
    for old, new, needs in NEWER_PYTORCH:
        if needs is not None and needs not in source:
            continue
        if "{n}" in new:
            n = __import__("re").search(r"torch\.ones\((\d+)\)\.item", source)
            new = new.replace("{n}", n.group(1) if n else "{n}")
        stdout = __import__("re").sub(old, new, stdout)
    return stdout


def run(source):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(io.StringIO()):
        exec(compile(source, "<program>", "exec"), {"__name__": "__main__"})
    return buf.getvalue()


def main():
    try:
        import torch  # noqa: F401
    except ImportError:
        raise SystemExit("generate.py needs real PyTorch; run it with Debian's /usr/bin/python3")
    cases = []
    for area, make in AREAS.items():
        for i, body in enumerate(make()):
            source = PRELUDE + body
            cases.append({"area": area, "name": f"{area}-{i:03d}", "source": source,
                          "stdout": modernise(source, run(source))})
    (HERE / "cases.json").write_text(json.dumps(cases, indent=1) + "\n")
    counts = {a: sum(c["area"] == a for c in cases) for a in AREAS}
    print(f"{len(cases)} programs:", ", ".join(f"{a} {n}" for a, n in counts.items()))


if __name__ == "__main__":
    main()
