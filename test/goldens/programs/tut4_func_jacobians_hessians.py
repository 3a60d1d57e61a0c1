# The "Jacobians, Hessians, hvp, vhp, and more" tutorial as PyTorch 1.13 ran it, with functorch: jacrev and jacfwd
# over one or several arguments (argnums), with auxiliary outputs (has_aux), hessian, batched Jacobians with vmap,
# and Hessian-vector products by jvp(grad) and vjp(grad), each checked against torch.autograd.functional.
from functools import partial

import torch
import torch.nn.functional as F
from functorch import grad, hessian, jacfwd, jacrev, jvp, vjp, vmap

torch.manual_seed(0)


def predict(weight, bias, x):
    return F.linear(x, weight, bias).tanh()


D = 6
weight = torch.randn(D, D)
bias = torch.randn(D)
x = torch.randn(D)

xp = x.clone().requires_grad_()
unit_vectors = torch.eye(D)


def compute_jac(xp):
    jacobian_rows = [torch.autograd.grad(predict(weight, bias, xp), xp, vec)[0] for vec in unit_vectors]
    return torch.stack(jacobian_rows)


jacobian = compute_jac(xp)
print(jacobian.shape)
print(jacobian[0])

_, vjp_fn = vjp(partial(predict, weight, bias), x)
ft_jacobian, = vmap(vjp_fn)(unit_vectors)
assert torch.allclose(ft_jacobian, jacobian)
print(torch.allclose(ft_jacobian, jacobian))

ft_jacobian = jacrev(predict, argnums=2)(weight, bias, x)
assert torch.allclose(ft_jacobian, jacobian)
print(torch.allclose(ft_jacobian, jacobian, atol=1e-7))

ft_jac_weight, ft_jac_bias = jacrev(predict, argnums=(0, 1))(weight, bias, x)
ref_weight, ref_bias = torch.autograd.functional.jacobian(predict, (weight, bias, x))[:2]
print(ft_jac_weight.shape, ft_jac_bias.shape)
print(torch.allclose(ft_jac_weight, ref_weight, atol=1e-6), torch.allclose(ft_jac_bias, ref_bias, atol=1e-6))

jacfwd_result = jacfwd(predict, argnums=2)(weight, bias, x)
jacrev_result = jacrev(predict, argnums=2)(weight, bias, x)
print(torch.allclose(jacfwd_result, jacrev_result, atol=1e-6))
fw, fb = jacfwd(predict, argnums=(0, 1))(weight, bias, x)
print(fw.shape, fb.shape, torch.allclose(fw, ft_jac_weight, atol=1e-6))

hess_api = hessian(predict, argnums=2)(weight, bias, x)
hess_fwdfwd = jacfwd(jacfwd(predict, argnums=2), argnums=2)(weight, bias, x)
hess_revrev = jacrev(jacrev(predict, argnums=2), argnums=2)(weight, bias, x)
print(hess_api.shape)
print(torch.allclose(hess_api, hess_fwdfwd, atol=1e-6), torch.allclose(hess_api, hess_revrev, atol=1e-6))


def f_aux(x):
    y = x.sin()
    return y, {"cos": x.cos(), "sum": y.sum()}


jac, aux = jacrev(f_aux, has_aux=True)(x)
print(torch.allclose(jac, torch.diag(x.cos())), sorted(aux), aux["sum"])
jac2, aux2 = jacfwd(f_aux, has_aux=True)(x)
print(torch.allclose(jac2, jac), torch.equal(aux2["cos"], x.cos()))
g, aux3 = grad(lambda t: (t.pow(2).sum(), t.mean()), has_aux=True)(x)
print(torch.equal(g, 2 * x), aux3)

batch_size = 4
batch_x = torch.randn(batch_size, D)
compute_batch_jacobian = vmap(jacrev(predict, argnums=2), in_dims=(None, None, 0))
batch_jacobian0 = compute_batch_jacobian(weight, bias, batch_x)
print(batch_jacobian0.shape)


def predict_with_output_summed(weight, bias, x):
    return predict(weight, bias, x).sum(0)


batch_jacobian1 = jacrev(predict_with_output_summed, argnums=2)(weight, bias, batch_x).movedim(1, 0)
print(torch.allclose(batch_jacobian0, batch_jacobian1, atol=1e-6))

compute_batch_hessian = vmap(hessian(predict, argnums=2), in_dims=(None, None, 0))
batch_hess = compute_batch_hessian(weight, bias, batch_x)
print(batch_hess.shape)


def hvp(f, primals, tangents):
    return jvp(grad(f), primals, tangents)[1]


def f(x):
    return x.sin().sum()


x = torch.randn(5)
tangent = torch.randn(5)
result = hvp(f, (x,), (tangent,))
print(torch.allclose(result, torch.autograd.functional.hvp(f, x, tangent)[1], atol=1e-6))


def vhp(f, primals, tangents):
    _, vjp_fn = vjp(grad(f), *primals)
    return vjp_fn(*tangents)


print(torch.allclose(vhp(f, (x,), (tangent,))[0], torch.autograd.functional.vhp(f, x, tangent)[1], atol=1e-6))
print(torch.allclose(result, -x.sin() * tangent, atol=1e-6))


def g2(a, b):
    return (a * b.exp()).sum()


ha = hessian(g2, argnums=(0, 1))(torch.tensor([1.0, 2.0]), torch.tensor([0.5, -0.5]))
print(type(ha).__name__, len(ha), [tuple(h.shape) for row in ha for h in row])
print(ha[0][1], ha[1][1])
try:
    jacrev(predict, argnums=3)(weight, bias, x)
except RuntimeError as e:
    print(e)
try:
    jacrev(lambda t: t.sum().item())(x)
except RuntimeError as e:
    print(type(e).__name__)
