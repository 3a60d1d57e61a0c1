# torch.nn.utils.parametrizations.orthogonal: the three maps, with and without the dynamic trivialization, on square,
# tall and wide weights; the originals, the base buffer, gradients, assignment through right_inverse and the errors.
import torch
import torch.nn as nn
from torch.nn.utils import parametrizations, parametrize

torch.manual_seed(0)
for shape, orthogonal_map in [((3, 3), None), ((3, 3), "cayley"), ((3, 3), "householder"), ((5, 3), None),
                              ((3, 5), None), ((4, 2), "matrix_exp"), ((2, 4), "cayley")]:
    for use_trivialization in (True, False):
        lin = nn.Linear(shape[1], shape[0])
        parametrizations.orthogonal(lin, orthogonal_map=orthogonal_map, use_trivialization=use_trivialization)
        W = lin.weight
        Q = W if shape[0] >= shape[1] else W.T
        print(shape, orthogonal_map, use_trivialization, lin.parametrizations.weight[0].orthogonal_map,
              torch.dist(Q.T @ Q, torch.eye(Q.shape[1])) < 1e-5)
        print(W)
        print(sorted(n for n, _ in lin.named_parameters()), sorted(n for n, _ in lin.named_buffers()))
        lin(torch.ones(2, shape[1])).pow(2).sum().backward()
        print(lin.parametrizations.weight.original.grad.mul(100).round())
        try:
            with torch.no_grad():
                lin.weight = torch.eye(*shape)
            print(lin.weight)
        except NotImplementedError as e:
            print("NotImplementedError", e)

print(lin)
print(type(lin).__name__, parametrize.type_before_parametrizations(lin).__name__)
print(sorted(lin.state_dict().keys()))

# an orthogonal weight stays orthogonal while it trains
torch.manual_seed(1)
layer = parametrizations.orthogonal(nn.Linear(4, 4, bias=False))
opt = torch.optim.Adam(layer.parameters(), lr=0.05)
x = torch.randn(8, 4)
target = torch.randn(8, 4)
for step in range(4):
    opt.zero_grad()
    loss = (layer(x) - target).pow(2).mean()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 4))
print(layer.weight)
print(torch.allclose(layer.weight @ layer.weight.T, torch.eye(4), atol=1e-5))

# batches of matrices (a Conv1d's weight is out_channels matrices of in_channels x 1), and a weight that already
# has a parametrization
conv = parametrizations.orthogonal(nn.Conv1d(3, 3, 1), orthogonal_map="householder")
print(conv.weight.shape, conv.weight.squeeze(-1) @ conv.weight.squeeze(-1).T)
batched = nn.Module()
batched.w = nn.Parameter(torch.randn(2, 3, 3))
parametrizations.orthogonal(batched, "w")
print(torch.allclose(batched.w @ batched.w.mT, torch.eye(3).expand(2, 3, 3), atol=1e-5))


class Scale(nn.Module):
    def forward(self, X):
        return X * 2

    def right_inverse(self, X):
        return X / 2


doubled = nn.Linear(3, 3)
parametrize.register_parametrization(doubled, "weight", Scale())
parametrizations.orthogonal(doubled, use_trivialization=False)
print([type(m).__name__ for m in doubled.parametrizations.weight])
print(torch.allclose(doubled.weight @ doubled.weight.T, torch.eye(3), atol=1e-5))

for kwargs in [{"orthogonal_map": "foo"}, {"name": "bias"}, {"name": "missing"}]:
    try:
        parametrizations.orthogonal(nn.Linear(3, 3), **kwargs)
    except ValueError as e:
        print("ValueError", e)
try:
    parametrizations.orthogonal(nn.Linear(3, 3)).weight = torch.eye(2)
except ValueError as e:
    print("ValueError", e)
