# Mixing 16-bit and float32 tensors by hand, as one does before reaching for autocast: type promotion, python
# scalars, elementwise math in bfloat16/float16 (computed in float32 and rounded once), casting a model.
import torch
import torch.nn as nn

torch.manual_seed(0)
a = torch.randn(4)
b16, h16 = a.bfloat16(), a.half()
print((b16 + h16).dtype, (b16 + a).dtype, (b16 * 2.5).dtype, (b16 + 1).dtype, (h16 + torch.tensor(1.0)).dtype)
print((b16 + torch.arange(4)).dtype, (b16 > 0).dtype, torch.result_type(b16, h16), torch.promote_types(torch.bfloat16, torch.float16))
print(b16 * 2.5, h16 * 2.5)
print(b16.exp(), b16.log1p().isnan())
print(torch.tanh(b16), torch.sigmoid(b16), torch.sqrt(b16.abs()))
print(b16 / 3, h16 / 3, b16 // 1, b16.round(), b16.clamp(-0.5, 0.5))
print(torch.where(b16 > 0, b16, torch.zeros(4, dtype=torch.bfloat16)))
net = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2))
net.bfloat16()
print({k: v.dtype for k, v in net.state_dict().items()})
net.half()
print(next(net.parameters()).dtype, net[1].running_mean.dtype, net[1].num_batches_tracked.dtype)
net.float()
print([p.dtype for p in net.parameters()])
print(torch.finfo(torch.bfloat16))
print(torch.finfo(torch.float16))
print(torch.finfo(torch.bfloat16).eps, torch.finfo(torch.float16).tiny, torch.finfo(torch.bfloat16).max)
x = torch.tensor([3.0, 1e-3, 300.5, -2.0 ** -130])
print(x.to(torch.bfloat16), x.to(torch.float16), x.to(torch.bfloat16).to(torch.float16))
print(torch.tensor(1.0, dtype=torch.bfloat16) + torch.tensor(2 ** -9, dtype=torch.bfloat16))
print(torch.zeros(2, dtype=torch.bfloat16).element_size(), torch.zeros(2, dtype=torch.half).is_floating_point())
