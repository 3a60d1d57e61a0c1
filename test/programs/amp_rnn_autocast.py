# A recurrent model under CPU autocast: what dtype the LSTM and GRU outputs, hidden states and gradients have.
import torch
import torch.nn as nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=4, hidden_size=5, num_layers=1, batch_first=True)
gru = nn.GRU(4, 5, batch_first=True)
cell = nn.LSTMCell(4, 5)
head = nn.Linear(5, 2)
x = torch.randn(3, 6, 4)
with torch.autocast("cpu", dtype=torch.bfloat16):
    out, (h, c) = lstm(x)
    print("lstm", out.dtype, h.dtype, c.dtype, out.shape)
    g_out, g_h = gru(x)
    print("gru", g_out.dtype, g_h.dtype)
    hx, cx = cell(x[:, 0])
    print("lstm cell", hx.dtype, cx.dtype)
    logits = head(out[:, -1])
    print("head", logits.dtype)
    loss = nn.functional.cross_entropy(logits, torch.tensor([0, 1, 1]))
    print("loss", loss.dtype)
loss.backward()
print(lstm.weight_ih_l0.grad.dtype, head.weight.grad.dtype)
print("params stay", lstm.weight_hh_l0.dtype)
with torch.no_grad():
    ref, _ = lstm(x)
print("close to float32:", (ref - out.float()).abs().max().item() < 0.05)
