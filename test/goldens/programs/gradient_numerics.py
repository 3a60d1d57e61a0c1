# torch.gradient: finite differences on uniform grids and given coordinates, first- and second-order edges.
import torch

t = torch.tensor([1.0, 4.0, 9.0, 16.0, 25.0])
print(torch.gradient(t))
print(torch.gradient(t, spacing=2.0))
print(torch.gradient(t, edge_order=2))
x = torch.tensor([0.0, 1.0, 1.5, 3.5, 4.0])
print(torch.gradient(x ** 2, spacing=(x,)))
print(torch.gradient(x ** 2, spacing=(x,), edge_order=2))
m = torch.arange(12.0).view(3, 4) ** 2
print(torch.gradient(m))
print(torch.gradient(m, dim=1))
print(torch.gradient(m, spacing=[0.5, 2.0]))
print(torch.gradient(m, spacing=3.0, dim=[0, 1]))
print(torch.gradient(m, dim=(1,), edge_order=2))
print(torch.gradient(m, spacing=(torch.tensor([0.0, 1.0, 3.0]), torch.tensor([0.0, 0.5, 1.0, 2.0]))))
print(torch.gradient(torch.tensor([1, 2, 4, 8])))
print(torch.gradient(torch.tensor([1.0, 2.0, 4.0], dtype=torch.float64), spacing=torch.tensor([0.0, 1.0, 2.0], dtype=torch.float64).unsqueeze(0).unbind(0)))
for kwargs in (dict(spacing=[1.0, 2.0]), dict(edge_order=3), dict(spacing=[1.0], dim=[0, 1])):
    try:
        torch.gradient(m, **kwargs)
    except RuntimeError as e:
        print("RuntimeError:", e)
try:
    torch.gradient(torch.tensor([1.0, 2.0]), edge_order=2)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.gradient(torch.tensor([1, 2, 3], dtype=torch.uint8))
except RuntimeError as e:
    print("RuntimeError:", e)
v = torch.tensor([1.0, 3.0, 2.0, 5.0], requires_grad=True)
torch.gradient(v)[0].pow(2).sum().backward()
print(v.grad)
