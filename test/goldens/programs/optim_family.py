# Every optimizer but SGD (optim_sgd.py) and NAdam (1.13 mis-multiplied its momentum product; current PyTorch
# fixed it) over 100 steps on a tiny MLP, with their options: losses, a weight row at full precision, state keys.
import torch
import torch.nn as nn

torch.manual_seed(0)
X = torch.randn(16, 3)
Y = torch.randn(16, 1)


def run(cls, **kwargs):
    torch.manual_seed(1)
    model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
    opt = cls(model.parameters(), **kwargs)
    print(cls.__name__, kwargs)
    for step in range(100):
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(X), Y)
        loss.backward()
        opt.step()
        if step in (0, 9, 99):
            print(f"  step {step:3d} loss {loss.item():.8e}")
    print("  weight", model[0].weight.detach()[0].tolist())
    print("  state", sorted(opt.state[model[0].weight]))


O = torch.optim
run(O.Adam, lr=0.01)
run(O.Adam, lr=0.01, amsgrad=True, weight_decay=0.1)
run(O.AdamW, lr=0.01)
run(O.AdamW, lr=0.01, amsgrad=True)
run(O.RMSprop, lr=0.01)
run(O.RMSprop, lr=0.01, momentum=0.9, centered=True, weight_decay=0.01)
run(O.Adadelta, lr=1.0)
run(O.Adadelta, lr=0.5, weight_decay=0.1, rho=0.8)
run(O.Adamax, lr=0.02)
run(O.Adamax, lr=0.02, weight_decay=0.1)
run(O.RAdam, lr=0.01)
run(O.RAdam, lr=0.01, weight_decay=0.1)
run(O.ASGD, lr=0.05)
run(O.ASGD, lr=0.05, t0=10, lambd=1e-3)
run(O.Rprop, lr=0.01)
run(O.Rprop, lr=0.01, etas=(0.3, 1.5), step_sizes=(1e-4, 1))
run(O.Adagrad, lr=0.1)
run(O.Adagrad, lr=0.1, lr_decay=0.01, weight_decay=0.1, initial_accumulator_value=0.1)
