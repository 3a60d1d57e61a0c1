# Optimizers on the Rosenbrock function: the same start point, a fixed budget, and where each one ends up
import torch


def rosenbrock(xy, a=1.0, b=100.0):
    x, y = xy[0], xy[1]
    return (a - x) ** 2 + b * (y - x ** 2) ** 2


start = torch.tensor([-1.5, 2.0])
configs = [
    ("SGD", torch.optim.SGD, dict(lr=1e-4)),
    ("SGD momentum", torch.optim.SGD, dict(lr=1e-4, momentum=0.9)),
    ("SGD nesterov", torch.optim.SGD, dict(lr=1e-4, momentum=0.9, nesterov=True)),
    ("Adam", torch.optim.Adam, dict(lr=0.05)),
    ("AdamW", torch.optim.AdamW, dict(lr=0.05, weight_decay=0.01)),
    ("Adamax", torch.optim.Adamax, dict(lr=0.05)),
    ("RAdam", torch.optim.RAdam, dict(lr=0.05)),
    ("RMSprop", torch.optim.RMSprop, dict(lr=0.01)),
    ("Adagrad", torch.optim.Adagrad, dict(lr=0.5)),
    ("Adadelta", torch.optim.Adadelta, dict(lr=1.0)),
    ("Rprop", torch.optim.Rprop, dict(lr=0.01)),
    ("ASGD", torch.optim.ASGD, dict(lr=1e-4)),
]
for name, cls, kw in configs:
    xy = start.clone().requires_grad_(True)
    opt = cls([xy], **kw)
    for step in range(300):
        opt.zero_grad()
        loss = rosenbrock(xy)
        loss.backward()
        opt.step()
    print(f"{name:14s} x={xy[0].item():+.4f} y={xy[1].item():+.4f} f={rosenbrock(xy).item():.5f}")

xy = start.clone().requires_grad_(True)
opt = torch.optim.LBFGS([xy], lr=1, max_iter=50, history_size=10, line_search_fn="strong_wolfe")


def closure():
    opt.zero_grad()
    loss = rosenbrock(xy)
    loss.backward()
    return loss


for i in range(3):
    loss = opt.step(closure)
    print("LBFGS", i, round(loss.item(), 6), xy.detach().numpy().round(4))
print(opt.state[xy]["func_evals"], opt.state[xy]["n_iter"])

# the gradient at the start, by hand and by autograd
x0, y0 = start.tolist()
grad_manual = torch.tensor([-2 * (1 - x0) - 400 * x0 * (y0 - x0 ** 2), 200 * (y0 - x0 ** 2)])
xy = start.clone().requires_grad_(True)
rosenbrock(xy).backward()
print(grad_manual, xy.grad, torch.allclose(grad_manual, xy.grad))
print(torch.autograd.functional.hessian(rosenbrock, start))
