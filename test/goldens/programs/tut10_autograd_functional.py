# torch.autograd.functional: jacobian and hessian of small functions, vjp/jvp/vhp/hvp products, functions of several
# inputs and outputs, create_graph for differentiating through them, vectorize, strict mode.
import torch
from torch.autograd.functional import jacobian, hessian, vjp, jvp, vhp, hvp


def exp_reducer(x):
    return x.exp().sum(dim=1)


torch.manual_seed(0)
inputs = torch.rand(2, 2)
print(jacobian(exp_reducer, inputs))
print(jacobian(exp_reducer, inputs, create_graph=True).grad_fn is not None)


def exp_adder(x, y):
    return 2 * x.exp() + 3 * y


inputs = (torch.rand(2), torch.rand(2))
print(jacobian(exp_adder, inputs))
jv = jacobian(exp_adder, inputs, vectorize=True)
print([j.shape for j in jv])


def two_outputs(x):
    return x ** 2, x.sum()


j = jacobian(two_outputs, torch.tensor([1.0, 2.0, 3.0]))
print(type(j).__name__, [t.shape for t in j])


def pow_reducer(x):
    return x.pow(3).sum()


inputs = torch.rand(2, 2)
h = hessian(pow_reducer, inputs)
print(h.shape)
print(h.reshape(4, 4))


def pow_adder_reducer(x, y):
    return (2 * x.pow(2) + 3 * y.pow(2)).sum()


inputs = (torch.rand(2), torch.rand(2))
print(hessian(pow_adder_reducer, inputs))

v = torch.ones(2)
out, vjp_out = vjp(exp_reducer, torch.rand(2, 2), v)
print(out.shape, vjp_out.shape)


def adder(x, y):
    return 2 * x + 3 * y


inputs = (torch.rand(2), torch.rand(2))
v = torch.ones(2)
print(vjp(adder, inputs, v))
print(jvp(adder, inputs, (v, v)))
x = torch.rand(4, 4)
out, jvp_out = jvp(exp_reducer, x, torch.ones(4, 4))
print(torch.allclose(jvp_out, x.exp().sum(1)))

x = torch.rand(3)
v = torch.tensor([1.0, 0.0, 0.0])
print(vhp(pow_reducer, x, v))
print(hvp(pow_reducer, x, v))
print(torch.allclose(hessian(pow_reducer, x) @ v, hvp(pow_reducer, x, v)[1]))

# differentiating through a Jacobian: d/dw of sum |J|
w = torch.tensor([0.5, -1.0], requires_grad=True)
J = jacobian(lambda z: torch.tanh(w * z), torch.tensor([0.3, 0.7]), create_graph=True)
J.abs().sum().backward()
print(J, w.grad)

try:
    jacobian(lambda z: torch.ones(2), torch.rand(2), strict=True)
except RuntimeError as e:
    print('RuntimeError:', e)
print(jacobian(lambda z: torch.ones(2), torch.rand(2)))
try:
    jacobian(lambda z: z.tolist(), torch.rand(2))
except TypeError as e:
    print('TypeError:', e)
