# A user-defined optimizer (sign SGD with momentum) built on torch.optim.Optimizer, stepped with a closure under a
# StepLR schedule: repr, state and state dict; and L-BFGS with an ExponentialLR schedule.
import warnings

import torch
import torch.nn as nn


class SignSGD(torch.optim.Optimizer):
    def __init__(self, params, lr=0.01, momentum=0.0):
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        super().__init__(params, dict(lr=lr, momentum=momentum))

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
                state = self.state[p]
                if "buf" not in state:
                    state["buf"] = torch.zeros_like(p)
                buf = state["buf"]
                buf.mul_(group["momentum"]).add_(p.grad)
                p.add_(buf.sign(), alpha=-group["lr"])
        return loss



torch.manual_seed(0)
X = torch.randn(32, 4)
Y = X.sum(1, keepdim=True)
model = nn.Linear(4, 1)
opt = SignSGD(model.parameters(), lr=0.05, momentum=0.5)
print(opt)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=10, gamma=0.5)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    for step in range(30):
        def closure():
            opt.zero_grad()
            loss = nn.functional.mse_loss(model(X), Y)
            loss.backward()
            return loss
        loss = opt.step(closure)
        sched.step()
        if step % 10 == 9:
            print(step, f"{loss.item():.6f}", sched.get_last_lr(), opt.state_dict()["param_groups"])
    print([str(x.message)[:50] for x in w])
print(opt.state_dict()["state"][1])

# L-BFGS under a learning-rate schedule: the scheduler scales the rate its steps start from
model = nn.Linear(4, 1)
lbfgs = torch.optim.LBFGS(model.parameters(), lr=0.5, max_iter=3)
schedule = torch.optim.lr_scheduler.ExponentialLR(lbfgs, gamma=0.5)


def lbfgs_closure():
    lbfgs.zero_grad()
    loss = nn.functional.mse_loss(model(X), Y)
    loss.backward()
    return loss


for i in range(4):
    print(f"{lbfgs.step(lbfgs_closure).item():.8e}", schedule.get_last_lr())
    schedule.step()
print(model.weight.tolist(), lbfgs.state[model.weight]["t"])
