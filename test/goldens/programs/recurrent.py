# RNN, LSTM, GRU: parameter names and init order, multi-layer, batch_first, bidirectional, unbatched input,
# initial states and gradients.
import torch
import torch.nn as nn
torch.manual_seed(0)
lstm = nn.LSTM(3, 4)
print(lstm, [n for n, _ in lstm.named_parameters()])
x = torch.randn(5, 2, 3)
out, (h, c) = lstm(x)
print(out[-1], h, c)
gru = nn.GRU(3, 4, num_layers=2, batch_first=True)
o2, h2 = gru(torch.randn(2, 5, 3))
print(gru, o2[:, -1], h2.shape)
rnn = nn.RNN(3, 2, bidirectional=True)
o3, h3 = rnn(torch.randn(4, 3))
print(rnn, o3, h3)
lstm.zero_grad()
out, _ = lstm(x)
out.sum().backward()
print(lstm.weight_hh_l0.grad.sum(), lstm.bias_ih_l0.grad[:4])
h0 = torch.zeros(1, 2, 4); c0 = torch.ones(1, 2, 4)
print(lstm(x, (h0, c0))[1][1][0, 0])
