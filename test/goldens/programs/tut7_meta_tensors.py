# Meta tensors: shape inference without data, modules built on the meta device, to_empty
import torch
import torch.nn as nn

m = torch.empty(1000, 1000, device="meta")
print(m.shape, m.device, m.is_meta)
print((m @ m.t()).shape)
lin = nn.Linear(1024, 512, device="meta")
print(lin.weight.device, lin.weight.shape, lin.weight.requires_grad)
out = lin(torch.empty(8, 1024, device="meta"))
print(out.shape, out.device, out.grad_fn.name())
conv = nn.Conv2d(3, 16, 3, stride=2, padding=1, device="meta")
print(conv(torch.empty(4, 3, 32, 32, device="meta")).shape)
real = lin.to_empty(device="cpu")
print(real.weight.device, real.weight.shape)
print(torch.empty_like(m, device="cpu").shape, torch.zeros(2, device="meta").sum().shape)
