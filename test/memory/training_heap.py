"""A 1000-step training loop whose tensor heap must stay flat: prints the heap's in-use bytes after step 10 and at
the end (the engine's own statistics, not a PyTorch API), and the time an impossible allocation takes to fail."""
import time

import torch

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
x = torch.randn(64, 8)
y = x.sum(1, keepdim=True).sin()


def in_use():
    return torch._engine.heap_stats().inUseBytes


for step in range(1, 1001):
    optimizer.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    optimizer.step()
    if step == 10:
        after_10 = in_use()
print(f"loss {loss.item():.6f}")
print(f"in use after step 10: {after_10} bytes, after step 1000: {in_use()} bytes, peak: "
      f"{torch._engine.heap_stats().peakInUseBytes} bytes")

start = time.perf_counter()
try:
    torch.zeros(10**10)
except RuntimeError as e:
    print(f"torch.zeros(10**10) failed in {(time.perf_counter() - start) * 1000:.2f} ms: {e}")
