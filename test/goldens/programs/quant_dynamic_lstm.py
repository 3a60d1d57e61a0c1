# Dynamic quantization of LSTM language models (the LSTM word-language-model tutorial): nn.LSTM becomes a
# DynamicQuantizedLSTM whose input products quantize a whole layer's input at once and hidden products each step.
import torch
from torch import nn
torch.manual_seed(0)
class LM(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(20, 8)
        self.rnn = nn.LSTM(8, 12, num_layers=2)
        self.dec = nn.Linear(12, 20)
    def forward(self, x, h=None):
        o, h = self.rnn(self.emb(x), h)
        return self.dec(o), h
m = LM().eval()
q = torch.quantization.quantize_dynamic(m, {nn.LSTM, nn.Linear}, dtype=torch.qint8)
print(q)
print(torch.randn(2))  # the random stream after conversion
x = torch.randint(0, 20, (5, 3))
with torch.no_grad():
    out, (h, c) = q(x)
    ref, _ = m(x)
print(out[0, :2], h.shape, c.shape)
print(h[1], c[0, 0])
print((out - ref).abs().max() < 0.1)
print(sorted(q.state_dict().keys()))
w = q.rnn.get_weight()
print(list(w.keys()), w["weight_ih_l0"].q_scale(), q.rnn.get_bias()["bias_hh_l1"][:3])
b = nn.LSTM(4, 5, batch_first=True, bidirectional=True).eval()
qb = torch.quantization.quantize_dynamic(b, {nn.LSTM})
print(qb)
y, (hb, cb) = qb(torch.randn(2, 6, 4))
print(y.shape, hb.shape, y[1, 0], hb[1])
y2, _ = qb(torch.randn(2, 6, 4), (torch.randn(2, 2, 5), torch.randn(2, 2, 5)))
print(y2[0, -1])
try:
    qb(torch.randn(2, 6, 3))
except RuntimeError as e:
    print(e)
