# Casting a whole model to bfloat16 with .bfloat16() / .to(dtype): parameter dtypes, optimizer updates, and why
# tiny updates vanish in bfloat16 weights (the reason mixed precision keeps float32 master weights).
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 3), nn.LayerNorm(3), nn.ReLU(), nn.Linear(3, 2))
print({n: p.dtype for n, p in model.named_parameters()})
model.bfloat16()
print({n: p.dtype for n, p in model.named_parameters()})
print(model[0].weight)
x = torch.randn(5, 4)
try:
    model(x)
except RuntimeError as e:
    print("float32 input to a bfloat16 model:", type(e).__name__)
out = model(x.bfloat16())
print(out.dtype, out.shape)
half = nn.Linear(4, 3).to(torch.float16)
print(half.weight.dtype, half.bias.dtype, half.to(dtype=torch.float32).weight.dtype)

print("\nsmall updates are lost in bfloat16 weights:")
w16 = nn.Parameter(torch.tensor([1.0, 2.0, 100.0, 0.001], dtype=torch.bfloat16))
w32 = nn.Parameter(torch.tensor([1.0, 2.0, 100.0, 0.001]))
for w in (w16, w32):
    opt = torch.optim.SGD([w], lr=0.01)
    for _ in range(10):
        w.grad = torch.full_like(w, 0.1)
        opt.step()
    print(w.dtype, w.data)

print("\nAdam on bfloat16 parameters:")
p = nn.Parameter(torch.tensor([0.5, -1.5, 3.0], dtype=torch.bfloat16))
opt = torch.optim.Adam([p], lr=0.1)
for step in range(3):
    opt.zero_grad()
    loss = (p.float() ** 2).sum()
    loss.backward()
    opt.step()
    print(step, p.grad.dtype, p.data, opt.state[p]["exp_avg"].dtype)

print("\nstate_dict keeps the dtype; loading converts:")
sd = model.state_dict()
print({k: v.dtype for k, v in sd.items()})
fresh = nn.Sequential(nn.Linear(4, 3), nn.LayerNorm(3), nn.ReLU(), nn.Linear(3, 2))
fresh.load_state_dict(sd)
print(fresh[0].weight.dtype, torch.equal(fresh[0].weight, model[0].weight.float()))
print(sum(p.numel() * p.element_size() for p in model.parameters()), "bytes in bfloat16 vs",
      sum(p.numel() * p.element_size() for p in fresh.parameters()), "in float32")
