# Text classification data handling: a vocabulary, a Dataset of token ids, a custom bucketing batch sampler,
# a padding collate_fn with lengths, pack_padded_sequence and an LSTM trained for a few epochs.
import collections

import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_sequence
from torch.utils.data import DataLoader, Dataset, Sampler

texts = [("the movie was great", 1), ("terrible plot and bad acting", 0), ("i loved it", 1),
         ("boring", 0), ("what a wonderful film with great music", 1), ("not good at all", 0),
         ("great acting", 1), ("bad bad bad", 0), ("an instant classic", 1), ("waste of time and money", 0)]

counter = collections.Counter(w for t, _ in texts for w in t.split())
vocab = {"<pad>": 0, "<unk>": 1}
for word, _ in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
    vocab[word] = len(vocab)
print(len(vocab), list(vocab.items())[:8])


class Reviews(Dataset):
    def __init__(self, pairs):
        self.pairs = pairs

    def __len__(self):
        return len(self.pairs)

    def __getitem__(self, i):
        text, label = self.pairs[i]
        ids = torch.tensor([vocab.get(w, 1) for w in text.split()], dtype=torch.long)
        return ids, label


class BucketSampler(Sampler):
    """Batches of similar length: sort by length inside shuffled chunks."""

    def __init__(self, lengths, batch_size, generator=None):
        self.lengths, self.batch_size, self.generator = lengths, batch_size, generator

    def __iter__(self):
        order = torch.randperm(len(self.lengths), generator=self.generator).tolist()
        order.sort(key=lambda i: self.lengths[i])
        batches = [order[i:i + self.batch_size] for i in range(0, len(order), self.batch_size)]
        for j in torch.randperm(len(batches), generator=self.generator).tolist():
            yield batches[j]

    def __len__(self):
        return (len(self.lengths) + self.batch_size - 1) // self.batch_size


def collate(batch):
    seqs, labels = zip(*batch)
    lengths = torch.tensor([len(s) for s in seqs])
    return pad_sequence(list(seqs), batch_first=True), lengths, torch.tensor(labels)


ds = Reviews(texts)
g = torch.Generator().manual_seed(0)
sampler = BucketSampler([len(t.split()) for t, _ in texts], batch_size=3, generator=g)
loader = DataLoader(ds, batch_sampler=sampler, collate_fn=collate)
print(len(loader))
for padded, lengths, labels in loader:
    print(padded.tolist(), lengths.tolist(), labels.tolist())


class Classifier(nn.Module):
    def __init__(self, vocab_size, dim=8, hidden=6):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.lstm = nn.LSTM(dim, hidden, batch_first=True)
        self.out = nn.Linear(hidden, 2)

    def forward(self, x, lengths):
        packed = pack_padded_sequence(self.emb(x), lengths, batch_first=True, enforce_sorted=False)
        _, (h, _) = self.lstm(packed)
        return self.out(h[-1])


torch.manual_seed(1)
model = Classifier(len(vocab))
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for epoch in range(6):
    total = 0.0
    for padded, lengths, labels in loader:
        opt.zero_grad()
        loss = nn.functional.cross_entropy(model(padded, lengths), labels)
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        total += loss.item()
    print(f"epoch {epoch} loss {total / len(loader):.4f}")
with torch.no_grad():
    x, lengths, labels = collate([ds[i] for i in range(4)])
    print(model(x, lengths).argmax(1).tolist(), labels.tolist())
