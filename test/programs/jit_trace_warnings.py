# Tracing pitfalls: data-dependent control flow is frozen, and the tracer warns about Python values.
import warnings
import torch

torch.manual_seed(0)


def f(x):
    if x.sum() > 0:
        return x * 2
    return x - 10


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    traced = torch.jit.trace(f, torch.ones(3))
for w in caught:
    print(w.category.__name__ + ":", w.message)

print(traced(torch.ones(3)))
print(traced(-torch.ones(3)))
print(f(-torch.ones(3)))


def h(x):
    return x * x.mean().item()


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    th = torch.jit.trace(h, torch.tensor([1.0, 2.0, 3.0]), check_trace=False)
print(len(caught), caught[0].category.__name__)
print(th(torch.tensor([1.0, 2.0, 3.0])))
print(th(torch.tensor([2.0, 4.0, 6.0])))
print(h(torch.tensor([2.0, 4.0, 6.0])))


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(3, 2)

    def forward(self, x):
        return torch.relu(self.fc(x))


net = Net()
tnet = torch.jit.trace(net, torch.randn(4, 3))
print(tnet)
inp = torch.randn(2, 3)
print(torch.allclose(tnet(inp), net(inp)))
print(tnet(inp))
print(type(tnet).__name__)
print(tnet.fc.weight.shape)
