import torch
def at(l, f):
    try: f(); print(l, "ok")
    except Exception as e: print(l, type(e).__name__, e)
at("tensor", lambda: torch.tensor([1, 2], requires_grad=True))
at("zeros", lambda: torch.zeros(2, dtype=torch.long, requires_grad=True))
at("arange", lambda: torch.arange(3, requires_grad=True))
def s(): t = torch.tensor([1]); t.requires_grad = True
at("setter", s)
at("param", lambda: torch.nn.Parameter(torch.tensor([1])))
at("randint", lambda: torch.randint(0, 3, (2,), requires_grad=True))
at("full", lambda: torch.full((2,), 1, requires_grad=True))
at("ones_like", lambda: torch.ones_like(torch.tensor([1]), requires_grad=True))
at("new_tensor", lambda: torch.ones(1).new_tensor([1], dtype=torch.long, requires_grad=True))
at("empty", lambda: torch.empty(2, dtype=torch.int32, requires_grad=True))
x = torch.ones(2, requires_grad=True)
y = x * 2
at("nonleaf rg_ True", lambda: y.requires_grad_())
at("nonleaf rg_ False", lambda: y.requires_grad_(False))
def s(v):
    y.requires_grad = v
at("nonleaf set True", lambda: s(True))
at("nonleaf set False", lambda: s(False))
at("asarray", lambda: torch.asarray([1, 2], requires_grad=True))
at("asarray t", lambda: torch.asarray(torch.tensor([1, 2]), requires_grad=True))
import numpy as np
at("tensor np", lambda: torch.tensor(np.array([1, 2]), requires_grad=True))
at("uninit", lambda: torch.nn.UninitializedParameter(dtype=torch.long))
at("complex", lambda: torch.zeros(2, dtype=torch.complex64).requires_grad_())
t = torch.tensor([1])
at("new_zeros", lambda: t.new_zeros(2, requires_grad=True))
at("new_full", lambda: t.new_full((2,), 3, requires_grad=True))
at("new_empty", lambda: t.new_empty(2, requires_grad=True).shape)
at("logspace", lambda: torch.logspace(0, 1, 3, dtype=torch.long, requires_grad=True))
at("scalar_tensor", lambda: torch.scalar_tensor(1, dtype=torch.long, requires_grad=True))
at("new_ones f", lambda: torch.ones(1).new_ones(2, requires_grad=True))
