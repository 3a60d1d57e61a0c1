# Writing the RNN/GRU/LSTM recurrences by hand from the module's own weights and checking them against
# nn.RNN, nn.GRU and nn.LSTM, including the gate layout of weight_ih_l0 and proj_size.
import torch
import torch.nn as nn

torch.manual_seed(13)
T, B, I, H = 5, 3, 4, 6
x = torch.randn(T, B, I)

rnn = nn.RNN(I, H, nonlinearity='tanh')
h = torch.zeros(B, H)
outs = []
for t in range(T):
    h = torch.tanh(x[t] @ rnn.weight_ih_l0.T + rnn.bias_ih_l0 + h @ rnn.weight_hh_l0.T + rnn.bias_hh_l0)
    outs.append(h)
manual = torch.stack(outs)
ref, h_n = rnn(x)
print(torch.allclose(manual, ref, atol=1e-6), (manual - ref).abs().max() < 1e-5)

gru = nn.GRU(I, H)
print(gru.weight_ih_l0.shape, gru.weight_hh_l0.shape)
h = torch.zeros(B, H)
for t in range(T):
    gi = x[t] @ gru.weight_ih_l0.T + gru.bias_ih_l0
    gh = h @ gru.weight_hh_l0.T + gru.bias_hh_l0
    i_r, i_z, i_n = gi.chunk(3, 1)
    h_r, h_z, h_n_ = gh.chunk(3, 1)
    r = torch.sigmoid(i_r + h_r)
    z = torch.sigmoid(i_z + h_z)
    n = torch.tanh(i_n + r * h_n_)
    h = (1 - z) * n + z * h
ref, hn = gru(x)
print(torch.allclose(h, hn[0], atol=1e-6))

lstm = nn.LSTM(I, H, bias=False)
print([n for n, _ in lstm.named_parameters()])
h = torch.zeros(B, H)
c = torch.zeros(B, H)
for t in range(T):
    gates = x[t] @ lstm.weight_ih_l0.T + h @ lstm.weight_hh_l0.T
    i, f, g, o = gates.chunk(4, 1)
    c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
    h = torch.sigmoid(o) * torch.tanh(c)
ref, (hn, cn) = lstm(x)
print(torch.allclose(h, hn[0], atol=1e-6), torch.allclose(c, cn[0], atol=1e-6))
print(hn[0, 0])

proj = nn.LSTM(I, H, proj_size=2, batch_first=True)
print(proj)
print([(n, tuple(p.shape)) for n, p in proj.named_parameters()])
o, (hp, cp) = proj(x.transpose(0, 1))
print(o.shape, hp.shape, cp.shape)

cell = nn.RNNCell(I, H, nonlinearity='relu')
print(cell)
print(cell(x[0]).shape, cell(x[0, 0]).shape)
try:
    lstm(x, (torch.zeros(1, B, H),))
except Exception as e:
    print(type(e).__name__)
try:
    rnn(torch.randn(T, B, I + 1))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    gru(x, torch.zeros(2, B, H))
except RuntimeError as e:
    print("RuntimeError:", e)
ref.sum().backward()
print(lstm.weight_hh_l0.grad.shape, lstm.weight_ih_l0.grad.abs().sum() > 0)
