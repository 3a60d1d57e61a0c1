# Transforms over a make_functional network's parameter tuple, as functorch's tutorials compose them: the loss's Hessian
# as a tuple of tuples, Jacobians by forward and reverse mode (equal), a jvp along all-ones parameter tangents,
# the gradient, and per-example input Jacobians with vmap.
import torch
import torch.nn as nn
import torch.nn.functional as F
from functorch import grad, hessian, jacfwd, jacrev, jvp, make_functional, vmap

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(2, 3), nn.Tanh(), nn.Linear(3, 1))
fnet, params = make_functional(net)
x, y = torch.randn(4, 2), torch.randn(4, 1)


def loss(p):
    return F.mse_loss(fnet(p, x), y)


H = hessian(loss)(params)
print(type(H).__name__, len(H), len(H[0]), [tuple(h.shape) for h in H[1]])
print(H[3][3], H[0][3].shape)
Jf = jacfwd(lambda p: fnet(p, x))(params)
Jr = jacrev(lambda p: fnet(p, x))(params)
print([tuple(j.shape) for j in Jf], all(torch.allclose(a, b, atol=1e-6) for a, b in zip(Jf, Jr)))
out, tangent = jvp(lambda p: fnet(p, x), (params,), (tuple(torch.ones_like(p) for p in params),))
print(out.shape, tangent.squeeze())
g = grad(loss)(params)
print([round(t.norm().item(), 4) for t in g])
print(vmap(jacrev(lambda xi: fnet(params, xi)))(x).shape)
