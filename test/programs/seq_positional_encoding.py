import math
import torch
import torch.nn as nn

class PositionalEncoding(nn.Module):
    def __init__(self, d_model, dropout=0.1, max_len=50):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer("pe", pe)
    def forward(self, x):
        x = x + self.pe[:x.size(0)]
        return self.dropout(x)

torch.manual_seed(0)
pe = PositionalEncoding(6, dropout=0.0)
print(pe)
print(pe.pe[:4, 0])
print(pe.pe.shape)
print(list(dict(pe.named_buffers()).keys()))
print(pe.state_dict().keys())
x = torch.zeros(3, 2, 6)
print(pe(x)[:, 1])

class LearnedPE(nn.Module):
    def __init__(self, max_len, d):
        super().__init__()
        self.pos = nn.Parameter(torch.zeros(1, max_len, d))
        nn.init.trunc_normal_(self.pos, std=0.02)
    def forward(self, x):
        return x + self.pos[:, :x.size(1)]

lpe = LearnedPE(10, 4)
y = lpe(torch.ones(2, 3, 4))
print(y.shape)
print(lpe.pos.abs().max() <= 0.04)
y.sum().backward()
print(lpe.pos.grad[0, :4])

def rotary(x, base=10000):
    b, t, d = x.shape
    inv = 1.0 / (base ** (torch.arange(0, d, 2).float() / d))
    ang = torch.arange(t).float()[:, None] * inv[None]
    sin, cos = ang.sin(), ang.cos()
    x1, x2 = x[..., 0::2], x[..., 1::2]
    out = torch.stack([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1)
    return out.flatten(-2)

r = rotary(torch.ones(1, 4, 4))
print(r)
print(r.norm(dim=-1))
emb = nn.Embedding(100, 6)
tokens = torch.tensor([[5, 9, 11]]).t()
h = pe(emb(tokens) * math.sqrt(6))
print(h.shape)
print(h[2])
sinus = torch.tensor([[pos / 10000 ** (2 * (j // 2) / 6) for j in range(6)] for pos in range(3)])
sinus[:, 0::2] = torch.sin(sinus[:, 0::2])
sinus[:, 1::2] = torch.cos(sinus[:, 1::2])
print(torch.allclose(sinus, pe.pe[:3, 0], atol=1e-6))
print(sinus)
