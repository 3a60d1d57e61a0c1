# A first CPU autocast training loop, step by step: a bias-free linear model on one sample whose features are powers
# of two, so every bfloat16 product is exact and only the casts round (the float32 master weights, the output and
# the gradient flowing back through the cast). Loss, output and weights printed each step.
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(2, 1, bias=False)
x = torch.tensor([[1.0, 0.5]])
y = torch.tensor([[0.3]])
opt = torch.optim.SGD(model.parameters(), lr=0.1)
print(model.weight)
for step in range(5):
    opt.zero_grad()
    with torch.autocast("cpu"):
        out = model(x)
        loss = nn.functional.mse_loss(out, y)
    loss.backward()
    print(step, out.item(), out.dtype, loss.item(), model.weight.grad.tolist())
    opt.step()
print(model.weight, model.weight.bfloat16())
with torch.autocast("cpu"), torch.no_grad():
    print(model(x), model(x.bfloat16()).dtype)
