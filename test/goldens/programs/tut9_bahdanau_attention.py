# Additive (Bahdanau) attention over an encoder's outputs, with a source mask, inside a GRU decoder step
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)


class AdditiveAttention(nn.Module):
    def __init__(self, enc_dim, dec_dim, attn_dim):
        super().__init__()
        self.W_enc = nn.Linear(enc_dim, attn_dim, bias=False)
        self.W_dec = nn.Linear(dec_dim, attn_dim, bias=False)
        self.v = nn.Linear(attn_dim, 1, bias=False)

    def forward(self, dec_h, enc_out, mask):
        energy = self.v(torch.tanh(self.W_enc(enc_out) + self.W_dec(dec_h).unsqueeze(1))).squeeze(2)
        energy = energy.masked_fill(~mask, -1e10)
        weights = F.softmax(energy, dim=1)
        context = torch.bmm(weights.unsqueeze(1), enc_out).squeeze(1)
        return context, weights


class Decoder(nn.Module):
    def __init__(self, vocab, emb, enc_dim, hid):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.attn = AdditiveAttention(enc_dim, hid, 8)
        self.rnn = nn.GRU(emb + enc_dim, hid, batch_first=True)
        self.out = nn.Linear(hid + enc_dim + emb, vocab)

    def forward(self, token, hidden, enc_out, mask):
        e = self.emb(token)
        context, w = self.attn(hidden[-1], enc_out, mask)
        output, hidden = self.rnn(torch.cat([e, context], dim=1).unsqueeze(1), hidden)
        logits = self.out(torch.cat([output.squeeze(1), context, e], dim=1))
        return logits, hidden, w


encoder = nn.GRU(6, 5, batch_first=True, bidirectional=True)
src = torch.randn(2, 4, 6)
src_len = torch.tensor([4, 2])
mask = torch.arange(4)[None, :] < src_len[:, None]
packed = nn.utils.rnn.pack_padded_sequence(src, src_len, batch_first=True, enforce_sorted=False)
enc_packed, h = encoder(packed)
enc_out, lens = nn.utils.rnn.pad_packed_sequence(enc_packed, batch_first=True, total_length=4)
print(enc_out.shape, lens, h.shape, enc_out[1, 2:].abs().sum().item())
dec = Decoder(vocab=7, emb=3, enc_dim=10, hid=6)
hidden = torch.tanh(nn.Linear(10, 6)(torch.cat([h[-2], h[-1]], dim=1))).unsqueeze(0)
token = torch.zeros(2, dtype=torch.long)
targets = torch.tensor([[3, 4, 5], [6, 2, 1]])
loss = 0.0
for t in range(3):
    logits, hidden, w = dec(token, hidden, enc_out, mask)
    print(t, w.detach().numpy().round(4), logits.shape)
    loss = loss + F.cross_entropy(logits, targets[:, t])
    token = targets[:, t]
print(loss / 3)
(loss / 3).backward()
print(dec.attn.v.weight.grad.shape, dec.attn.W_enc.weight.grad.norm() > 0, encoder.weight_ih_l0_reverse.grad.shape)
print(w.sum(1), w[1, 2:].sum().item())

# the same scores from nn.MultiheadAttention style dot-product attention, for comparison
q = hidden[-1].unsqueeze(1)
proj = nn.Linear(10, 6, bias=False)
k = proj(enc_out)
scores = (q @ k.transpose(1, 2)) / 6 ** 0.5
scores = scores.masked_fill(~mask.unsqueeze(1), float("-inf"))
print(F.softmax(scores, -1).detach().squeeze(1))
