# Mixing scripting and tracing as the TorchScript tutorial suggests: a scripted helper with control flow called
# from a traced model, a traced block inside a scripted module, and the graphs and code each gives.
import torch


def show(graph):
    print(str(graph).replace(__file__, "<this file>"))


torch.manual_seed(0)


@torch.jit.script
def clamp_norm(x, max_norm: float):
    n = x.norm()
    if bool(n > max_norm):
        x = x * (max_norm / n)
    return x


class Encoder(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(4, 4)

    def forward(self, x):
        return clamp_norm(torch.relu(self.fc(x)), 1.0)


show(clamp_norm.graph)
print(clamp_norm.code)
traced = torch.jit.trace(Encoder(), torch.randn(2, 4))
print(traced.code)
print(traced(torch.randn(2, 4)).norm() <= 1.0 + 1e-6)


class Head(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.jit.trace(torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.Tanh()), torch.randn(1, 4))
        self.out = torch.nn.Linear(8, 2)

    def forward(self, x, scale: float = 2.0):
        h = self.body(x)
        if scale != 1.0:
            h = h * scale
        return self.out(h)


head = torch.jit.script(Head())
print(head.code)
show(head.graph)
print(head(torch.ones(3, 4)).shape)
