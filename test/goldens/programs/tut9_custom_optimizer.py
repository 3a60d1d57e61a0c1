# Writing an optimizer: subclass torch.optim.Optimizer, keep per-parameter state, param groups and state_dict
import torch
import torch.nn as nn
from torch.optim import Optimizer


class MomentumSGD(Optimizer):
    def __init__(self, params, lr=1e-2, momentum=0.9, weight_decay=0.0):
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        defaults = dict(lr=lr, momentum=momentum, weight_decay=weight_decay)
        super().__init__(params, defaults)

    @torch.no_grad()
    def step(self, closure=None):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                d_p = p.grad
                if group["weight_decay"] != 0:
                    d_p = d_p.add(p, alpha=group["weight_decay"])
                state = self.state[p]
                if "momentum_buffer" not in state:
                    buf = state["momentum_buffer"] = torch.clone(d_p).detach()
                else:
                    buf = state["momentum_buffer"]
                    buf.mul_(group["momentum"]).add_(d_p)
                p.add_(buf, alpha=-group["lr"])
        return loss


torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
ref = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
ref.load_state_dict(model.state_dict())
opt = MomentumSGD(model.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-3)
ref_opt = torch.optim.SGD(ref.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-3)
print(opt)
print(opt.defaults)
X = torch.randn(16, 3)
y = X.sum(1, keepdim=True)
for step in range(5):
    for m, o in ((model, opt), (ref, ref_opt)):
        o.zero_grad()
        loss = nn.functional.mse_loss(m(X), y)
        loss.backward()
        o.step()
    print(step, round(loss.item(), 6), torch.allclose(model[0].weight, ref[0].weight, atol=1e-6))

sd = opt.state_dict()
print(sd.keys(), sd["param_groups"])
print(sorted(sd["state"].keys()), list(sd["state"][0].keys()), sd["state"][0]["momentum_buffer"].shape)
print(torch.allclose(sd["state"][3]["momentum_buffer"], ref_opt.state_dict()["state"][3]["momentum_buffer"], atol=1e-6))

# closure, param groups with their own lr, add_param_group
def closure():
    opt.zero_grad()
    l = nn.functional.mse_loss(model(X), y)
    l.backward()
    return l
print(round(opt.step(closure).item(), 6))
opt2 = MomentumSGD([{"params": model[0].parameters()}, {"params": model[2].parameters(), "lr": 0.5}], lr=0.01)
print([g["lr"] for g in opt2.param_groups], [len(g["params"]) for g in opt2.param_groups])
extra = nn.Parameter(torch.zeros(2))
opt2.add_param_group({"params": [extra], "momentum": 0.0})
print(len(opt2.param_groups), opt2.param_groups[2]["lr"], opt2.param_groups[2]["momentum"])
try:
    opt2.add_param_group({"params": [extra]})
except ValueError as e:
    print("ValueError:", e)
try:
    MomentumSGD(model.parameters(), lr=-1)
except ValueError as e:
    print("ValueError:", e)
try:
    MomentumSGD(torch.zeros(3))
except TypeError as e:
    print("TypeError:", e)
try:
    MomentumSGD([])
except ValueError as e:
    print("ValueError:", e)
# a scheduler works with any Optimizer subclass
sched = torch.optim.lr_scheduler.StepLR(opt2, step_size=2, gamma=0.5)
for epoch in range(5):
    opt2.step()
    sched.step()
    print(epoch, sched.get_last_lr())
new_opt = MomentumSGD(model.parameters(), lr=0.05)
new_opt.load_state_dict(opt.state_dict())
print(new_opt.param_groups[0]["momentum"], new_opt.param_groups[0]["weight_decay"], len(new_opt.state))
