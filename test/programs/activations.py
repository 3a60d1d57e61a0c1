# Activation functions on the same inputs, as modules and as functions, with their gradients.
import torch
from torch import nn
import torch.nn.functional as F

x = torch.linspace(-3, 3, 7)
acts = [nn.ReLU(), nn.LeakyReLU(0.1), nn.ELU(), nn.SELU(), nn.CELU(0.5), nn.GELU(), nn.GELU(approximate="tanh"),
        nn.SiLU(), nn.Mish(), nn.Sigmoid(), nn.Tanh(), nn.Softplus(beta=2), nn.Softsign(), nn.Hardtanh(-1, 1),
        nn.ReLU6(), nn.Hardswish(), nn.Hardsigmoid(), nn.LogSigmoid(), nn.Tanhshrink()]
for act in acts:
    print(f"{str(act):35s}", act(x))

print("\nsoftmax family on a 2x4 matrix:")
logits = torch.tensor([[1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 2.0]])
print(F.softmax(logits, dim=1))
print(F.log_softmax(logits, dim=1))
print(F.softmin(logits, dim=1))
print(nn.Softmax(dim=0)(logits))
print(F.softmax(logits, dim=1).sum(dim=1))

print("\nGradients at the same points:")
for fn in (F.relu, torch.sigmoid, torch.tanh, F.gelu, F.silu, F.elu):
    t = x.clone().requires_grad_()
    fn(t).sum().backward()
    print(f"{fn.__name__:8s}", t.grad)

print("\nPReLU learns its slope:")
torch.manual_seed(0)
prelu = nn.PReLU(num_parameters=1, init=0.2)
print(prelu, prelu.weight)
prelu(x).sum().backward()
print(prelu.weight.grad)
