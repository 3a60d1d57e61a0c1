import torch
import torch.nn as nn

torch.manual_seed(0)
vocab = ["<pad>", "<unk>", "the", "cat", "sat", "on", "mat"]
stoi = {w: i for i, w in enumerate(vocab)}
sentences = ["the cat sat", "the cat sat on the mat", "a dog"]
def encode(s):
    return [stoi.get(w, stoi["<unk>"]) for w in s.split()]
ids = [encode(s) for s in sentences]
print(ids)
maxlen = max(len(x) for x in ids)
batch = torch.tensor([x + [0] * (maxlen - len(x)) for x in ids])
print(batch)
emb = nn.Embedding(len(vocab), 4, padding_idx=0)
print(emb)
print(emb.weight[0])
e = emb(batch)
print(e.shape)
mask = (batch != 0).unsqueeze(-1).float()
mean = (e * mask).sum(1) / mask.sum(1)
print(mean)
mean.sum().backward()
print(emb.weight.grad)
emb2 = nn.Embedding.from_pretrained(torch.arange(12.).view(6, 2), freeze=False, padding_idx=5)
print(emb2.weight.requires_grad, emb2.padding_idx)
print(emb2(torch.tensor([[5, 1], [2, 5]])))
emb3 = nn.Embedding(10, 3, max_norm=1.0)
v = emb3(torch.tensor([1, 2, 1]))
print(v.norm(dim=1).detach())
print(emb3.weight[1].norm().detach())
try:
    emb(torch.tensor([7]))
except IndexError as err:
    print("IndexError:", err)
try:
    emb(torch.tensor([1.0]))
except RuntimeError as err:
    print("RuntimeError:", err)
try:
    nn.Embedding(5, 2, padding_idx=5)
except AssertionError as err:
    print("AssertionError:", err)
print(nn.Embedding(5, 2, padding_idx=-1).padding_idx)
