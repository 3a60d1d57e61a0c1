# functorch.vmap as its documentation's examples use it (1.13's functorch; torch.func.vmap is the same function
# in current PyTorch): batched dot and matrix-vector products, in_dims and out_dims over tuples, dicts and None,
# nested vmap for pairwise products, keyword arguments passed through, and the errors for inconsistent inputs (those
# that print a pytree structure, which current PyTorch prints differently, are left out).
import torch
from functorch import grad, vmap

torch.manual_seed(0)

batched_dot = vmap(torch.dot)
x, y = torch.randn(2, 5), torch.randn(2, 5)
print(batched_dot(x, y), torch.allclose(batched_dot(x, y), (x * y).sum(1)))

weights = torch.randn(3)


def model(feature_vec):
    assert feature_vec.dim() == 1
    return feature_vec.dot(weights).relu()


examples = torch.randn(4, 3)
print(vmap(model)(examples))


batched_pow = vmap(torch.pow, in_dims=(0, None))
print(batched_pow(torch.tensor([1.0, 2.0, 3.0]), 2))
batched_mv = vmap(torch.mv, in_dims=(None, 0))
m = torch.randn(2, 3)
vs = torch.randn(4, 3)
print(batched_mv(m, vs).shape, torch.allclose(batched_mv(m, vs), vs @ m.T))
batched_dot2 = vmap(vmap(torch.dot))
print(batched_dot2(torch.randn(2, 3, 5), torch.randn(2, 3, 5)).shape)

x = torch.randn(3, 5)
f = lambda t: t ** 2
print(vmap(f, in_dims=1)(x).shape, vmap(f, in_dims=1, out_dims=1)(x).shape)


def f2(x, y):
    return x + y, x * y


a, b = vmap(f2, in_dims=(0, None), out_dims=(0, 1))(torch.arange(6.0).view(2, 3), torch.tensor([1.0, 2.0, 3.0]))
print(a.shape, b.shape, b)


def f3(d):
    return d["x"] * d["s"]


print(vmap(f3, in_dims=({"x": 0, "s": None},))({"x": torch.arange(4.0).view(2, 2), "s": torch.tensor(3.0)}))


def f4(x, scale=4.0):
    return x * scale


print(vmap(f4)(torch.ones(2, 2), scale=2.0))
print(vmap(lambda t: (t.sum(), t.max()))(torch.arange(6.0).view(3, 2)))

per_example_grad = vmap(grad(lambda w, xi: (w * xi).sum() ** 2), in_dims=(None, 0))
print(per_example_grad(torch.ones(3), torch.arange(6.0).view(2, 3)))

for call in (lambda: vmap(torch.dot)(torch.randn(2, 5), torch.randn(3, 5)),
             lambda: vmap(torch.sin, in_dims=2)(torch.randn(2, 3)),
             lambda: vmap(torch.sin, in_dims=None)(torch.randn(2)),
             lambda: vmap(torch.sin)(3.0)):
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)
