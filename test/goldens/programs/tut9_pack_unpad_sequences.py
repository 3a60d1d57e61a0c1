# Variable-length sequences in RNNs: pack_sequence, pad_packed_sequence, unpad_sequence, unpack_sequence, last states
import torch
import torch.nn as nn
from torch.nn.utils.rnn import (pack_padded_sequence, pack_sequence, pad_packed_sequence, pad_sequence,
                                unpack_sequence, unpad_sequence)

torch.manual_seed(0)
seqs = [torch.randn(5, 2), torch.randn(3, 2), torch.randn(4, 2)]
lengths = torch.tensor([len(s) for s in seqs])
packed = pack_sequence(seqs, enforce_sorted=False)
print(packed.data.shape, packed.batch_sizes, packed.sorted_indices, packed.unsorted_indices)
try:
    pack_sequence(seqs)
except RuntimeError as e:
    print("RuntimeError:", e)
padded, lens = pad_packed_sequence(packed, batch_first=True)
print(padded.shape, lens)
print([torch.equal(a, b) for a, b in zip(unpad_sequence(padded, lens, batch_first=True), seqs)])
print([u.shape for u in unpack_sequence(packed)])
print(pad_sequence(seqs).shape, pad_sequence(seqs, batch_first=True, padding_value=-1.0)[1, 3:])

lstm = nn.LSTM(2, 3, batch_first=True)
out_packed, (h, c) = lstm(packed)
out, _ = pad_packed_sequence(out_packed, batch_first=True)
print(out.shape, h.shape)
# the last valid output of each sequence equals h
last = out[torch.arange(3), lens - 1]
print(torch.allclose(last, h[0]))
print(out[1, 3:].abs().sum().item())
# without packing, the padded steps change the final state
out_pad, (h_pad, _) = lstm(pad_sequence(seqs, batch_first=True))
print(torch.allclose(h_pad[0, 0], h[0, 0]), torch.allclose(h_pad[0, 1], h[0, 1]))
single, (h1, _) = lstm(seqs[1].unsqueeze(0))
print(torch.allclose(h1[0, 0], h[0, 1], atol=1e-6))

gru = nn.GRU(2, 3, num_layers=2, bidirectional=True, batch_first=True)
o, hn = gru(pack_padded_sequence(pad_sequence(seqs, batch_first=True), lengths, batch_first=True, enforce_sorted=False))
o, _ = pad_packed_sequence(o, batch_first=True, total_length=6)
print(o.shape, hn.shape)
fwd_last = o[torch.arange(3), lengths - 1, :3]
bwd_first = o[:, 0, 3:]
print(torch.allclose(fwd_last, hn[-2]), torch.allclose(bwd_first, hn[-1]))
try:
    pack_padded_sequence(pad_sequence(seqs, batch_first=True), torch.tensor([5, 0, 4]), batch_first=True, enforce_sorted=False)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    pad_packed_sequence(packed, total_length=3)
except ValueError as e:
    print("ValueError:", e)
print(packed.to(torch.float64).data.dtype, packed.is_cuda, type(packed).__name__)
