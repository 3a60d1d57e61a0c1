# A small regression MLP: xavier init, Adam with weight decay, gradient clipping, print options, shape and
# reduction helpers, half/bfloat16 casts.
import math
import torch
import torch.nn as nn
torch.manual_seed(0)
x = torch.linspace(-math.pi, math.pi, 200).unsqueeze(1)
y = torch.sin(x) + 0.1 * torch.randn_like(x)
model = nn.Sequential(nn.Linear(1, 32), nn.Tanh(), nn.Linear(32, 32), nn.GELU(), nn.Linear(32, 1))
for m in model.modules():
    if isinstance(m, nn.Linear):
        nn.init.xavier_uniform_(m.weight)
        nn.init.zeros_(m.bias)
opt = torch.optim.Adam(model.parameters(), lr=1e-2, weight_decay=1e-4)
loss_fn = nn.MSELoss()
for step in range(201):
    opt.zero_grad(set_to_none=True)
    loss = loss_fn(model(x), y)
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    if step % 50 == 0:
        print(step, f"{loss.item():.5f}")
with torch.no_grad():
    pred = model(torch.tensor([[0.0], [1.5708]]))
print(pred, pred.squeeze().tolist())
torch.set_printoptions(precision=2)
print(model[0].weight[:3].T)
torch.set_printoptions(profile="default")
t = torch.arange(24).reshape(2, 3, 4)
print(t.permute(2, 0, 1).contiguous().view(4, -1), t.sum(-1, keepdim=True).float() / 3, t[..., ::2], t[t % 5 == 0])
print(torch.stack([t[0], t[1]], dim=1).shape, torch.einsum('bij->bji', t.float()).shape, t.float().std(dim=1), t.float().var())
z = torch.zeros(3, dtype=torch.float16) + 1e-4; print(z, z.dtype, (z * 1e4).to(torch.bfloat16))
print(torch.where(t > 10, t, -t)[0], torch.clamp(t, 3, 9)[1], t.max(), t.argmax(dim=2), t.float().mean(dim=(0, 2)))
