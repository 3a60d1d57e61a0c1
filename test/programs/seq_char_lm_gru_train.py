import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
text = "hello world. hello there. the world is round."
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
itos = {i: c for c, i in stoi.items()}
print(len(chars), repr("".join(chars)))
data = torch.tensor([stoi[c] for c in text], dtype=torch.long)
print(data[:10])
seq_len = 8
xs = torch.stack([data[i:i + seq_len] for i in range(0, len(data) - seq_len - 1, 4)])
ys = torch.stack([data[i + 1:i + seq_len + 1] for i in range(0, len(data) - seq_len - 1, 4)])
print(xs.shape, ys.shape)

class CharLM(nn.Module):
    def __init__(self, vocab, emb=8, hidden=16):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb)
        self.rnn = nn.GRU(emb, hidden, batch_first=True)
        self.head = nn.Linear(hidden, vocab)
    def forward(self, x, h=None):
        out, h = self.rnn(self.embed(x), h)
        return self.head(out), h

model = CharLM(len(chars))
print(model)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for step in range(30):
    logits, _ = model(xs)
    loss = F.cross_entropy(logits.reshape(-1, len(chars)), ys.reshape(-1))
    opt.zero_grad()
    loss.backward()
    norm = torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    if step % 5 == 0:
        print(f"step {step:2d} loss {loss.item():.4f} grad_norm {norm:.4f}")

@torch.no_grad()
def generate(start, n):
    model.eval()
    idx = torch.tensor([[stoi[c] for c in start]])
    logits, h = model(idx)
    out = start
    for _ in range(n):
        nxt = logits[0, -1].argmax().item()
        out += itos[nxt]
        logits, h = model(torch.tensor([[nxt]]), h)
    return out

print(repr(generate("hel", 15)))
torch.manual_seed(5)
logits, _ = model(torch.tensor([[stoi["h"]]]))
probs = F.softmax(logits[0, -1] / 0.8, dim=-1)
print(torch.multinomial(probs, 5, replacement=True))
print(probs.max())
