# randn and normal_ at full precision: PyTorch's AVX2 Box-Muller with its own float32 log and sincos.
import torch

torch.manual_seed(11)
print(torch.randn(3000).tolist()[-8:])
print(torch.randn(17, 5).tolist()[-1])
print(torch.empty(40).normal_(2, 3).tolist()[:6])
print(torch.randn(64, 3).sum(0).tolist())
g = torch.Generator().manual_seed(5)
print(torch.randn(20, generator=g).tolist()[:4])
