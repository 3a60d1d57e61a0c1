# The RNN layer options a tutorial reader meets: nn.RNN with relu and no bias, stacked and bidirectional layers with
# inter-layer dropout, LSTM with proj_size, unbatched (2-D) input, initial states, the weight names, and the shape
# errors for a wrong hidden state.
import torch
import torch.nn as nn

torch.manual_seed(0)
rnn = nn.RNN(3, 4, nonlinearity='relu', bias=False)
print(rnn, [n for n, _ in rnn.named_parameters()])
x = torch.randn(5, 2, 3)
out, h = rnn(x)
print(out.shape, h.shape, out.min().item() >= 0)
ht = torch.zeros(2, 4)
for t in range(5):
    ht = torch.relu(x[t] @ rnn.weight_ih_l0.T + ht @ rnn.weight_hh_l0.T)
print(torch.allclose(ht, h[0], atol=1e-6))

deep = nn.GRU(3, 4, num_layers=2, bidirectional=True, dropout=0.5)
print(deep)
print([n for n, _ in deep.named_parameters()][:6])
h0 = torch.zeros(4, 2, 4)
out, hn = deep(x, h0)
print(out.shape, hn.shape)
deep.eval()
o1, _ = deep(x)
o2, _ = deep(x)
print(torch.equal(o1, o2))

lstm = nn.LSTM(3, 6, proj_size=2, num_layers=2, batch_first=True)
print(lstm)
print({n: tuple(p.shape) for n, p in lstm.named_parameters() if n.endswith('l0')})
out, (h, c) = lstm(torch.randn(2, 5, 3))
print(out.shape, h.shape, c.shape)

# unbatched input: (L, H_in) and (num_layers * dirs, H)
single = torch.randn(5, 3)
out, (h, c) = nn.LSTM(3, 4)(single)
print(out.shape, h.shape, c.shape)
cell = nn.RNNCell(3, 4, nonlinearity='tanh')
print(cell(torch.randn(3)).shape, cell(torch.randn(2, 3)).shape)
gru_cell = nn.GRUCell(3, 4)
hx = gru_cell(torch.randn(2, 3), torch.zeros(2, 4))
print(hx.shape, hx.grad_fn.name())

try:
    rnn(x, torch.zeros(2, 2, 4))
except RuntimeError as e:
    print('RuntimeError:', e)
try:
    nn.LSTM(3, 4)(x, (torch.zeros(1, 2, 4), torch.zeros(1, 3, 4)))
except RuntimeError as e:
    print('RuntimeError:', e)
try:
    nn.GRU(3, 4)(torch.randn(5, 2, 7))
except RuntimeError as e:
    print('RuntimeError:', e)
try:
    nn.LSTM(3, 4, proj_size=4)
except ValueError as e:
    print('ValueError:', e)
