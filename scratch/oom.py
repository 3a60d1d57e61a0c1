import time, torch
t = time.perf_counter()
try:
    torch.zeros(10**10)
except RuntimeError as e:
    print(str(e)[:100], f"{time.perf_counter()-t:.3f}s")
x = torch.zeros(10**9 // 8)
print(x.shape)
