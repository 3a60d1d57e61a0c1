# A LLaMA-style block by hand: RMSNorm, SwiGLU feed-forward, grouped-query attention with repeat_interleave
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class RMSNorm(nn.Module):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def _norm(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)

    def forward(self, x):
        return self._norm(x.float()).type_as(x) * self.weight


class FeedForward(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)
        self.w3 = nn.Linear(dim, hidden, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class Attention(nn.Module):
    def __init__(self, dim, n_heads, n_kv_heads):
        super().__init__()
        self.n_heads, self.n_kv = n_heads, n_kv_heads
        self.hd = dim // n_heads
        self.wq = nn.Linear(dim, n_heads * self.hd, bias=False)
        self.wk = nn.Linear(dim, n_kv_heads * self.hd, bias=False)
        self.wv = nn.Linear(dim, n_kv_heads * self.hd, bias=False)
        self.wo = nn.Linear(n_heads * self.hd, dim, bias=False)

    def forward(self, x):
        B, T, _ = x.shape
        q = self.wq(x).view(B, T, self.n_heads, self.hd).transpose(1, 2)
        k = self.wk(x).view(B, T, self.n_kv, self.hd).transpose(1, 2)
        v = self.wv(x).view(B, T, self.n_kv, self.hd).transpose(1, 2)
        rep = self.n_heads // self.n_kv
        k = k.repeat_interleave(rep, dim=1)
        v = v.repeat_interleave(rep, dim=1)
        scores = q @ k.transpose(2, 3) / math.sqrt(self.hd)
        mask = torch.triu(torch.full((T, T), float("-inf")), diagonal=1)
        probs = F.softmax(scores.float() + mask, dim=-1).type_as(q)
        out = (probs @ v).transpose(1, 2).reshape(B, T, -1)
        return self.wo(out), probs


class Block(nn.Module):
    def __init__(self, dim=8, n_heads=4, n_kv_heads=2):
        super().__init__()
        self.attention_norm = RMSNorm(dim)
        self.attention = Attention(dim, n_heads, n_kv_heads)
        self.ffn_norm = RMSNorm(dim)
        self.feed_forward = FeedForward(dim, 4 * dim * 2 // 3)

    def forward(self, x):
        a, probs = self.attention(self.attention_norm(x))
        h = x + a
        return h + self.feed_forward(self.ffn_norm(h)), probs


block = Block()
print(block)
for name, p in block.named_parameters():
    print(f"{name:32s} {tuple(p.shape)}")
x = torch.randn(2, 5, 8)
out, probs = block(x)
print(out.shape, probs.shape)
print(out[0, :2])
print(probs[0, 0])
rms = RMSNorm(8)
print(rms(x)[0, 0], rms(x).pow(2).mean(-1)[0])
print(F.silu(torch.linspace(-3, 3, 7)), nn.SiLU()(torch.tensor([0.5])))
out.sum().backward()
print(block.attention.wk.weight.grad.norm(), block.feed_forward.w3.weight.grad.abs().max())
xb = x.to(torch.bfloat16)
print(rms(xb).dtype, rms(xb)[0, 0])
