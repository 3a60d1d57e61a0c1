# The parametrizations tutorial: constraining a layer's weight to be symmetric, skew-symmetric or orthogonal (the
# Cayley map and the matrix exponential of a skew matrix), chaining parametrizations, initialising through
# right_inverse, caching, and removing the parametrization.
import torch
import torch.nn as nn
import torch.nn.utils.parametrize as parametrize


def symmetric(X):
    return X.triu() + X.triu(1).transpose(-1, -2)


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)


class Skew(nn.Module):
    def forward(self, X):
        A = X.triu(1)
        return A - A.transpose(-1, -2)

    def right_inverse(self, A):
        # the upper triangle is the whole of a skew matrix
        return A.triu(1)


class CayleyMap(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.register_buffer("Id", torch.eye(n))

    def forward(self, X):
        # (I + X)(I - X)^{-1}
        return torch.linalg.solve(self.Id - X, self.Id + X)


class MatrixExponential(nn.Module):
    def forward(self, X):
        return torch.matrix_exp(X)


torch.manual_seed(0)
X = torch.rand(3, 3)
A = symmetric(X)
print(torch.allclose(A, A.T))

layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Symmetric())
A = layer.weight
print(torch.allclose(A, A.T), A)

layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Skew())
print(torch.allclose(layer.weight, -layer.weight.T))
print(layer)

layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Skew())
parametrize.register_parametrization(layer, "weight", CayleyMap(3))
X = layer.weight
print(torch.dist(X.T @ X, torch.eye(3)) < 1e-6)

layer_orthogonal = nn.Linear(3, 3)
parametrize.register_parametrization(layer_orthogonal, "weight", Skew())
parametrize.register_parametrization(layer_orthogonal, "weight", MatrixExponential())
X = layer_orthogonal.weight
print(torch.dist(X.T @ X, torch.eye(3)) < 1e-6)
print(layer_orthogonal.parametrizations.weight.original)
print(sorted(layer_orthogonal.state_dict().keys()))

# gradients reach the original through the chain
out = layer_orthogonal(torch.ones(2, 3)).pow(2).sum()
out.backward()
print(layer_orthogonal.parametrizations.weight.original.grad)

# initialising through right_inverse
layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Skew())
X = torch.rand(3, 3)
X = X - X.T
layer.weight = X
print(torch.dist(layer.weight, X) < 1e-6, layer.parametrizations.weight.original)

# caching: the parametrized weight is computed once inside the block
with parametrize.cached():
    print(layer.weight is layer.weight)

# a training step keeps the constraint
opt = torch.optim.SGD(layer.parameters(), lr=0.1)
loss = layer(torch.randn(4, 3)).pow(2).sum()
loss.backward()
opt.step()
print(torch.allclose(layer.weight, -layer.weight.T))

# removing: either the last value of the weight, or the unconstrained original
layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Skew())
parametrize.remove_parametrizations(layer, "weight")
print(layer, torch.allclose(layer.weight, -layer.weight.T))
layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Skew())
parametrize.remove_parametrizations(layer, "weight", leave_parametrized=False)
print(layer.weight)
