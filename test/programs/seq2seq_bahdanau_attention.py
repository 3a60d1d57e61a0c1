import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
SRC_V, TGT_V, E, H = 9, 8, 6, 8

class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(SRC_V, E, padding_idx=0)
        self.rnn = nn.GRU(E, H, batch_first=True, bidirectional=True)
        self.fc = nn.Linear(2 * H, H)
    def forward(self, src):
        out, h = self.rnn(self.emb(src))
        h = torch.tanh(self.fc(torch.cat((h[-2], h[-1]), dim=1)))
        return out, h

class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.Linear(3 * H, H)
        self.v = nn.Linear(H, 1, bias=False)
    def forward(self, hidden, enc_out, mask):
        L = enc_out.shape[1]
        hidden = hidden.unsqueeze(1).repeat(1, L, 1)
        energy = torch.tanh(self.attn(torch.cat((hidden, enc_out), dim=2)))
        scores = self.v(energy).squeeze(2)
        scores = scores.masked_fill(mask == 0, -1e10)
        return F.softmax(scores, dim=1)

class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.attention = Attention()
        self.emb = nn.Embedding(TGT_V, E)
        self.rnn = nn.GRU(2 * H + E, H, batch_first=True)
        self.out = nn.Linear(3 * H + E, TGT_V)
    def forward(self, tok, hidden, enc_out, mask):
        e = self.emb(tok).unsqueeze(1)
        a = self.attention(hidden, enc_out, mask)
        weighted = torch.bmm(a.unsqueeze(1), enc_out)
        out, hidden = self.rnn(torch.cat((e, weighted), dim=2), hidden.unsqueeze(0))
        pred = self.out(torch.cat((out.squeeze(1), weighted.squeeze(1), e.squeeze(1)), dim=1))
        return pred, hidden.squeeze(0), a

enc, dec = Encoder(), Decoder()
src = torch.tensor([[2, 3, 4, 5, 0], [6, 7, 8, 0, 0]])
tgt = torch.tensor([[1, 3, 4, 2], [1, 5, 6, 2]])
mask = src != 0
params = list(enc.parameters()) + list(dec.parameters())
opt = torch.optim.Adam(params, lr=0.01)
crit = nn.CrossEntropyLoss(ignore_index=0)
for epoch in range(5):
    enc_out, hidden = enc(src)
    tok = tgt[:, 0]
    loss = 0
    for t in range(1, tgt.shape[1]):
        pred, hidden, a = dec(tok, hidden, enc_out, mask)
        loss = loss + crit(pred, tgt[:, t])
        tok = tgt[:, t] if epoch % 2 == 0 else pred.argmax(1)
    loss = loss / (tgt.shape[1] - 1)
    opt.zero_grad()
    loss.backward()
    gn = nn.utils.clip_grad_norm_(params, max_norm=1.0)
    opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f} norm {gn.item():.4f}")
print(a)
print(a.sum(1))
print(enc_out.shape, hidden.shape)
with torch.no_grad():
    enc_out, hidden = enc(src[:1])
    tok = torch.tensor([1])
    res = []
    for _ in range(4):
        pred, hidden, a = dec(tok, hidden, enc_out, mask[:1])
        tok = pred.argmax(1)
        res.append(tok.item())
    print(res)
    print(a)
