# Variable-length batches: pad_sequence, pack_padded_sequence (unsorted), GRU over packed data, unpacking.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence, pack_sequence, unpack_sequence, unpad_sequence

torch.manual_seed(0)
seqs = [torch.randn(n, 3) for n in (2, 5, 3)]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True)
print(padded.shape)
print(padded[0])
padded_v = pad_sequence(seqs, padding_value=-1.0)
print(padded_v.shape, padded_v[:, 0, 0])

packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(packed.batch_sizes)
print(packed.sorted_indices, packed.unsorted_indices)
print(packed.data.shape)

try:
    pack_padded_sequence(padded, lengths, batch_first=True)
except RuntimeError as e:
    print("RuntimeError:", e)

gru = nn.GRU(3, 4, batch_first=True, bidirectional=True)
out, h = gru(packed)
print(type(out).__name__, out.data.shape, h.shape)
unpacked, out_lens = pad_packed_sequence(out, batch_first=True)
print(unpacked.shape, out_lens)
print(unpacked[0].detach())
unpacked2, _ = pad_packed_sequence(out, batch_first=True, total_length=7, padding_value=0.5)
print(unpacked2.shape, unpacked2[0, -1, :3].detach())

# last valid hidden state per sequence, the usual classifier trick
idx = (lengths - 1).view(-1, 1, 1).expand(-1, 1, unpacked.size(2))
last = unpacked.gather(1, idx).squeeze(1)
print(last.shape)
print(torch.allclose(last[:, :4], h[0]))

ps = pack_sequence(seqs, enforce_sorted=False)
print(ps.batch_sizes, [t.shape for t in unpack_sequence(ps)])
print([t.shape for t in unpad_sequence(padded, lengths, batch_first=True)])

lstm = nn.LSTM(3, 2, num_layers=2)
out, (h, c) = lstm(pack_sequence(sorted(seqs, key=len, reverse=True)))
print(h.shape, c.shape)
print(h.detach())
loss = out.data.pow(2).sum()
loss.backward()
print(lstm.weight_hh_l1.grad)
