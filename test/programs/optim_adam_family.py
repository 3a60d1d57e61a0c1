# Adam, AdamW, RMSprop, Adagrad and Adadelta minimising the same small least-squares problem.
import torch

torch.manual_seed(0)
A = torch.randn(6, 3)
b = torch.randn(6)


def run(make_opt, steps=40):
    torch.manual_seed(1)
    x = torch.zeros(3, requires_grad=True)
    opt = make_opt([x])
    losses = []
    for step in range(steps):
        opt.zero_grad()
        loss = ((A @ x - b) ** 2).mean()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses, x.detach()


optimizers = {
    "Adam": lambda p: torch.optim.Adam(p, lr=0.1),
    "Adam(amsgrad)": lambda p: torch.optim.Adam(p, lr=0.1, amsgrad=True),
    "AdamW": lambda p: torch.optim.AdamW(p, lr=0.1, weight_decay=0.1),
    "RMSprop": lambda p: torch.optim.RMSprop(p, lr=0.01),
    "RMSprop(momentum)": lambda p: torch.optim.RMSprop(p, lr=0.01, momentum=0.5, centered=True),
    "Adagrad": lambda p: torch.optim.Adagrad(p, lr=0.3),
    "Adadelta": lambda p: torch.optim.Adadelta(p, lr=1.0),
    "Adamax": lambda p: torch.optim.Adamax(p, lr=0.1),
}
for name, make in optimizers.items():
    losses, x = run(make)
    print(f"{name:18s} first {losses[0]:.4f}  mid {losses[19]:.4f}  last {losses[-1]:.4f}  x = {x}")


print("\nAdam's state after a few steps:")
x = torch.ones(2, requires_grad=True)
opt = torch.optim.Adam([x], lr=0.1, betas=(0.8, 0.99))
for _ in range(3):
    opt.zero_grad()
    (x ** 2).sum().backward()
    opt.step()
state = opt.state[x]
print(sorted(state.keys()))
print(state["step"], state["exp_avg"], state["exp_avg_sq"])
print(opt.param_groups[0]["betas"], opt.param_groups[0]["eps"])
