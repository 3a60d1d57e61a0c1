# Half and bfloat16 values, printed; rounding, overflow, underflow and torch.finfo.
import torch

print(torch.tensor([1.0, 2.5, 3.14159, 65504.0, 65520.0, 1e-8], dtype=torch.float16))
print(torch.tensor([1.0, 2.5, 3.14159, 65504.0, 1e38, 1e-8], dtype=torch.bfloat16))
print(torch.tensor([0.1, 0.2, 0.3]).half() + torch.tensor([0.1, 0.2, 0.3]).half())
print(torch.tensor(2049.0).half(), torch.tensor(2051.0).half(), torch.tensor(257.0).bfloat16(), torch.tensor(259.0).bfloat16())
for dt in (torch.float16, torch.bfloat16, torch.float32, torch.float64):
    fi = torch.finfo(dt)
    print(dt, fi.bits, fi.eps, fi.max, fi.min, fi.tiny, fi.smallest_normal, fi.resolution, fi.dtype)
print(torch.finfo(torch.half))
print(torch.finfo(torch.bfloat16))
print(torch.finfo())
x = torch.tensor([60000.0], dtype=torch.float16)
print(x * 2, x + x, (x * 2).isinf(), x.float() * 2)
tiny = torch.tensor([1e-4, 1e-6, 1e-8], dtype=torch.float16)
print(tiny, tiny * tiny, tiny.float() * tiny.float())
print(torch.tensor(6e-8, dtype=torch.float16), torch.tensor(5.96e-8, dtype=torch.float16), torch.tensor(2.9e-8, dtype=torch.float16))
g = torch.tensor([1e-5, 3e-7]) * 1024
print(g.half(), (g.half() / 1024).float())
print(torch.tensor([1 / 3], dtype=torch.bfloat16).item(), torch.tensor([1 / 3], dtype=torch.float16).item())
print(torch.arange(8, dtype=torch.float16) / 3)
print(torch.randn(2, 3, generator=torch.Generator().manual_seed(0)).bfloat16())
print(torch.full((2, 2), 1000.5, dtype=torch.bfloat16), torch.full((2,), 0.1, dtype=torch.half).sum())
print(torch.tensor([1.0, float("nan"), float("inf"), -float("inf")], dtype=torch.half))
print(torch.tensor(65519.0).half(), torch.tensor(65520.0).half(), torch.tensor(-70000.0).half())
print(torch.ones(1000, dtype=torch.float16).sum(), torch.ones(3000, dtype=torch.bfloat16).sum(), torch.ones(3000, dtype=torch.bfloat16).cumsum(0)[-1])
