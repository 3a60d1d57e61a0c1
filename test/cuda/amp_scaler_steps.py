# GradScaler on cuda: the scale's growth and backoff step by step, skipped steps on inf/nan
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Linear(4, 2).cuda()
opt = torch.optim.SGD(model.parameters(), lr=0.5)
scaler = torch.amp.GradScaler("cuda", init_scale=2.0 ** 4, growth_factor=2.0, backoff_factor=0.25, growth_interval=2)
print(scaler.is_enabled(), scaler.get_scale(), scaler.get_growth_factor(), scaler.get_backoff_factor(),
      scaler.get_growth_interval())
x = torch.ones(3, 4, device="cuda")
for step in range(7):
    opt.zero_grad()
    with torch.autocast("cuda", dtype=torch.float16):
        out = model(x)
        loss = out.float().mean()
    if step == 2:
        loss = loss * float("inf")
    if step == 5:
        loss = loss * float("nan")
    before = model.weight.detach().clone()
    scaled = scaler.scale(loss)
    print(step, "scaled dtype", scaled.dtype, "ratio", (scaled / loss).item() if step not in (2, 5) else "-")
    scaled.backward()
    scaler.step(opt)
    scaler.update()
    changed = not torch.equal(before, model.weight.detach())
    print("  out", out.dtype, "grad", model.weight.grad.dtype, "stepped", changed, "scale", scaler.get_scale(),
          "tracker", scaler._growth_tracker.item())
sd = scaler.state_dict()
print(sorted(sd.items()))
s2 = torch.amp.GradScaler("cuda")
print(s2.get_scale(), s2.state_dict()["growth_interval"])
s2.load_state_dict(sd)
print(s2.get_scale(), s2.get_backoff_factor(), s2._growth_tracker)
print(type(scaler._scale), scaler._scale.device, scaler._scale.dtype, scaler._growth_tracker.dtype)
