# LSTMCell and GRUCell unrolled by hand match nn.LSTM and nn.GRU; the gate equations written out for one step
import torch
import torch.nn as nn

torch.manual_seed(0)
lstm = nn.LSTM(3, 4, batch_first=True)
cell = nn.LSTMCell(3, 4)
with torch.no_grad():
    cell.weight_ih.copy_(lstm.weight_ih_l0)
    cell.weight_hh.copy_(lstm.weight_hh_l0)
    cell.bias_ih.copy_(lstm.bias_ih_l0)
    cell.bias_hh.copy_(lstm.bias_hh_l0)
x = torch.randn(2, 5, 3)
out, (hn, cn) = lstm(x)
h, c = torch.zeros(2, 4), torch.zeros(2, 4)
steps = []
for t in range(5):
    h, c = cell(x[:, t], (h, c))
    steps.append(h)
print(torch.allclose(torch.stack(steps, 1), out, atol=1e-6), torch.allclose(c, cn[0], atol=1e-6))
gates = x[:, 0] @ lstm.weight_ih_l0.t() + lstm.bias_ih_l0 + lstm.bias_hh_l0
i, f, g, o = gates.chunk(4, 1)
c1 = torch.sigmoid(i) * torch.tanh(g)
h1 = torch.sigmoid(o) * torch.tanh(c1)
print(torch.allclose(h1, out[:, 0], atol=1e-6))
print(h1)
print([(n, tuple(p.shape)) for n, p in lstm.named_parameters()])
gru = nn.GRU(3, 4)
gcell = nn.GRUCell(3, 4)
gcell.load_state_dict({k[:-3]: v for k, v in gru.state_dict().items()})
xs = torch.randn(5, 2, 3)
gout, ghn = gru(xs)
h = torch.zeros(2, 4)
for t in range(5):
    h = gcell(xs[t], h)
print(torch.allclose(h, ghn[0], atol=1e-6))
r, z, n = (xs[0] @ gru.weight_ih_l0.t() + gru.bias_ih_l0).chunk(3, 1)
hr, hz, hn_ = gru.bias_hh_l0.chunk(3)
n_gate = torch.tanh(n + torch.sigmoid(r + hr) * hn_)
h_manual = (1 - torch.sigmoid(z + hz)) * n_gate
print(torch.allclose(h_manual, gout[0], atol=1e-6))
print(gout[0])
rnn = nn.RNNCell(3, 2, nonlinearity="relu")
print(rnn, rnn(xs[0]))
stacked = nn.LSTM(3, 4, num_layers=2, dropout=0.0, bidirectional=True)
o, (hh, cc) = stacked(xs)
print(o.shape, hh.shape, cc.shape, torch.allclose(o[-1, :, :4], hh[2]), torch.allclose(o[0, :, 4:], hh[3]))
