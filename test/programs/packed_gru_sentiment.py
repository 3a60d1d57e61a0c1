# Variable-length sentences: pad_sequence, pack_padded_sequence and pad_packed_sequence around a GRU classifier.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence, pack_sequence

torch.manual_seed(3)
sentences = ["i loved this movie", "terrible", "not good at all really", "great fun", "boring and slow"]
labels = torch.tensor([1, 0, 0, 1, 0])
vocab = {"<pad>": 0, "<unk>": 1}
for s in sentences:
    for w in s.split():
        vocab.setdefault(w, len(vocab))
print(len(vocab), list(vocab.items())[:6])

seqs = [torch.tensor([vocab.get(w, 1) for w in s.split()]) for s in sentences]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True, padding_value=vocab["<pad>"])
print(padded)
print(lengths)

packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(packed.data)
print(packed.batch_sizes)
print(packed.sorted_indices, packed.unsorted_indices)

try:
    pack_padded_sequence(padded, lengths, batch_first=True)
except RuntimeError as e:
    print("RuntimeError:", e)

class Classifier(nn.Module):
    def __init__(self, vocab_size, emb=8, hidden=12):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, emb, padding_idx=0)
        self.gru = nn.GRU(emb, hidden, batch_first=True, bidirectional=True)
        self.fc = nn.Linear(2 * hidden, 2)

    def forward(self, x, lengths):
        e = self.emb(x)
        packed = pack_padded_sequence(e, lengths.cpu(), batch_first=True, enforce_sorted=False)
        out, h = self.gru(packed)
        out, out_lengths = pad_packed_sequence(out, batch_first=True)
        feats = torch.cat([h[-2], h[-1]], dim=1)
        return self.fc(feats), out, out_lengths

model = Classifier(len(vocab))
logits, out, out_lengths = model(padded, lengths)
print(logits)
print(out.shape, out_lengths)
print("padding positions are zero:", bool((out[1, 1:] == 0).all()))

opt = torch.optim.Adam(model.parameters(), lr=0.05)
loss_fn = nn.CrossEntropyLoss()
for step in range(25):
    opt.zero_grad()
    logits, _, _ = model(padded, lengths)
    loss = loss_fn(logits, labels)
    loss.backward()
    opt.step()
    if step % 8 == 0:
        print(f"step {step} loss {loss.item():.4f} acc {(logits.argmax(1) == labels).float().mean():.2f}")
print(model.emb.weight.grad[0])
print(logits.softmax(-1))

ps = pack_sequence([torch.tensor([1., 2, 3]), torch.tensor([4., 5]), torch.tensor([6.])])
print(ps)
unpacked, lens = pad_packed_sequence(ps, batch_first=True, padding_value=-1.0, total_length=4)
print(unpacked, lens)
