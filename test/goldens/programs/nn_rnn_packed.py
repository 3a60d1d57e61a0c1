# RNN, LSTM and GRU over PackedSequence inputs: packed outputs, final states of each sequence's own last step,
# unsorted batches, given initial states, bidirectional and stacked layers, and the gradients through them
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pack_sequence

torch.manual_seed(0)
x = torch.randn(5, 4, 3)
lengths = [5, 3, 3, 1]
for cls in (nn.RNN, nn.LSTM, nn.GRU):
    for kwargs in ({}, {"num_layers": 2, "bidirectional": True}, {"nonlinearity": "relu"} if cls is nn.RNN else {"num_layers": 2}):
        torch.manual_seed(1)
        m = cls(3, 2, **kwargs)
        out, h = m(pack_padded_sequence(x, lengths))
        padded, lens = pad_packed_sequence(out)
        print(cls.__name__, kwargs, out.data.grad_fn.name(), out.batch_sizes)
        print(padded, lens)
        print(h)

# an unsorted batch, batch_first, a given initial state: the states come back in the caller's order
torch.manual_seed(2)
lstm = nn.LSTM(3, 4, batch_first=True, bidirectional=True)
xb = torch.randn(3, 4, 3, requires_grad=True)
h0 = torch.randn(2, 3, 4, requires_grad=True)
c0 = torch.randn(2, 3, 4)
packed = pack_padded_sequence(xb, torch.tensor([2, 4, 1]), batch_first=True, enforce_sorted=False)
out, (h, c) = lstm(packed, (h0, c0))
print(out.sorted_indices, out.unsorted_indices, h.grad_fn.name(), c.grad_fn.name())
print(h, c)
y, lens = pad_packed_sequence(out, batch_first=True)
print(y, lens)
(y.pow(2).sum() + h.sum() + c.mul(2).sum()).backward()
print(xb.grad)
print(h0.grad)
print(lstm.weight_hh_l0_reverse.grad)
print(lstm.bias_ih_l0.grad)

# a GRU over pack_sequence, compared with running each sequence alone
torch.manual_seed(3)
gru = nn.GRU(2, 3, num_layers=2)
seqs = [torch.randn(4, 2), torch.randn(2, 2), torch.randn(3, 2)]
out, h = gru(pack_sequence(seqs, enforce_sorted=False))
padded, lens = pad_packed_sequence(out)
for i, s in enumerate(seqs):
    alone, h_alone = gru(s.unsqueeze(1))
    print(torch.allclose(alone.squeeze(1), padded[:lens[i], i], atol=1e-6), torch.allclose(h_alone[:, 0], h[:, i], atol=1e-6))
print(h)
