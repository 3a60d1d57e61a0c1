# A tiny GPT block with a key/value cache for generation, and temperature, top-k and nucleus (top-p) sampling
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class CausalSelfAttention(nn.Module):
    def __init__(self, d, n_head):
        super().__init__()
        self.n_head = n_head
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)

    def forward(self, x, cache=None):
        B, T, C = x.shape
        q, k, v = self.qkv(x).split(C, dim=2)
        q, k, v = [t.view(B, T, self.n_head, C // self.n_head).transpose(1, 2) for t in (q, k, v)]
        if cache is not None:
            k = torch.cat([cache[0], k], dim=2)
            v = torch.cat([cache[1], v], dim=2)
        S = k.shape[2]
        att = (q @ k.transpose(-2, -1)) / math.sqrt(k.shape[-1])
        mask = torch.ones(T, S, dtype=torch.bool).tril(diagonal=S - T)
        att = att.masked_fill(~mask, float("-inf")).softmax(dim=-1)
        y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
        return self.proj(y), (k, v)


class TinyGPT(nn.Module):
    def __init__(self, vocab=11, d=8, n_head=2, block=16):
        super().__init__()
        self.tok = nn.Embedding(vocab, d)
        self.pos = nn.Embedding(block, d)
        self.ln = nn.LayerNorm(d)
        self.attn = CausalSelfAttention(d, n_head)
        self.head = nn.Linear(d, vocab, bias=False)
        self.head.weight = self.tok.weight

    def forward(self, idx, cache=None, start=0):
        pos = torch.arange(start, start + idx.shape[1])
        x = self.tok(idx) + self.pos(pos)
        a, cache = self.attn(self.ln(x), cache)
        return self.head(x + a), cache


model = TinyGPT().eval()
print(model)
print("params (tied counted once):", sum(p.numel() for p in model.parameters()))
idx = torch.tensor([[1, 5, 3]])
with torch.no_grad():
    full, _ = model(idx)
    first, cache = model(idx[:, :2])
    step, cache = model(idx[:, 2:], cache, start=2)
print("cache shapes:", [tuple(t.shape) for t in cache])
print("cached matches full:", torch.allclose(full[:, -1], step[:, -1], atol=1e-6))


def sample_next(logits, temperature=1.0, top_k=None, top_p=None, generator=None):
    logits = logits / temperature
    if top_k is not None:
        v, _ = torch.topk(logits, top_k)
        logits = logits.masked_fill(logits < v[:, [-1]], float("-inf"))
    if top_p is not None:
        sorted_logits, sorted_idx = torch.sort(logits, descending=True)
        cum = sorted_logits.softmax(-1).cumsum(-1)
        remove = cum > top_p
        remove[:, 1:] = remove[:, :-1].clone()
        remove[:, 0] = False
        logits = logits.masked_fill(remove.scatter(1, sorted_idx, remove), float("-inf"))
    probs = F.softmax(logits, dim=-1)
    return torch.multinomial(probs, 1, generator=generator), probs


g = torch.Generator().manual_seed(42)
logits = full[:, -1]
for kw in [{}, {"temperature": 0.5}, {"top_k": 3}, {"top_p": 0.6}]:
    nxt, probs = sample_next(logits, generator=g, **kw)
    print(kw, nxt.item(), (probs > 0).sum().item(), probs.max())
out = idx
with torch.no_grad():
    logits, cache = model(out)
    for i in range(5):
        nxt, _ = sample_next(logits[:, -1], top_k=4, generator=g)
        out = torch.cat([out, nxt], dim=1)
        logits, cache = model(nxt, cache, start=out.shape[1] - 1)
print(out)
print(torch.argmax(model(out)[0][:, -1], dim=-1))
