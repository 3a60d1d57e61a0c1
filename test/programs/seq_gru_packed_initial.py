import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence, pack_padded_sequence, pad_packed_sequence, pack_sequence

torch.manual_seed(42)
seqs = [torch.randn(5, 3), torch.randn(2, 3), torch.randn(4, 3)]
lengths = torch.tensor([len(s) for s in seqs])
padded = pad_sequence(seqs, batch_first=True)
print(padded.shape)
print(lengths)
packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)
print(packed.batch_sizes)
print(packed.sorted_indices, packed.unsorted_indices)
print(packed.data.shape)
gru = nn.GRU(3, 4, batch_first=True, num_layers=2)
h0 = torch.randn(2, 3, 4)
out, hn = gru(packed, h0)
print(type(out).__name__)
unpacked, out_lens = pad_packed_sequence(out, batch_first=True)
print(unpacked.shape, out_lens)
print(unpacked[1])
print(hn[-1])
# hn equals last valid output of each sequence
last = torch.stack([unpacked[i, l - 1] for i, l in enumerate(out_lens)])
print(torch.allclose(last, hn[-1]))
try:
    pack_padded_sequence(padded, lengths, batch_first=True)
except RuntimeError as e:
    print("RuntimeError:", e)
ps = pack_sequence(sorted(seqs, key=len, reverse=True))
print(ps.batch_sizes)
padded2, l2 = pad_packed_sequence(ps, total_length=7)
print(padded2.shape, l2)
print(pad_sequence(seqs, padding_value=-1.0)[:, 1])
loss = unpacked.sum()
loss.backward()
print(gru.weight_ih_l0.grad.norm())
print(gru.bias_hh_l1.grad)
gru.flatten_parameters()
print(gru._flat_weights_names)
print([[tuple(w.shape) for w in ws] for ws in gru.all_weights])
print(gru.all_weights[1][2] is gru.bias_ih_l1)
