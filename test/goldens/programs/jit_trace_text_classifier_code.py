# A bag-of-embeddings text classifier traced for serving: the code of its forward and of each layer.
import torch
import torch.nn as nn


class TextClassifier(nn.Module):
    def __init__(self, vocab=20, dim=8, classes=3):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim, padding_idx=0)
        self.norm = nn.LayerNorm(dim)
        self.drop = nn.Dropout(0.1)
        self.head = nn.Linear(dim, classes)

    def forward(self, tokens):
        e = self.embed(tokens)
        pooled = e.mean(dim=1)
        return self.head(self.drop(self.norm(pooled)))


torch.manual_seed(0)
model = TextClassifier().eval()
tokens = torch.tensor([[1, 4, 7, 0], [3, 3, 9, 12]])
traced = torch.jit.trace(model, tokens)
print(traced.code)
for name in ("embed", "norm", "drop", "head"):
    print(getattr(traced, name).code)
print(traced(tokens).argmax(dim=1))
print(torch.allclose(traced(tokens[:1]), model(tokens[:1])))
