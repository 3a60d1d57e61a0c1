# A bag-of-words text classifier: a tiny vocabulary, nn.Embedding with padding_idx, mean pooling, training.
import torch
from torch import nn

sentences = [
    ("the movie was great", 1), ("a great and fun film", 1), ("i loved this movie", 1), ("fun fun fun", 1),
    ("the movie was terrible", 0), ("a boring and bad film", 0), ("i hated this movie", 0), ("bad bad bad", 0),
]
vocab = {"<pad>": 0}
for text, _ in sentences:
    for word in text.split():
        vocab.setdefault(word, len(vocab))
print("vocabulary size:", len(vocab))

max_len = max(len(t.split()) for t, _ in sentences)
ids = torch.zeros(len(sentences), max_len, dtype=torch.long)
for row, (text, _) in enumerate(sentences):
    tokens = [vocab[w] for w in text.split()]
    ids[row, : len(tokens)] = torch.tensor(tokens)
labels = torch.tensor([label for _, label in sentences])
print(ids)


class BagOfWords(nn.Module):
    def __init__(self, vocab_size, dim):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.out = nn.Linear(dim, 2)

    def forward(self, tokens):
        mask = (tokens != 0).unsqueeze(-1).float()
        summed = (self.embed(tokens) * mask).sum(1)
        return self.out(summed / mask.sum(1))


torch.manual_seed(0)
model = BagOfWords(len(vocab), 6)
print(model)
print("padding row is zero:", model.embed.weight[0])
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for epoch in range(40):
    logits = model(ids)
    loss = nn.functional.cross_entropy(logits, labels)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 10 == 9:
        acc = (logits.argmax(1) == labels).float().mean()
        print(f"epoch {epoch + 1}: loss {loss.item():.4f} acc {acc.item():.2f}")
print("padding row still zero:", model.embed.weight[0].abs().sum().item())
print("padding gradient:", model.embed.weight.grad[0])

test = torch.tensor([[vocab["great"], vocab["fun"], 0, 0, 0], [vocab["bad"], vocab["boring"], 0, 0, 0]])
with torch.no_grad():
    print(torch.softmax(model(test), 1))
