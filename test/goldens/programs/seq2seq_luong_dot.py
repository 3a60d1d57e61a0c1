# Encoder-decoder with Luong (dot/general) attention and teacher forcing on a toy reverse-the-sequence task.
import random
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(3)
random.seed(3)
SOS, EOS, V, H = 0, 1, 8, 16

class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, H)
        self.lstm = nn.LSTM(H, H, batch_first=True)

    def forward(self, x):
        return self.lstm(self.emb(x))

class Attn(nn.Module):
    def __init__(self, method):
        super().__init__()
        self.method = method
        if method == "general":
            self.W = nn.Linear(H, H, bias=False)

    def forward(self, hidden, enc):
        if self.method == "dot":
            scores = torch.bmm(enc, hidden.unsqueeze(2)).squeeze(2)
        else:
            scores = torch.einsum("bth,bh->bt", self.W(enc), hidden)
        return F.softmax(scores, dim=1)

class Decoder(nn.Module):
    def __init__(self, method):
        super().__init__()
        self.emb = nn.Embedding(V, H)
        self.lstm = nn.LSTM(H, H, batch_first=True)
        self.attn = Attn(method)
        self.concat = nn.Linear(2 * H, H)
        self.out = nn.Linear(H, V)

    def forward(self, tok, state, enc):
        o, state = self.lstm(self.emb(tok).unsqueeze(1), state)
        o = o.squeeze(1)
        w = self.attn(o, enc)
        ctx = torch.bmm(w.unsqueeze(1), enc).squeeze(1)
        o = torch.tanh(self.concat(torch.cat([o, ctx], 1)))
        return F.log_softmax(self.out(o), dim=1), state, w

enc, dec = Encoder(), Decoder("general")
print(dec)
params = list(enc.parameters()) + list(dec.parameters())
opt = torch.optim.Adam(params, lr=0.01)
print(sum(p.numel() for p in params))

def batch(n=4, T=5):
    src = torch.randint(2, V, (n, T))
    tgt = torch.cat([src.flip(1), torch.full((n, 1), EOS)], 1)
    return src, tgt

for step in range(40):
    src, tgt = batch()
    enc_out, state = enc(src)
    tok = torch.full((src.size(0),), SOS)
    loss = 0
    teacher = random.random() < 0.5
    for t in range(tgt.size(1)):
        logp, state, w = dec(tok, state, enc_out)
        loss = loss + F.nll_loss(logp, tgt[:, t])
        tok = tgt[:, t] if teacher else logp.argmax(1).detach()
    opt.zero_grad()
    loss.backward()
    gn = nn.utils.clip_grad_norm_(params, 5.0)
    opt.step()
    if step % 10 == 0:
        print(step, teacher, round(loss.item() / tgt.size(1), 4), round(gn.item(), 4))

with torch.no_grad():
    src, tgt = batch(2)
    enc_out, state = enc(src)
    tok = torch.full((2,), SOS)
    outs, ws = [], []
    for t in range(tgt.size(1)):
        logp, state, w = dec(tok, state, enc_out)
        tok = logp.argmax(1)
        outs.append(tok)
        ws.append(w)
    print(src)
    print(torch.stack(outs, 1))
    print(torch.stack(ws, 1)[0])
dot = Attn("dot")
print(dot(torch.ones(1, 3), torch.arange(6.).view(1, 2, 3)))
