# Variable-length batches the way tutorials feed them to recurrent layers: pad_sequence, pack_padded_sequence
# (sorted and enforce_sorted=False), pack_sequence, pad_packed_sequence with total_length and padding_value,
# through LSTM and GRU that are bidirectional and stacked, printing PackedSequence reprs and final states.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence, pack_sequence

torch.manual_seed(0)

seqs = [torch.tensor([1, 2, 3]), torch.tensor([4, 5]), torch.tensor([6, 7, 8, 9]), torch.tensor([10])]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True)
print(padded, lengths)
print(pad_sequence(seqs, padding_value=-1))

packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(packed)
print(packed.data, packed.batch_sizes, packed.sorted_indices, packed.unsorted_indices)
unpacked, unpacked_len = pad_packed_sequence(packed, batch_first=True)
print(unpacked, unpacked_len)
print(pad_packed_sequence(packed, batch_first=True, padding_value=0, total_length=6)[0].shape)

sorted_seqs = sorted(seqs, key=len, reverse=True)
ps = pack_sequence(sorted_seqs)
print(ps)
print(pack_sequence(seqs, enforce_sorted=False).sorted_indices)
try:
    pack_sequence(seqs)
except RuntimeError as e:
    print("RuntimeError:", e)

# an embedding + bidirectional 2-layer LSTM over the packed batch
vocab, emb_dim, hid = 11, 4, 3
embedding = nn.Embedding(vocab, emb_dim, padding_idx=0)
lstm = nn.LSTM(emb_dim, hid, num_layers=2, bidirectional=True, batch_first=True)
emb = embedding(padded)
packed_emb = pack_padded_sequence(emb, lengths, batch_first=True, enforce_sorted=False)
packed_out, (h_n, c_n) = lstm(packed_emb)
print(type(packed_out).__name__, packed_out.data.shape, packed_out.batch_sizes)
out, out_len = pad_packed_sequence(packed_out, batch_first=True)
print(out.shape, out_len)
print(out[1])
print(h_n.shape, h_n[-2:])
# the last forward and first backward outputs, as a classifier would take them
final = torch.cat([h_n[-2], h_n[-1]], dim=1)
print(final)
idx = (lengths - 1).view(-1, 1, 1).expand(-1, 1, out.size(2))
print(out.gather(1, idx).squeeze(1)[:, :hid])

# GRU with sorted lengths, time-major input and an initial state, then a backward pass
gru = nn.GRU(emb_dim, hid, num_layers=2)
x = torch.randn(4, 3, emb_dim, requires_grad=True)
h0 = torch.zeros(2, 3, hid)
p = pack_padded_sequence(x, [4, 2, 1])
o, h = gru(p, h0)
print(o)
y, ylen = pad_packed_sequence(o)
print(y, ylen)
loss = y.sum() + h.pow(2).sum()
loss.backward()
print(x.grad[:, 2])
print(gru.weight_hh_l1.grad.sum(), gru.bias_ih_l0.grad)

# a classifier trained for a few steps on packed batches
class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb_dim, padding_idx=0)
        self.rnn = nn.GRU(emb_dim, hid, batch_first=True, bidirectional=True)
        self.fc = nn.Linear(2 * hid, 2)

    def forward(self, text, text_lengths):
        embedded = self.emb(text)
        packed_embedded = nn.utils.rnn.pack_padded_sequence(embedded, text_lengths.to('cpu'), batch_first=True,
                                                            enforce_sorted=False)
        packed_output, hidden = self.rnn(packed_embedded)
        hidden = torch.cat((hidden[-2, :, :], hidden[-1, :, :]), dim=1)
        return self.fc(hidden)


model = Classifier()
opt = torch.optim.Adam(model.parameters(), lr=0.05)
labels = torch.tensor([0, 1, 0, 1])
for step in range(5):
    opt.zero_grad()
    logits = model(padded, lengths)
    loss = nn.functional.cross_entropy(logits, labels)
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    print(step, round(loss.item(), 6), logits.argmax(1).tolist())
print(model.emb.weight.grad[0])
