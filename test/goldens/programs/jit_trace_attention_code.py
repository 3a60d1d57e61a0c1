# Scaled dot-product attention written out by hand, traced: the recorded ops as code, and the trace reused.
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class SelfAttention(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.qkv = nn.Linear(dim, 3 * dim, bias=False)
        self.out = nn.Linear(dim, dim)
        self.scale = 1.0 / math.sqrt(dim)

    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        scores = torch.bmm(q, k.transpose(1, 2)) * self.scale
        weights = F.softmax(scores, dim=-1)
        return self.out(torch.bmm(weights, v)) + x


torch.manual_seed(0)
attn = SelfAttention(4).eval()
x = torch.randn(2, 3, 4)
traced = torch.jit.trace(attn, x)
print(traced.code)
print(traced.qkv.code)
y = torch.randn(2, 5, 4)
print(torch.allclose(traced(y), attn(y), atol=1e-6))
