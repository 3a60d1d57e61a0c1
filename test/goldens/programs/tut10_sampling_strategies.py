# Decoding strategies for a small character model: greedy, temperature, top-k and top-p (nucleus) filtering with
# torch.multinomial and a seeded generator, a repetition penalty, and beam search over log-probabilities.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
text = 'hello world. hello there. well done. '
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
V = len(chars)
data = torch.tensor([stoi[c] for c in text])
print(V, ''.join(chars))

model = nn.Sequential(nn.Embedding(V, 16), nn.Linear(16, V))
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for step in range(150):
    loss = F.cross_entropy(model(data[:-1]), data[1:])
    opt.zero_grad()
    loss.backward()
    opt.step()
print('loss', round(loss.item(), 4))


def top_k_filter(logits, k):
    v, _ = torch.topk(logits, k)
    return logits.masked_fill(logits < v[..., -1:], float('-inf'))


def top_p_filter(logits, p):
    sorted_logits, idx = torch.sort(logits, descending=True)
    cum = sorted_logits.softmax(-1).cumsum(-1)
    remove = cum > p
    remove[..., 1:] = remove[..., :-1].clone()
    remove[..., 0] = False
    return logits.masked_fill(remove.scatter(-1, idx, remove), float('-inf'))


logits = torch.tensor([2.0, 1.0, 0.5, 0.0, -1.0])
print(top_k_filter(logits, 2))
print(top_p_filter(logits, 0.8), F.softmax(top_p_filter(logits, 0.8), -1))
print(F.softmax(logits / 0.5, -1), F.softmax(logits / 2.0, -1))


@torch.no_grad()
def generate(start, n, temperature=1.0, top_k=None, top_p=None, penalty=1.0, gen=None):
    out = [stoi[start]]
    for _ in range(n):
        lg = model(torch.tensor(out[-1:]))[-1] / temperature
        if penalty != 1.0:
            seen = torch.tensor(sorted(set(out)))
            lg[seen] = torch.where(lg[seen] > 0, lg[seen] / penalty, lg[seen] * penalty)
        if top_k is not None:
            lg = top_k_filter(lg, top_k)
        if top_p is not None:
            lg = top_p_filter(lg, top_p)
        if gen is None:
            nxt = lg.argmax().item()
        else:
            nxt = torch.multinomial(F.softmax(lg, -1), 1, generator=gen).item()
        out.append(nxt)
    return ''.join(chars[i] for i in out)


print(repr(generate('h', 20)))
for kw in [dict(temperature=0.7), dict(top_k=3), dict(top_p=0.9), dict(temperature=1.5, top_p=0.95),
           dict(penalty=1.3, top_k=5)]:
    print(kw, repr(generate('w', 20, gen=torch.Generator().manual_seed(42), **kw)))

g = torch.Generator().manual_seed(0)
probs = torch.tensor([0.1, 0.6, 0.3])
print(torch.multinomial(probs, 8, replacement=True, generator=g), torch.multinomial(probs, 3, generator=g))
print(torch.multinomial(torch.tensor([[0.0, 1.0], [1.0, 0.0]]), 1).squeeze(1))
try:
    torch.multinomial(probs, 4)
except RuntimeError as e:
    print('RuntimeError:', e)


@torch.no_grad()
def beam_search(start, n, beam=3):
    beams = [([stoi[start]], 0.0)]
    for _ in range(n):
        cands = []
        for seq, score in beams:
            logp = F.log_softmax(model(torch.tensor(seq[-1:]))[-1], -1)
            top = logp.topk(beam)
            for lp, i in zip(top.values.tolist(), top.indices.tolist()):
                cands.append((seq + [i], score + lp))
        beams = sorted(cands, key=lambda c: c[1], reverse=True)[:beam]
    return [(''.join(chars[i] for i in s), round(sc, 3)) for s, sc in beams]


print(beam_search('d', 6))
