# torch.set_num_threads / get_num_threads, and results that do not depend on the thread count. (PyTorch's own
# sigmoid does: each thread's chunk of a flat loop ends in its own scalar tail. The engine keeps one thread's results
# whatever the count, so sigmoid is left out here; test/engine/wasm-threads.test.ts pins it.)
import torch

n = torch.get_num_threads()
print(type(n).__name__, n >= 1)
torch.set_num_threads(3)
print(torch.get_num_threads())
torch.set_num_threads(2**31 - 1)
print(torch.get_num_threads())

for bad in [0, -1, 2**31, 2**40, 2.0, "2", None, True]:
    try:
        torch.set_num_threads(bad)
    except Exception as e:
        print(repr(bad), type(e).__name__ + ":", e)
print(torch.get_num_threads())

for call in [lambda: torch.set_num_threads(), lambda: torch.set_num_threads(n=2), lambda: torch.set_num_threads(1, 2),
             lambda: torch.get_num_threads(1)]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)

torch.manual_seed(0)
a, b = torch.randn(300, 200), torch.randn(200, 150)
x = torch.randn(100_003)
results = []
for threads in [1, 2, 3]:
    torch.set_num_threads(threads)
    results.append((a @ b, (x * 3 + 1).exp(), x.sin() + x))
print(all(torch.equal(r, s) for other in results[1:] for r, s in zip(results[0], other)))
torch.set_num_threads(1)
print(torch.get_num_threads())
