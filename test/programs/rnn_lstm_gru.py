# nn.RNN, nn.LSTM and nn.GRU on a tiny batch: output shapes, hidden states and batch_first/bidirectional options.
import torch
from torch import nn

torch.manual_seed(0)
seq_len, batch, features, hidden = 4, 2, 3, 5
x = torch.randn(seq_len, batch, features)

rnn = nn.RNN(features, hidden)
out, h = rnn(x)
print(rnn)
print("RNN out", tuple(out.shape), "h", tuple(h.shape))
print("last step equals h:", torch.allclose(out[-1], h[0]))
print(h)

lstm = nn.LSTM(features, hidden, num_layers=2)
out, (h, c) = lstm(x)
print("\n", lstm, sep="")
print("LSTM out", tuple(out.shape), "h", tuple(h.shape), "c", tuple(c.shape))
print(out[-1])
print([name for name, _ in lstm.named_parameters()])

gru = nn.GRU(features, hidden, batch_first=True, bidirectional=True)
xb = x.transpose(0, 1)
out, h = gru(xb)
print("\n", gru, sep="")
print("GRU out", tuple(out.shape), "h", tuple(h.shape))
print("forward half of last step equals h[0]:", torch.allclose(out[:, -1, :hidden], h[0]))
print("backward half of first step equals h[1]:", torch.allclose(out[:, 0, hidden:], h[1]))
print(h)

print("\nAn initial hidden state changes the output:")
h0 = torch.ones(1, batch, hidden)
out0, _ = rnn(x)
out1, _ = rnn(x, h0)
print((out1 - out0).abs().max() > 0)

print("\nCells one step at a time:")
cell = nn.LSTMCell(features, hidden)
hx, cx = torch.zeros(batch, hidden), torch.zeros(batch, hidden)
for t in range(seq_len):
    hx, cx = cell(x[t], (hx, cx))
print(hx)
gcell = nn.GRUCell(features, hidden)
print(gcell(x[0]))
