import torch
import torch.nn as nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=4, hidden_size=3, num_layers=2, batch_first=True, bidirectional=True, dropout=0.2)
print(lstm)
for name, p in lstm.named_parameters():
    print(name, tuple(p.shape))
x = torch.randn(2, 5, 4)
h0 = torch.zeros(4, 2, 3)
c0 = torch.zeros(4, 2, 3)
lstm.eval()
out, (hn, cn) = lstm(x, (h0, c0))
print(out.shape, hn.shape, cn.shape)
print(out[:, -1, :])
print(hn)
# forward direction last step equals hn of last layer forward
print(torch.allclose(out[:, -1, :3], hn[2]))
print(torch.allclose(out[:, 0, 3:], hn[3]))
# unbatched input
out1, (h1, c1) = lstm(x[0])
print(out1.shape, h1.shape)
print(torch.allclose(out1, out[0], atol=1e-6))
# proj_size
lp = nn.LSTM(4, 6, proj_size=2, batch_first=True)
o, (h, c) = lp(x)
print(lp)
print(o.shape, h.shape, c.shape)
print(o.sum().item() != 0)
# wrong h0 shape
try:
    lstm(x, (torch.zeros(2, 2, 3), c0))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    lstm(x, torch.zeros(4, 2, 3))
except Exception as e:
    print(type(e).__name__, e)
lstm.train()
torch.manual_seed(1)
out_t, _ = lstm(x)
loss = out_t.pow(2).mean()
loss.backward()
print(round(loss.item(), 5))
print(lstm.weight_hh_l1_reverse.grad.shape)
print(lstm.bias_ih_l0.grad)
