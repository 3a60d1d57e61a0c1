# Dict literals in scripted code: each key and value emitted in order, the values' calls as TorchScript prints them;
# a scripted module returning a tensor and a dict, saved, loaded and run again.
import io
from typing import Dict, Optional, Tuple

import torch

torch.manual_seed(0)


@torch.jit.script
def stats(x: torch.Tensor) -> Dict[str, float]:
    return {"mean": float(x.mean()), "max": float(x.max()), "n": float(x.numel())}


print(stats.code)
print(stats(torch.arange(4.0)))


class Head(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = torch.nn.Linear(3, 4)
        self.l2 = torch.nn.Linear(4, 2)

    def forward(self, x: torch.Tensor, mask: Optional[torch.Tensor] = None) -> Tuple[torch.Tensor, Dict[str, int]]:
        h = torch.relu(self.l1(x))
        if mask is not None:
            h = h * mask
        y = self.l2(h)
        return y, {"rows": y.size(0), "cols": y.size(1)}


m = torch.jit.script(Head())
print(m.code)
x = torch.rand(5, 3)
print(m(x))
print(m(x, torch.zeros(5, 4)))
buf = io.BytesIO()
torch.jit.save(m, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
print(loaded(x)[0].equal(m(x)[0]), loaded(x)[1])
print(loaded.code)
