# SGD over 100 steps on a tiny MLP: plain, momentum, dampening, Nesterov, weight decay and maximize, printing the
# loss and the parameters at full float32 precision along the way.
import torch
import torch.nn as nn

torch.manual_seed(0)
X = torch.randn(16, 3)
Y = torch.randn(16, 1)


def run(label, **kwargs):
    torch.manual_seed(1)
    model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
    opt = torch.optim.SGD(model.parameters(), **kwargs)
    sign = -1.0 if kwargs.get("maximize") else 1.0
    print(label)
    for step in range(100):
        opt.zero_grad()
        loss = sign * nn.functional.mse_loss(model(X), Y)
        loss.backward()
        opt.step()
        if step in (0, 1, 9, 49, 99):
            print(f"  step {step:3d} loss {loss.item():.8e}")
    print("  weight", model[0].weight.detach()[0].tolist())
    print("  bias", model[2].bias.detach().tolist())
    print(" ", model[2].weight.detach())
    # without momentum PyTorch 1.13 keeps a None momentum_buffer, current PyTorch keeps no state
    if kwargs.get("momentum"):
        print("  state", sorted(opt.state[model[0].weight]))


run("plain", lr=0.1)
run("momentum", lr=0.05, momentum=0.9)
run("dampening", lr=0.05, momentum=0.9, dampening=0.5)
run("nesterov", lr=0.05, momentum=0.9, nesterov=True)
run("weight decay", lr=0.05, momentum=0.8, weight_decay=0.01)
run("weight decay no momentum", lr=0.1, weight_decay=0.1)
run("maximize", lr=0.05, momentum=0.5, maximize=True)
