# Hand-made tokenizer and vocabulary feeding nn.Embedding: special tokens, padding_idx, unknown words, frozen
# pretrained vectors and cosine similarity between word vectors.
import re
from collections import Counter
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(2)
corpus = [
    "The quick brown fox jumps over the lazy dog.",
    "The dog barks; the fox runs!",
    "A lazy afternoon, a quick nap.",
]

def tokenize(text):
    return re.findall(r"[a-z]+|[^\sa-z]", text.lower())

tokens = [tokenize(s) for s in corpus]
print(tokens[1])
counts = Counter(t for sent in tokens for t in sent)
print(counts.most_common(4))
specials = ["<pad>", "<unk>", "<bos>", "<eos>"]
itos = specials + sorted(w for w, c in counts.items() if c >= 1)
stoi = {w: i for i, w in enumerate(itos)}
print(len(itos), itos[:10])

def encode(sentence, max_len=None):
    ids = [stoi["<bos>"]] + [stoi.get(t, stoi["<unk>"]) for t in tokenize(sentence)] + [stoi["<eos>"]]
    if max_len is not None:
        ids = ids[:max_len] + [stoi["<pad>"]] * (max_len - len(ids))
    return ids

def decode(ids):
    return " ".join(itos[i] for i in ids if i != stoi["<pad>"])

batch = torch.tensor([encode(s, 10) for s in ["the fox naps", "a cat jumps over the dog!"]])
print(batch)
print(decode(batch[1].tolist()))

emb = nn.Embedding(len(itos), 5, padding_idx=stoi["<pad>"])
print(emb)
print(emb.weight[0])
vectors = emb(batch)
print(vectors.shape)
vectors.sum().backward()
print(emb.weight.grad[:3])
print(emb.weight.grad[stoi["the"]])

pretrained = torch.randn(len(itos), 4)
frozen = nn.Embedding.from_pretrained(pretrained, freeze=True, padding_idx=0)
print(frozen, frozen.weight.requires_grad)
print(torch.equal(frozen(batch), pretrained[batch]))

sim = F.cosine_similarity(pretrained[stoi["fox"]].unsqueeze(0), pretrained, dim=1)
top = sim.topk(3)
print([(itos[i], round(v, 4)) for v, i in zip(top.values.tolist(), top.indices.tolist())])

max_norm = nn.Embedding(len(itos), 4, max_norm=1.0)
with torch.no_grad():
    looked = max_norm(torch.tensor([5, 6, 5]))
print(looked.norm(dim=1).detach())
print(max_norm.weight[5].norm().detach())

onehot = F.one_hot(batch[0], num_classes=len(itos)).float()
print(onehot.shape, torch.allclose(onehot @ emb.weight, emb(batch[0])))
bag = nn.EmbeddingBag(len(itos), 3, mode="mean")
flat = torch.tensor([stoi[t] for t in tokens[1]])
offsets = torch.tensor([0, 4])
print(bag(flat, offsets))
try:
    emb(torch.tensor([len(itos)]))
except IndexError as e:
    print("IndexError:", e)
