# Unrolling RNNCell/LSTMCell/GRUCell by hand matches nn.RNN/LSTM/GRU when the weights are shared.
import torch
import torch.nn as nn

torch.manual_seed(8)
T, B, I, H = 4, 2, 3, 5
x = torch.randn(T, B, I)
for cell_cls, layer_cls in ((nn.RNNCell, nn.RNN), (nn.GRUCell, nn.GRU), (nn.LSTMCell, nn.LSTM)):
    layer = layer_cls(I, H)
    cell = cell_cls(I, H)
    with torch.no_grad():
        cell.weight_ih.copy_(layer.weight_ih_l0)
        cell.weight_hh.copy_(layer.weight_hh_l0)
        cell.bias_ih.copy_(layer.bias_ih_l0)
        cell.bias_hh.copy_(layer.bias_hh_l0)
    print(cell)
    out, _ = layer(x)
    if cell_cls is nn.LSTMCell:
        h = (torch.zeros(B, H), torch.zeros(B, H))
        outs = []
        for t in range(T):
            h = cell(x[t], h)
            outs.append(h[0])
    else:
        h = torch.zeros(B, H)
        outs = []
        for t in range(T):
            h = cell(x[t], h)
            outs.append(h)
    manual = torch.stack(outs)
    print(layer_cls.__name__, torch.allclose(manual, out, atol=1e-6), (manual - out).abs().max().item() < 1e-6)
    print(out[-1].detach())

cell = nn.GRUCell(I, H)
print(cell(x[0]).shape, cell(x[0, 0]).shape)
try:
    cell(torch.randn(2, 4))
except RuntimeError as e:
    print("RuntimeError:", e)
lstm = nn.LSTM(I, H, proj_size=2, batch_first=True)
out, (h, c) = lstm(x.transpose(0, 1))
print(out.shape, h.shape, c.shape)
print([n for n, _ in lstm.named_parameters()])
rnn = nn.RNN(I, H, num_layers=2, nonlinearity="relu", bidirectional=True)
out, h = rnn(x, torch.zeros(4, B, H))
print(out.shape, h.shape)
print(h[-1].detach())
try:
    rnn(x, torch.zeros(2, B, H))
except RuntimeError as e:
    print("RuntimeError:", e)
gru = nn.GRU(I, H)
print(gru.all_weights[0][0].shape, len(gru.all_weights))
print(gru._flat_weights_names)
out, h = gru(x[:, 0])
print(out.shape, h.shape)
opt = torch.optim.SGD(gru.parameters(), lr=0.1)
for step in range(3):
    opt.zero_grad()
    loss = gru(x)[0].pow(2).mean()
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 6))
