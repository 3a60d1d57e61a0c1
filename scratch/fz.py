import torch
from torch._dynamo.eval_frame import _Captured
for name, fn in [("mulexp", lambda x: (x * 2).exp()), ("relu_add", lambda x: x.relu() + 1), ("mul_add", lambda x: x * 2 + 1), ("exp_mul", lambda x: x.exp() * 2)]:
    cap = _Captured(fn); x = torch.randn(50); cap(x); cap(x)
    print(name, list(cap.cache.values())[0].fused_chains)
