import torch
import torch.nn as nn

print(torch.cuda.is_available(), torch.cuda.device_count(), torch.cuda.current_device(), torch.cuda.is_initialized())
x = torch.arange(6.0).reshape(2, 3)
g = x.cuda()
print(g)
print(g.device, g.is_cuda, g.is_cpu, g.get_device(), x.get_device(), g.type())
print(g.to("cuda") is g, g.to("cuda:0") is g, g.cpu() is g, g.to(torch.float64).device, g.to("cpu", torch.int32))
print(torch.zeros(2, device="cuda"), torch.ones(2, 2, dtype=torch.int64, device=torch.device("cuda", 0)))
print(torch.full((2,), 1.5, device=0), torch.arange(4, device="cuda"), torch.eye(2, device="cuda"))
print(torch.zeros_like(g), torch.empty_like(g).device, g.new_ones(2), g.new_tensor([1, 2]))
print(g + 1, 2 * g, g + torch.tensor(10.0), g.sum(), g.mean(dim=0), g.max(), g.argmax(dim=1))
print(g @ g.T, (g > 2).sum().item(), g.tolist(), g[1, 2].item(), bool(g[0, 1]), float(g.sum()), int(g[1, 1]))
print(g[:, 1], g[g > 2], g[torch.tensor([1, 0])])
for label, fn in [
    ("mixed", lambda: g + x), ("mixed matmul", lambda: x @ g.T), ("numpy", lambda: g.numpy()),
    ("ordinal 1", lambda: torch.zeros(1, device="cuda:1")), (".cuda('cpu')", lambda: x.cuda("cpu")),
]:
    try:
        fn()
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__ + ":", e)
c = torch.zeros(2, 3)
c.copy_(g)
g2 = torch.zeros(2, 3, device="cuda")
g2.copy_(x)
print(c, g2)

w = torch.ones(3, device="cuda", requires_grad=True)
loss = (w * torch.arange(3.0, device="cuda")).sum()
loss.backward()
print(loss, w.grad)
h = x.requires_grad_().cuda()
print(h.grad_fn.name(), h.requires_grad, h.is_leaf)
h.pow(2).sum().backward()
print(x.grad)

torch.manual_seed(0)
a = torch.randn(3, device="cuda")
torch.cuda.manual_seed(0)
b = torch.randn(3, device="cuda")
print(a.device, torch.equal(a, b), torch.randn(3).device)

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 8), nn.ReLU(), nn.Linear(8, 1))
model.to("cuda")
print(model[0].weight.device, model[2].bias.is_cuda)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
data = torch.randn(32, 3).cuda()
target = data.sum(1, keepdim=True)
first = None
for step in range(40):
    opt.zero_grad()
    out = nn.functional.mse_loss(model(data), target)
    out.backward()
    opt.step()
    first = first if first is not None else out.item()
print(out.item() < first / 4, opt.state[model[0].weight]["exp_avg"].device)
model.cpu()
print(model[0].weight.device, model[0].weight.grad.device, model(torch.ones(1, 3)).shape)

print(torch.cuda.memory_allocated() > 0, torch.cuda.max_memory_allocated() >= torch.cuda.memory_allocated())
torch.cuda.reset_peak_memory_stats()
print(torch.cuda.max_memory_allocated() == torch.cuda.memory_allocated())
start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
start.record()
(torch.randn(64, 64, device="cuda") @ torch.randn(64, 64, device="cuda")).sum().item()
end.record()
torch.cuda.synchronize()
print(start.elapsed_time(end) >= 0, torch.cuda.get_device_properties(0).total_memory > 0)
torch.cuda.empty_cache()
print(torch.backends.cudnn.is_available(), torch.version.cuda)

# mixed precision on the device
a, b = torch.randn(8, 8, device="cuda"), torch.randn(8, 8, device="cuda")
with torch.autocast("cuda"):
    c = a @ b
    print(torch.is_autocast_enabled("cuda"), c.dtype, c.device, torch.softmax(c, 0).dtype, c.sum().dtype, (a + b).dtype)
    print(torch.exp(c).dtype, torch.cat([a, c]).dtype, torch.nn.functional.mse_loss(c, a).dtype)
print(torch.is_autocast_enabled(), (a @ b).dtype)
net = nn.Linear(8, 1).cuda()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cuda", init_scale=2.0 ** 10, growth_interval=2)
for step in range(4):
    opt.zero_grad()
    with torch.autocast("cuda"):
        loss = net(a).float().pow(2).mean() * (float("inf") if step == 1 else 1.0)
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
    print(step, loss.dtype, net.weight.grad.dtype, scaler.get_scale())
with torch.autocast("cuda"):
    try:
        nn.functional.binary_cross_entropy(torch.rand(3, device="cuda"), torch.ones(3, device="cuda"))
    except RuntimeError as e:
        print(type(e).__name__, str(e).splitlines()[0])
for layer in (nn.Linear(2, 3, device="cuda"), nn.Conv2d(1, 2, 3, device="cuda"), nn.LSTM(2, 3, device="cuda"),
              nn.Embedding(4, 2, device="cuda"), nn.BatchNorm1d(3, device="cuda"),
              nn.LayerNorm(3, device="cuda", dtype=torch.float16)):
    print(type(layer).__name__, sorted({str(t.device) for t in [*layer.parameters(), *layer.buffers()]}),
          sorted({str(p.dtype) for p in layer.parameters()}))
# float16 gradients underflow to zero on the device as on the CPU; a scaled loss lifts them into range
w = torch.tensor([1.0], device="cuda", requires_grad=True)
((w.half() * 1e-3).float() * 1e-5).sum().backward()
print(w.grad, w.grad.dtype)
w.grad = None
(((w.half() * 1e-3).float() * 1e-5).sum() * 65536.0).backward()
print(torch.allclose(w.grad / 65536.0, torch.tensor([1e-8], device="cuda"), rtol=1e-3, atol=0))
h = torch.tensor([1e-5, 6e-8, 3e-8, 1e-8], device="cuda").half()
print(h.float().tolist(), (h * 2).float().tolist())
# the scaler's kernels: the inf check and the scale's update stay on the device
grads = [torch.tensor([2.0, float("inf")], device="cuda"), torch.tensor([[8.0]], device="cuda")]
found_inf = torch.zeros((), device="cuda")
print(torch._amp_foreach_non_finite_check_and_unscale_(grads, found_inf, torch.full((), 0.25, device="cuda")))
print(grads, found_inf)
scale, tracker = torch.full((), 1024.0, device="cuda"), torch.zeros((), dtype=torch.int32, device="cuda")
for found in [0.0, 0.0, 1.0]:
    print(torch._amp_update_scale_(scale, tracker, torch.full((), found, device="cuda"), 2.0, 0.5, 2) is scale,
          scale, tracker)
try:
    torch._amp_update_scale_(scale, tracker, torch.zeros(()), 2.0, 0.5, 2)
except RuntimeError as e:
    print(e)
