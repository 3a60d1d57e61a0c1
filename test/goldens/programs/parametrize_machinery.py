# torch.nn.utils.parametrize as a whole: chains of parametrizations on one tensor, right_inverse returning a tensor or
# a tuple (original0, original1), assignment, unsafe registration, caching, removal leaving the tensor parametrized
# or not, buffers, state dicts, repr, copies, transfer between modules, and the errors.
import copy
import pickle

import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).mT

    def right_inverse(self, A):
        return A.triu()


class Scale(nn.Module):
    def __init__(self, factor):
        super().__init__()
        self.factor = factor

    def forward(self, X):
        return X * self.factor

    def right_inverse(self, X):
        return X / self.factor

    def extra_repr(self):
        return f"factor={self.factor}"


class RankOne(nn.Module):
    def forward(self, x, y):
        return x.unsqueeze(-1) @ y.unsqueeze(-2)

    def right_inverse(self, Z):
        U, S, Vh = torch.linalg.svd(Z, full_matrices=False)
        s0_sqrt = S[0].sqrt().unsqueeze(-1)
        return U[..., :, 0] * s0_sqrt, Vh[..., 0, :] * s0_sqrt


class Double(nn.Module):
    def forward(self, X):
        return X * 2


class ToDouble(nn.Module):
    def forward(self, X):
        return X.double()


torch.manual_seed(0)
m = nn.Linear(3, 3)
P.register_parametrization(m, "weight", Symmetric())
P.register_parametrization(m, "weight", Scale(3.0))
print(m)
print(type(m).__name__, type(m).__mro__[1].__name__, P.type_before_parametrizations(m).__name__)
print(P.is_parametrized(m), P.is_parametrized(m, "weight"), P.is_parametrized(m, "bias"))
print(m.weight)
print(m.parametrizations.weight.original)
print(torch.allclose(m.weight, m.weight.T), m.parametrizations.weight.is_tensor, m.parametrizations.weight.ntensors)
print([n for n, _ in m.named_parameters()], list(m.state_dict().keys()))
A = torch.rand(3, 3)
A = A + A.T
m.weight = A
print(torch.allclose(m.weight, A), m.parametrizations.weight.original)
out = m(torch.ones(2, 3)).sum()
out.backward()
print(m.parametrizations.weight.original.grad)
original = m.parametrizations.weight.original
with P.cached():
    w1 = m.weight
    print(w1 is m.weight)
    with P.cached():
        print(w1 is m.weight)
    print(w1 is m.weight)
print(w1 is m.weight)

# removal: the original keeps its identity, its value the parametrized one (or the unparametrized one)
copied = copy.deepcopy(m)
print(type(copied).__name__, torch.equal(copied.weight, m.weight), copied.parametrizations.weight.original is original)
P.remove_parametrizations(m, "weight")
print(type(m).__name__, hasattr(m, "parametrizations"), m.weight is original, [n for n, _ in m.named_parameters()])
print(m.weight)
unleft = nn.Linear(2, 2)
P.register_parametrization(unleft, "weight", Scale(10.0))
before = unleft.parametrizations.weight.original.clone()
P.remove_parametrizations(unleft, "weight", leave_parametrized=False)
print(type(unleft).__name__, torch.equal(unleft.weight, before))

# right_inverse returning a tuple
torch.manual_seed(1)
r = nn.Linear(4, 4)
P.register_parametrization(r, "weight", RankOne())
print(r)
print(sorted(n for n, _ in r.named_parameters()), r.parametrizations.weight.is_tensor, r.parametrizations.weight.ntensors)
print(r.parametrizations.weight.original0, r.parametrizations.weight.original1)
print(torch.linalg.matrix_rank(r.weight).item(), hasattr(r.parametrizations.weight, "original"))
r(torch.ones(1, 4)).sum().backward()
print(r.parametrizations.weight.original0.grad, r.parametrizations.weight.original1.grad)
r.weight = torch.outer(torch.tensor([1.0, 2.0, 0.0, 1.0]), torch.tensor([0.5, 0.0, 1.0, 1.0]))
print(r.weight)
try:
    P.remove_parametrizations(r, "weight", leave_parametrized=False)
except ValueError as e:
    print("ValueError", e)
P.remove_parametrizations(r, "weight")
print(type(r).__name__, sorted(n for n, _ in r.named_parameters()), type(r.weight).__name__, r.weight.requires_grad)

# unsafe: a parametrization that changes the shape
torch.manual_seed(2)
u = nn.Linear(3, 2)
P.register_parametrization(u, "weight", Double())


class Flatten(nn.Module):
    def forward(self, X):
        return X.flatten()


class Narrow(nn.Module):
    def forward(self, X):
        return X

    def right_inverse(self, X):
        return X[:1]


for bad in (Flatten(), Narrow(), ToDouble()):
    try:
        P.register_parametrization(u, "weight", bad)
    except ValueError as e:
        print("ValueError", e)


try:
    P.register_parametrization(nn.Linear(3, 2), "weight", Flatten())
except ValueError as e:
    print("ValueError", e)
flat = nn.Linear(3, 2)
P.register_parametrization(flat, "weight", Flatten(), unsafe=True)
print(flat.weight.shape, flat.parametrizations.weight.unsafe)
P.register_parametrization(u, "weight", Flatten(), unsafe=True)
print(u.weight.shape, u.parametrizations.weight.unsafe)


try:
    P.register_parametrization(nn.Linear(2, 2), "weight", ToDouble())
except ValueError as e:
    print("ValueError", e)
try:
    P.remove_parametrizations(flat, "bias")
except ValueError as e:
    print("ValueError", e)
try:
    P.register_parametrization(nn.Linear(2, 2), "nothing", Double())
except ValueError as e:
    print("ValueError", e)
try:
    u.weight = torch.zeros(6)
except RuntimeError as e:
    print("RuntimeError", e)


class NotATensor(nn.Module):
    def forward(self, X):
        return X

    def right_inverse(self, X):
        return 3


try:
    P.register_parametrization(nn.Linear(2, 2), "weight", NotATensor())
except ValueError as e:
    print("ValueError", e)

# a buffer, the module's training mode passed on, pickling refused
bn = nn.BatchNorm1d(3)
bn.eval()
P.register_parametrization(bn, "running_var", Scale(2.0))
print(bn.parametrizations.running_var[0].training, sorted(bn.state_dict().keys()))
print(bn.running_var, [n for n, _ in bn.named_buffers()])
try:
    pickle.dumps(bn)
except RuntimeError as e:
    print("RuntimeError", str(e).splitlines()[0])

# transfer_parametrizations_and_params
src = nn.Linear(3, 3)
P.register_parametrization(src, "weight", Symmetric())
dst = nn.Linear(3, 3)
P.transfer_parametrizations_and_params(src, dst)
print(type(dst).__name__, torch.equal(dst.weight, src.weight),
      dst.parametrizations.weight.original is src.parametrizations.weight.original)

# a state dict saved from a parametrized module loads into another
a, b = nn.Linear(2, 2), nn.Linear(2, 2)
for mod in (a, b):
    P.register_parametrization(mod, "weight", Scale(2.0))
print(b.load_state_dict(a.state_dict()), torch.equal(a.weight, b.weight))
