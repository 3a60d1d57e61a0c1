# Seq2seq with attention on a toy reversal task: a GRU encoder, a GRU decoder with dot-product (Luong) attention
# over the encoder outputs, teacher forcing decided by a seeded coin, greedy decoding, and the attention map.
import random
import torch
import torch.nn as nn
import torch.nn.functional as F

random.seed(0)
torch.manual_seed(0)
SOS, EOS, V, H = 0, 1, 8, 16


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(V, H)
        self.gru = nn.GRU(H, H, batch_first=True)

    def forward(self, src):
        return self.gru(self.embedding(src))


class AttnDecoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(V, H)
        self.gru = nn.GRU(H, H, batch_first=True)
        self.concat = nn.Linear(2 * H, H)
        self.out = nn.Linear(H, V)

    def forward(self, token, hidden, enc_out):
        emb = self.embedding(token)                       # (B, 1, H)
        dec_out, hidden = self.gru(emb, hidden)           # (B, 1, H)
        scores = torch.bmm(dec_out, enc_out.transpose(1, 2))  # (B, 1, S)
        attn = F.softmax(scores, dim=-1)
        context = torch.bmm(attn, enc_out)                # (B, 1, H)
        combined = torch.tanh(self.concat(torch.cat([dec_out, context], dim=2)))
        return F.log_softmax(self.out(combined), dim=-1).squeeze(1), hidden, attn.squeeze(1)


def make_batch(n, length=4):
    src = torch.randint(2, V, (n, length))
    tgt = torch.cat([src.flip(1), torch.full((n, 1), EOS)], dim=1)
    return src, tgt


encoder, decoder = Encoder(), AttnDecoder()
params = list(encoder.parameters()) + list(decoder.parameters())
opt = torch.optim.Adam(params, lr=0.01)
criterion = nn.NLLLoss()
teacher_forcing_ratio = 0.5

for it in range(120):
    src, tgt = make_batch(16)
    enc_out, hidden = encoder(src)
    token = torch.full((16, 1), SOS)
    use_tf = random.random() < teacher_forcing_ratio
    loss = 0
    for t in range(tgt.size(1)):
        log_probs, hidden, _ = decoder(token, hidden, enc_out)
        loss = loss + criterion(log_probs, tgt[:, t])
        token = tgt[:, t:t + 1] if use_tf else log_probs.argmax(1, keepdim=True).detach()
    opt.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(params, 1.0)
    opt.step()
    if it % 30 == 0 or it == 119:
        print(f'iter {it:3d} tf={use_tf!s:5} loss {loss.item() / tgt.size(1):.4f}')


@torch.no_grad()
def translate(src, max_len=6):
    enc_out, hidden = encoder(src)
    token = torch.full((src.size(0), 1), SOS)
    words, maps = [], []
    for _ in range(max_len):
        log_probs, hidden, attn = decoder(token, hidden, enc_out)
        token = log_probs.argmax(1, keepdim=True)
        words.append(token)
        maps.append(attn)
    return torch.cat(words, 1), torch.stack(maps, 1)


src, tgt = make_batch(3)
pred, attn = translate(src)
print(src)
print(pred)
print((pred[:, :5] == tgt).float().mean().item())
print(attn.shape, attn[0].sum(-1))
print(attn[0].argmax(-1))
