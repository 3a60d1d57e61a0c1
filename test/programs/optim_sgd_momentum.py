# SGD variants on a small quadratic bowl: plain, momentum, nesterov, weight decay and dampening.
import torch


def bowl(p):
    return (p[0] - 1.0) ** 2 + 10 * (p[1] + 0.5) ** 2


configs = [
    {"lr": 0.05},
    {"lr": 0.05, "momentum": 0.9},
    {"lr": 0.05, "momentum": 0.9, "nesterov": True},
    {"lr": 0.05, "weight_decay": 0.1},
    {"lr": 0.05, "momentum": 0.5, "dampening": 0.5},
    {"lr": 0.05, "maximize": False, "momentum": 0.8},
]
for cfg in configs:
    p = torch.tensor([3.0, 2.0], requires_grad=True)
    opt = torch.optim.SGD([p], **cfg)
    history = []
    for step in range(25):
        opt.zero_grad()
        loss = bowl(p)
        loss.backward()
        opt.step()
        if step % 8 == 0:
            history.append(f"{loss.item():.4f}")
    print(cfg)
    print("   losses:", " ".join(history), "| final p:", p.detach())

print("\nparam_groups with different learning rates:")
torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Linear(2, 1))
opt = torch.optim.SGD([
    {"params": model[0].parameters()},
    {"params": model[1].parameters(), "lr": 0.5},
], lr=0.01, momentum=0.9)
for g in opt.param_groups:
    print({k: g[k] for k in ("lr", "momentum", "dampening", "weight_decay", "nesterov")}, len(g["params"]))
x = torch.randn(4, 2)
model(x).pow(2).mean().backward()
before = [p.detach().clone() for p in model.parameters()]
opt.step()
for b, p in zip(before, model.parameters()):
    print((p.detach() - b).abs().max().item() > 0, tuple(p.shape))
print("momentum buffers:", [tuple(opt.state[p]["momentum_buffer"].shape) for p in model.parameters()])

print("\nzero_grad(set_to_none=True) drops the gradients:")
opt.zero_grad(set_to_none=True)
print([p.grad for p in model.parameters()])
