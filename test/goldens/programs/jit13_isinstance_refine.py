# isinstance on Union and Optional arguments in scripted functions: prim::isinstance, the variable narrowed with
# prim::unchecked_cast in each branch (`.code` keeps the test as its own `_0 = isinstance(...)`), a test the
# argument's type decides kept as the branch taken only, torch.jit.isinstance on containers, and Union arguments
# as TorchScript writes and checks them.
import warnings
from typing import Dict, List, Optional, Tuple, Union

import torch


def show(f, graph=True):
    if graph:  # the source comments name this file; print them relative to it
        print(str(f.graph).replace(__file__, "<this file>"))
    print(f.code)


@torch.jit.script
def scale(x: torch.Tensor, s: Union[float, torch.Tensor]) -> torch.Tensor:
    if isinstance(s, torch.Tensor):
        return x * s
    else:
        return x * s + 1.0


@torch.jit.script
def known(x: torch.Tensor) -> torch.Tensor:
    if isinstance(x, torch.Tensor):
        x = x + 1
    else:
        x = x - 1
    return x


@torch.jit.script
def never(x: int) -> int:
    if isinstance(x, str):
        return 0
    else:
        return x * 2


@torch.jit.script
def count(x: Union[List[int], Dict[str, torch.Tensor]]) -> int:
    if torch.jit.isinstance(x, List[int]):
        n = len(x)
    else:
        n = -1
    return n


@torch.jit.script
def several(x: Union[int, float, str]) -> str:
    if isinstance(x, (int, float)):
        return "number"
    else:
        return x


# early returns: the code is PyTorch's (their graphs are not printed here)
@torch.jit.script
def as_float(x: Union[int, float]) -> float:
    if isinstance(x, int):
        return float(x) * 2.0
    return x + 0.5


@torch.jit.script
def maybe(x: Optional[torch.Tensor]) -> torch.Tensor:
    if isinstance(x, torch.Tensor):
        return x.relu()
    return torch.zeros(1)


for f in (scale, known, never, count, several):
    show(f)
for f in (as_float, maybe):
    show(f, graph=False)

@torch.jit.script
def signature(a: Union[int, None], b: Union[int, float, None], c: Union[str, bool, torch.Tensor],
              d: Optional[Union[int, str]], e: Union[int, List[float], Dict[str, int]]) -> int:
    return 0


print(str(signature.graph).replace(__file__, "<this file>"))
print(signature.code)
try:
    signature(1, 2, "a", 3, "x")
except RuntimeError as e:
    print("RuntimeError:", e)

print(scale(torch.ones(2), 2.0), scale(torch.ones(2), torch.full((2,), 3.0)))
print(known(torch.ones(2)), never(4), count([1, 2, 3]), count({"a": torch.ones(1)}), several(2), several("s"))
print(as_float(3), as_float(1.5), maybe(None), maybe(torch.tensor([-1.0, 2.0])))
print(torch.jit.isinstance([1, 2], List[int]), torch.jit.isinstance([1, 2.0], List[int]),
      torch.jit.isinstance({"a": torch.ones(1)}, Dict[str, torch.Tensor]), torch.jit.isinstance(None, Optional[int]))

# in eager mode: containers' elements checked, an empty container warns that its element type is lost
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(torch.jit.isinstance([], List[int]), torch.jit.isinstance({}, Dict[str, int]),
          torch.jit.isinstance([[1], [2]], List[List[int]]), torch.jit.isinstance([[1], [2.0]], List[List[int]]),
          torch.jit.isinstance({"a": [1]}, Dict[str, List[int]]), torch.jit.isinstance((1, "a"), Tuple[int, str]),
          torch.jit.isinstance((1, 2), Tuple[int, str]), torch.jit.isinstance([None, 1], List[Optional[int]]),
          torch.jit.isinstance(None, Union[int, str]), torch.jit.isinstance(2.0, (int, float)),
          torch.jit.isinstance([torch.ones(1)], List[torch.Tensor]))
for w in caught:
    print(w.category.__name__, w.message)
try:
    torch.jit.isinstance(1, Dict)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    torch.jit.isinstance(1, [int])
except RuntimeError as e:
    print("RuntimeError:", e)
