# Exploding gradients in a vanilla RNN and the clipping tools: clip_grad_norm_ (returned norm, norm types,
# non-finite errors) and clip_grad_value_, inside a truncated-BPTT training loop.
import torch
import torch.nn as nn

torch.manual_seed(4)
rnn = nn.RNN(3, 8, nonlinearity='relu', num_layers=2, dropout=0.0)
head = nn.Linear(8, 1)
with torch.no_grad():
    for name, p in rnn.named_parameters():
        if 'weight_hh' in name:
            p.copy_(torch.eye(8) * 1.5)
params = list(rnn.parameters()) + list(head.parameters())

x = torch.randn(20, 2, 3)
y = torch.randn(2, 1)
out, h = rnn(x)
loss = nn.functional.mse_loss(head(out[-1]), y)
loss.backward()
norms = {n: round(p.grad.abs().max().item(), 3) for n, p in rnn.named_parameters()}
print(norms)
total = torch.nn.utils.clip_grad_norm_(params, max_norm=1.0)
print("total norm before clipping:", total)
print("after:", torch.norm(torch.stack([p.grad.norm() for p in params])))

for p in params:
    p.grad = torch.ones_like(p) * 3
inf_norm = torch.nn.utils.clip_grad_norm_(params, max_norm=2.0, norm_type=float('inf'))
print(inf_norm, params[0].grad[0, 0])
for p in params:
    p.grad = torch.ones_like(p)
print(torch.nn.utils.clip_grad_norm_(params, 100.0, norm_type=1))
print(params[-1].grad)

torch.nn.utils.clip_grad_value_(params, clip_value=0.25)
print(params[-1].grad)

params[0].grad[0, 0] = float('nan')
try:
    torch.nn.utils.clip_grad_norm_(params, 1.0, error_if_nonfinite=True)
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.nn.utils.clip_grad_norm_(params, 1.0))

torch.manual_seed(4)
model = nn.LSTM(1, 6)
linear = nn.Linear(6, 1)
opt = torch.optim.SGD(list(model.parameters()) + list(linear.parameters()), lr=0.1, momentum=0.9)
t = torch.linspace(0, 6.28, 41)
signal = torch.sin(t).view(-1, 1, 1)
hidden = None
bptt = 10
for epoch in range(3):
    hidden = None
    losses = []
    for i in range(0, 40, bptt):
        inp = signal[i:i + bptt]
        target = signal[i + 1:i + 1 + bptt]
        if hidden is not None:
            hidden = tuple(h.detach() for h in hidden)
        opt.zero_grad()
        out, hidden = model(inp, hidden)
        loss = nn.functional.mse_loss(linear(out), target)
        loss.backward()
        gn = nn.utils.clip_grad_norm_(list(model.parameters()) + list(linear.parameters()), 0.5)
        opt.step()
        losses.append(loss.item())
    print(epoch, [round(l, 4) for l in losses], round(gn.item(), 4))
print(hidden[0].requires_grad, hidden[0].grad_fn is not None)
print(torch.nn.utils.clip_grad_norm_([], 1.0))
