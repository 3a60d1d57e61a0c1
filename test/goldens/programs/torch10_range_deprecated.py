# torch.range: deprecated (a UserWarning at the caller on every call), end included, the default float dtype
import warnings

import torch

warnings.showwarning = lambda m, c, f, n, file=None, line=None: print(f"{c.__name__} at line {n}: {m}")
print(torch.range(1, 4))
def attempt(f):
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
attempt(lambda: torch.range(1, 4, 0))
attempt(lambda: torch.range(4, 1))
attempt(lambda: torch.range(1, float("inf")))
print(torch.range(1, 4, dtype=torch.int64), torch.range(1.5, 4, 0.7), torch.range(0, 1, 0.1), torch.range(5, 1, -2, dtype=torch.int32))
print(torch.range(0, 3, requires_grad=True), torch.range(0.1, 0.9, 0.1, dtype=torch.float64))
o = torch.empty(2); print(torch.range(1, 3, out=o), o)
attempt(lambda: torch.range(3))
print(torch.range(-1, -10, -3), torch.range(0, 10, 3), torch.range(0, 1, 1 / 3))
print(torch.range(1, 3, dtype=torch.int8), torch.range(2**40, 2**40 + 2, dtype=torch.int64), torch.range(0.5, 2, dtype=torch.int32))
print(torch.tensor(range(3)), torch.as_tensor(range(2, 5)))
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.range(0, 1)
    print(len(w), w[0].category.__name__, w[0].lineno, w[0].filename.endswith("torch10_range_deprecated.py"))
