# Tutorial "PyTorch: Control Flow + Weight Sharing": a module whose forward picks at random (Python's random,
# seeded) how many times it reuses one parameter, fitted to sin(x) with SGD and momentum. zero_grad(set_to_none=False)
# keeps the tutorial's numbers the same in 1.13 and current PyTorch, whose default became None gradients, which
# momentum then skips on the steps that leave out the reused parameter.
import math
import random

import torch


class DynamicNet(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Parameter(torch.randn(()))
        self.b = torch.nn.Parameter(torch.randn(()))
        self.c = torch.nn.Parameter(torch.randn(()))
        self.d = torch.nn.Parameter(torch.randn(()))
        self.e = torch.nn.Parameter(torch.randn(()))

    def forward(self, x):
        y = self.a + self.b * x + self.c * x ** 2 + self.d * x ** 3
        for exp in range(4, random.randint(4, 6)):
            y = y + self.e * x ** exp
        return y

    def string(self):
        return (f"y = {self.a.item()} + {self.b.item()} x + {self.c.item()} x^2 + {self.d.item()} x^3 + "
                f"{self.e.item()} x^4 ? + {self.e.item()} x^5 ?")


random.seed(0)
torch.manual_seed(0)
x = torch.linspace(-math.pi, math.pi, 2000)
y = torch.sin(x)
model = DynamicNet()
print(model)
print([name for name, _ in model.named_parameters()])
criterion = torch.nn.MSELoss(reduction="sum")
optimizer = torch.optim.SGD(model.parameters(), lr=1e-8, momentum=0.9)
for t in range(3000):
    y_pred = model(x)
    loss = criterion(y_pred, y)
    if t % 500 == 499:
        print(t, loss.item())
    optimizer.zero_grad(set_to_none=False)
    loss.backward()
    optimizer.step()
print(f"Result: {model.string()}")
print({k: v for k, v in optimizer.state_dict()["param_groups"][0].items() if k != "fused"})
