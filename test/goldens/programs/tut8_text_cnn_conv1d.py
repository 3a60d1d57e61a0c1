# A Kim-style CNN for sentence classification: padded token ids, Conv1d filters of several widths, max over time
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
sentences = ["a great movie", "terrible plot and bad acting", "i loved it", "not good at all",
             "great acting great story", "bad"]
labels = torch.tensor([1, 0, 1, 0, 1, 0])
vocab = {"<pad>": 0}
for s in sentences:
    for w in s.split():
        vocab.setdefault(w, len(vocab))
print(len(vocab), list(vocab)[:6])
seqs = [torch.tensor([vocab[w] for w in s.split()]) for s in sentences]
batch = nn.utils.rnn.pad_sequence(seqs, batch_first=True, padding_value=0)
print(batch)
lengths = torch.tensor([len(s) for s in seqs])
print(lengths, (batch != 0).sum(1))


class TextCNN(nn.Module):
    def __init__(self, vocab_size, dim=6, n_filters=4, sizes=(1, 2, 3), classes=2):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.convs = nn.ModuleList([nn.Conv1d(dim, n_filters, k) for k in sizes])
        self.dropout = nn.Dropout(0.5)
        self.fc = nn.Linear(n_filters * len(sizes), classes)

    def forward(self, x):
        e = self.embedding(x).permute(0, 2, 1)
        if e.shape[2] < 3:
            e = F.pad(e, (0, 3 - e.shape[2]))
        conved = [F.relu(conv(e)) for conv in self.convs]
        pooled = [F.max_pool1d(c, c.shape[2]).squeeze(2) for c in conved]
        return self.fc(self.dropout(torch.cat(pooled, dim=1)))


model = TextCNN(len(vocab))
print(model)
print(model.embedding.weight[0])
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for epoch in range(10):
    model.train()
    logits = model(batch)
    loss = F.cross_entropy(logits, labels)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if epoch % 3 == 0:
        print(f"epoch {epoch} loss {loss.item():.4f}")
print("pad row grad:", model.embedding.weight.grad[0])
model.eval()
with torch.no_grad():
    probs = F.softmax(model(batch), dim=1)
print(probs)
print(model(torch.tensor([[vocab["bad"]]])).shape)
print(F.adaptive_max_pool1d(torch.arange(12.0).view(1, 2, 6), 1).squeeze(-1), torch.amax(torch.arange(12.0).view(1, 2, 6), dim=2))
