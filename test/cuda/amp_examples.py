# AMP examples page on cuda: clipping after unscale_, accumulation, two models/losses/optimizers, one scaler
import torch
import torch.nn as nn

torch.manual_seed(0)
m0 = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4)).cuda()
m1 = nn.Linear(8, 4).cuda()
opt0 = torch.optim.SGD(m0.parameters(), lr=0.01, momentum=0.9)
opt1 = torch.optim.Adam(m1.parameters(), lr=0.01)
scaler = torch.amp.GradScaler("cuda", init_scale=1024.0)
data = [(torch.randn(5, 8, device="cuda"), torch.randn(5, 4, device="cuda")) for _ in range(4)]
for epoch in range(2):
    for i, (inp, tgt) in enumerate(data):
        opt0.zero_grad()
        opt1.zero_grad()
        with torch.autocast(device_type="cuda", dtype=torch.float16):
            out0 = m0(inp)
            out1 = m1(inp)
            loss0 = nn.functional.mse_loss(2 * out0 + 3 * out1, tgt)
            loss1 = nn.functional.mse_loss(3 * out0 - 5 * out1, tgt)
        print(epoch, i, out0.dtype, out1.dtype, loss0.dtype, loss1.dtype)
        scaler.scale(loss0).backward(retain_graph=True)
        scaler.scale(loss1).backward()
        scaler.unscale_(opt0)
        total = torch.nn.utils.clip_grad_norm_(m0.parameters(), max_norm=0.5)
        print("  norm dtype", total.dtype, "clipped", bool(total > 0.5),
              "after", round(torch.nn.utils.get_total_norm([p.grad for p in m0.parameters()]).item(), 2) <= 0.5 + 1e-3)
        scaler.step(opt0)
        scaler.step(opt1)
        scaler.update()
        print("  scale", scaler.get_scale(), "state", [p.dtype for p in opt1.state[m1.weight].values()])

# gradient accumulation: scale each micro-batch's loss, step once every 2
model = nn.Linear(8, 1).cuda()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cuda", init_scale=1024.0)
accum = 2
for i, (inp, tgt) in enumerate(data):
    with torch.autocast("cuda"):
        loss = nn.functional.mse_loss(model(inp), tgt[:, :1]) / accum
    print("micro", i, loss.dtype, loss.requires_grad)
    scaler.scale(loss).backward()
    if (i + 1) % accum == 0:
        inv = 1.0 / scaler.get_scale()
        scaler.unscale_(opt)
        print("  unscaled grad dtype", model.weight.grad.dtype, inv)
        scaler.step(opt)
        scaler.update()
        opt.zero_grad(set_to_none=True)
        print("  grad after zero_grad", model.weight.grad)
print(scaler.get_scale())
