# Grad mode as context managers and decorators: no_grad, enable_grad, set_grad_enabled, and what they do to
# requires_grad, generators, and nested calls.
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)


@torch.no_grad()
def doubler(t):
    return t * 2


@torch.enable_grad()
def tripler(t):
    return t * 3


print(doubler(x).requires_grad)
with torch.no_grad():
    print(tripler(x).requires_grad, tripler(x).grad_fn.name())
print(torch.set_grad_enabled(False) is not None, torch.is_grad_enabled())
print((x * 2).requires_grad)
torch.set_grad_enabled(True)
print(torch.is_grad_enabled(), (x * 2).requires_grad)
with torch.set_grad_enabled(False):
    print((x * 2).requires_grad)
    with torch.enable_grad():
        print((x * 2).requires_grad)
    print(torch.is_grad_enabled())


@torch.no_grad()
def gen(n):
    for i in range(n):
        yield torch.is_grad_enabled(), (x * i).requires_grad


print(list(gen(2)))


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(2, 2)

    @torch.no_grad()
    def predict(self, t):
        return self.fc(t)


net = Net()
print(net.predict(torch.ones(1, 2)).requires_grad, net.fc(torch.ones(1, 2)).requires_grad)
with torch.no_grad():
    y = x * 2
y2 = y.requires_grad_()
print(y2 is y, y.requires_grad, y.is_leaf, y.grad_fn)
(y * 3).sum().backward()
print(y.grad, x.grad)
print(torch.no_grad().__class__.__name__, torch.enable_grad.__module__)
