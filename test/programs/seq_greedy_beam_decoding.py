import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
V, H = 7, 10
BOS, EOS = 0, 1

class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, H)
        self.cell = nn.LSTMCell(H, H)
        self.out = nn.Linear(H, V)
    def step(self, tok, state):
        h, c = self.cell(self.emb(tok), state)
        return F.log_softmax(self.out(h), dim=-1), (h, c)

dec = Decoder()
print(dec)
state = (torch.zeros(1, H), torch.zeros(1, H))

@torch.no_grad()
def greedy(max_len=6):
    tok = torch.tensor([BOS])
    st = state
    seq, score = [], 0.0
    for _ in range(max_len):
        lp, st = dec.step(tok, st)
        val, idx = lp.max(dim=-1)
        score += val.item()
        seq.append(idx.item())
        if idx.item() == EOS:
            break
        tok = idx
    return seq, score

seq, score = greedy()
print("greedy", seq, round(score, 4))

@torch.no_grad()
def beam_search(k=3, max_len=5):
    beams = [([BOS], 0.0, state)]
    for _ in range(max_len):
        cand = []
        for toks, sc, st in beams:
            if toks[-1] == EOS:
                cand.append((toks, sc, st))
                continue
            lp, nst = dec.step(torch.tensor([toks[-1]]), st)
            top_v, top_i = lp[0].topk(k)
            for v, i in zip(top_v.tolist(), top_i.tolist()):
                cand.append((toks + [i], sc + v, nst))
        beams = sorted(cand, key=lambda b: b[1], reverse=True)[:k]
    return [(b[0], round(b[1], 4)) for b in beams]

for toks, sc in beam_search():
    print("beam", toks, sc)

lp, _ = dec.step(torch.tensor([BOS, 2, 3]), (torch.zeros(3, H), torch.zeros(3, H)))
print(lp.exp().sum(-1))
v, i = lp.topk(2, dim=-1)
print(v)
print(i)
flat = lp.view(-1)
best = flat.topk(4)
print(best.indices // V, best.indices % V)
print(torch.div(best.indices, V, rounding_mode="floor"))
