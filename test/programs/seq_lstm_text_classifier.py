import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

torch.manual_seed(7)
corpus = [("i really like this", 1), ("not good at all", 0), ("like it a lot", 1), ("bad", 0),
          ("really not good", 0), ("good good good", 1)]
words = sorted({w for s, _ in corpus for w in s.split()})
word2idx = {"<pad>": 0, **{w: i + 1 for i, w in enumerate(words)}}
print(word2idx)
seqs = [torch.tensor([word2idx[w] for w in s.split()]) for s, _ in corpus]
labels = torch.tensor([float(l) for _, l in corpus])
lengths = torch.tensor([len(s) for s in seqs])
padded = nn.utils.rnn.pad_sequence(seqs, batch_first=True)
print(padded)

class LSTMClassifier(nn.Module):
    def __init__(self, vocab, emb=5, hid=6):
        super().__init__()
        self.embedding = nn.Embedding(vocab, emb, padding_idx=0)
        self.lstm = nn.LSTM(emb, hid, batch_first=True, bidirectional=True, num_layers=1)
        self.dropout = nn.Dropout(0.3)
        self.fc = nn.Linear(2 * hid, 1)
    def forward(self, x, lengths):
        e = self.embedding(x)
        packed = pack_padded_sequence(e, lengths, batch_first=True, enforce_sorted=False)
        _, (h, _) = self.lstm(packed)
        h = torch.cat([h[-2], h[-1]], dim=1)
        return self.fc(self.dropout(h)).squeeze(1)

model = LSTMClassifier(len(word2idx))
print(model)
opt = torch.optim.AdamW(model.parameters(), lr=0.05, weight_decay=0.01)
lossf = nn.BCEWithLogitsLoss()
for epoch in range(8):
    model.train()
    logits = model(padded, lengths)
    loss = lossf(logits, labels)
    opt.zero_grad()
    loss.backward()
    opt.step()
    acc = ((logits > 0).float() == labels).float().mean()
    print(f"epoch {epoch}: loss={loss.item():.4f} acc={acc.item():.2f}")
model.eval()
with torch.no_grad():
    probs = torch.sigmoid(model(padded, lengths))
print(probs)
print(probs.round())
sd = model.state_dict()
print(list(sd.keys()))
print(sd["embedding.weight"][0])
