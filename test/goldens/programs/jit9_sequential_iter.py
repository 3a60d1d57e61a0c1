# Iterating an nn.Sequential and an nn.ModuleList inside a scripted module.
import torch


class Stack(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = torch.nn.ModuleList([torch.nn.Linear(4, 4) for _ in range(2)])
        self.head = torch.nn.Sequential(torch.nn.ReLU(), torch.nn.Linear(4, 2))

    def forward(self, x):
        for layer in self.layers:
            x = torch.tanh(layer(x))
        return self.head(x)


torch.manual_seed(0)
model = Stack()
s = torch.jit.script(model)
print(s.code)
print(s.head.code)
print(s.layers)
x = torch.randn(3, 4)
print(torch.allclose(s(x), model(x)))
