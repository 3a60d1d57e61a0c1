# Gradient penalty with scaled gradients (AMP examples page) and fused optimizers stepping through the scaler
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1)).cuda()
opt = torch.optim.SGD(model.parameters(), lr=0.01)
scaler = torch.amp.GradScaler("cuda", init_scale=256.0)
x = torch.randn(6, 4, device="cuda")
y = torch.randn(6, 1, device="cuda")
for step in range(2):
    opt.zero_grad()
    with torch.autocast("cuda"):
        loss = nn.functional.mse_loss(model(x), y)
    scaled_grads = torch.autograd.grad(scaler.scale(loss), model.parameters(), create_graph=True)
    inv_scale = 1.0 / scaler.get_scale()
    grads = [g * inv_scale for g in scaled_grads]
    print(step, [g.dtype for g in scaled_grads], all(g.requires_grad for g in grads))
    with torch.autocast("cuda"):
        penalty = torch.stack([g.pow(2).sum() for g in grads]).sum().sqrt()
        total = loss + penalty
    print("  penalty", penalty.dtype, "total", total.dtype)
    scaler.scale(total).backward()
    scaler.step(opt)
    scaler.update()
    print("  scale", scaler.get_scale())

for fused in (False, True):
    torch.manual_seed(1)
    m = nn.Linear(3, 2).cuda()
    o = torch.optim.Adam(m.parameters(), lr=0.1, fused=fused)
    s = torch.amp.GradScaler("cuda", init_scale=8.0, growth_interval=1)
    for step in range(3):
        o.zero_grad()
        with torch.autocast("cuda"):
            out = m(torch.ones(2, 3, device="cuda"))
        loss = out.float().sum() * (float("inf") if step == 1 else 1.0)
        s.scale(loss).backward()
        before = m.weight.detach().clone()
        ret = s.step(o, return_found_inf=True)
        s.update()
        found = ret[1]
        print("fused" if fused else "plain", step, type(found).__name__, bool(found), s.get_scale(),
              not torch.equal(before, m.weight), o.state[m.weight]["step"].item() if m.weight in o.state else None)
