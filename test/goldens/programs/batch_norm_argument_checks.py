import torch
import torch.nn.functional as F
x = torch.randn(2, 4, 3)
def at(l, f):
    try: f(); print(l, "ok")
    except Exception as e: print(l, type(e).__name__, e)
at("rm", lambda: F.batch_norm(x, torch.zeros(3), torch.ones(4)))
at("rv", lambda: F.batch_norm(x, torch.zeros(4), torch.ones(3)))
at("w", lambda: F.batch_norm(x, torch.zeros(4), torch.ones(4), torch.ones(3)))
at("b", lambda: F.batch_norm(x, torch.zeros(4), torch.ones(4), None, torch.ones(5)))
at("none eval", lambda: F.batch_norm(x, None, None))
at("rm none eval", lambda: F.batch_norm(x, None, torch.ones(4)))
at("rv none eval", lambda: F.batch_norm(x, torch.zeros(4), None))
at("train w", lambda: F.batch_norm(x, None, None, torch.ones(2), training=True))
at("empty", lambda: F.batch_norm(torch.randn(0, 4), torch.zeros(3), torch.ones(3)))
at("module", lambda: torch.nn.BatchNorm1d(3)(x))
at("module eval", lambda: torch.nn.BatchNorm1d(3).eval()(x))
at("torch.batch_norm", lambda: torch.batch_norm(x, None, None, torch.zeros(3), torch.ones(4), False, 0.1, 1e-5, False))
