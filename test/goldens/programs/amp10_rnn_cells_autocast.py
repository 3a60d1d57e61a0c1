# nn.GRU, nn.RNN, nn.GRUCell and nn.LSTMCell under CPU autocast, the way a sequence-model tutorial uses them: the
# layers are on no autocast list, their input projections (linear) are, so states mixing in float32 widen again.
import torch
import torch.nn as nn

torch.manual_seed(0)
gru = nn.GRU(4, 3, batch_first=True)
rnn = nn.RNN(4, 3, num_layers=2)
cell = nn.GRUCell(4, 3)
lcell = nn.LSTMCell(4, 3)
x = torch.randn(2, 5, 4)
with torch.autocast("cpu"):
    o, h = gru(x)
    print("gru", o.dtype, h.dtype)
    print(o[0, :2])
    o, h = rnn(x)
    print("rnn", o.dtype, h.dtype)
    print(h)
    hc = cell(x[:, 0])
    print("gru cell", hc.dtype, hc)
    hl, cl = lcell(x[:, 0])
    print("lstm cell", hl.dtype, cl.dtype, hl)
(o.float().sum() + hc.sum()).backward()
print(rnn.weight_ih_l0.grad.dtype, cell.weight_ih.grad.dtype, lcell.weight_ih.grad, gru.weight_ih_l0.grad)
