# torch.special.airy_ai: the oscillating tail, the Maclaurin series near 0, the decaying tail, and the edges
import torch

x = torch.tensor([-30.0, -10.5, -2.5, -2.09, -1.0, -0.3, 0.0, 0.5, 1.7, 2.09, 3.0, 8.0, 9.0, 20.0, 103.8, 104.0,
                  float("inf"), -float("inf"), float("nan")])
torch.set_printoptions(precision=6)
print(torch.special.airy_ai(x))
print(torch.special.airy_ai(x.double()))
print(torch.special.airy_ai(torch.arange(-3, 4)))
xr = torch.linspace(-1, 1, 5, requires_grad=True)
y = torch.special.airy_ai(xr)
print(y, y.requires_grad)
