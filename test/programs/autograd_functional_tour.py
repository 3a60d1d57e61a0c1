# A tour of torch.autograd.functional: jacobian, hessian, vjp, jvp, hvp and vhp on small functions.
import torch
from torch.autograd.functional import hessian, hvp, jacobian, jvp, vhp, vjp


def exp_reducer(x):
    return x.exp().sum(dim=1)


torch.manual_seed(0)
inputs = torch.rand(2, 2)
print(jacobian(exp_reducer, inputs))
print(jacobian(exp_reducer, inputs, create_graph=True))


def exp_adder(x, y):
    return 2 * x.exp() + 3 * y


inputs = (torch.rand(2), torch.rand(2))
jac = jacobian(exp_adder, inputs)
print(type(jac).__name__, len(jac))
print(jac)
print(jacobian(exp_adder, inputs, vectorize=True, strategy="forward-mode"))


def pow_reducer(x):
    return x.pow(3).sum()


print("\nhessian:")
h_in = torch.rand(2, 2)
print(hessian(pow_reducer, h_in).shape)
print(hessian(pow_reducer, h_in))


def pow_adder_reducer(x, y):
    return (2 * x.pow(2) + 3 * y.pow(2)).sum()


hh = hessian(pow_adder_reducer, (torch.rand(2), torch.rand(2)))
print(hh)

print("\nvjp / jvp:")
x = torch.rand(4, 4)
v = torch.ones(4)
out, grad = vjp(exp_reducer, x, v)
print(out)
print(grad)


def adder(x, y):
    return 2 * x + 3 * y


inputs = (torch.rand(2), torch.rand(2))
v = (torch.ones(2), torch.ones(2))
print(vjp(adder, inputs, torch.ones(2)))
print(jvp(exp_reducer, torch.rand(4, 4), torch.ones(4, 4)))
print(jvp(adder, inputs, v))

print("\nhvp / vhp:")
x = torch.rand(2, 2)
v = torch.ones(2, 2)
print(vhp(pow_reducer, x, v))
print(hvp(pow_reducer, x, v))
print(hvp(pow_adder_reducer, (torch.rand(2), torch.rand(2)), (torch.zeros(2), torch.ones(2))))

print("\nJacobian of a linear layer equals its weight:")
lin = torch.nn.Linear(3, 2)
J = jacobian(lin, torch.randn(3))
print(torch.allclose(J, lin.weight), J.shape)

print("\nErrors:")
try:
    vjp(exp_reducer, torch.rand(2, 2))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    jacobian(lambda x: x.detach() * 2, torch.rand(2), strict=True)
except RuntimeError as e:
    print("RuntimeError:", e)
print(jacobian(lambda x: torch.ones(2), torch.rand(2)))
try:
    hessian(lambda x: x * 2, torch.rand(2))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    jacobian(exp_reducer, torch.rand(2, 2), strategy="forward-mode")
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    jacobian(exp_reducer, torch.rand(2, 2), strategy="sideways")
except AssertionError as e:
    print("AssertionError:", e)
