# Every optimizer's state after a few steps (printed tensors), a state dict saved and loaded into a fresh model and
# optimizer that then trains on bit for bit like the original, add_param_group during training, and
# zero_grad with and without set_to_none.
import copy
import io

import torch
import torch.nn as nn

O = torch.optim
torch.manual_seed(0)
X = torch.randn(16, 3)
Y = torch.randn(16, 1)


def make():
    torch.manual_seed(1)
    return nn.Sequential(nn.Linear(3, 2), nn.Tanh(), nn.Linear(2, 1))


def train(model, opt, steps):
    for _ in range(steps):
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(X), Y)
        loss.backward()
        opt.step()
    return loss


CASES = [
    (O.SGD, dict(lr=0.1, momentum=0.9, nesterov=True)),
    (O.Adam, dict(lr=0.01, amsgrad=True, weight_decay=0.01)),
    (O.AdamW, dict(lr=0.01)),
    (O.RMSprop, dict(lr=0.01, centered=True, momentum=0.5)),
    (O.Adadelta, dict(lr=1.0)),
    (O.Adagrad, dict(lr=0.1, initial_accumulator_value=0.1)),
    (O.Adamax, dict(lr=0.02)),
    (O.RAdam, dict(lr=0.01)),
    (O.ASGD, dict(lr=0.05, t0=2)),
    (O.Rprop, dict(lr=0.01)),
]

for cls, kwargs in CASES:
    model = make()
    opt = cls(model.parameters(), **kwargs)
    train(model, opt, 5)
    sd = opt.state_dict()
    print(cls.__name__, sorted(sd), sorted(sd["state"]), sd["param_groups"][0]["params"], sd["param_groups"][0]["lr"])
    for key, value in sorted(sd["state"][2].items()):
        # 1.13 counted some optimizers' steps in Python ints, current PyTorch in 0-d tensors
        print(" ", key, float(value) if key == "step" else value)
    buffer = io.BytesIO()
    torch.save({"model": model.state_dict(), "optimizer": sd}, buffer)
    buffer.seek(0)
    checkpoint = torch.load(buffer)
    clone = make()
    clone.load_state_dict(checkpoint["model"])
    opt2 = cls(clone.parameters(), **kwargs)
    opt2.load_state_dict(checkpoint["optimizer"])
    a = train(model, opt, 20)
    b = train(clone, opt2, 20)
    print("  resumed", f"{a.item():.8e}", a.item() == b.item(),
          all(torch.equal(p, q) for p, q in zip(model.parameters(), clone.parameters())))

# a deep copy of an optimizer's state dict loads as well
model = make()
opt = O.Adam(model.parameters(), lr=0.05)
train(model, opt, 3)
saved = copy.deepcopy(opt.state_dict())
train(model, opt, 3)
opt.load_state_dict(saved)
print(opt.state[model[0].weight]["step"], opt.state[model[0].weight]["exp_avg"])

# add_param_group: a new head joins a running optimizer with its own rate and the defaults for the rest
model = make()
head = nn.Linear(1, 1)
opt = O.SGD(model.parameters(), lr=0.05, momentum=0.9)
for step in range(40):
    if step == 10:
        opt.add_param_group({"params": head.parameters(), "lr": 0.01})
        print("groups", len(opt.param_groups), opt.param_groups[1]["momentum"], opt.param_groups[1]["lr"])
    opt.zero_grad()
    out = model(X)
    if step >= 10:
        out = head(out)
    loss = nn.functional.mse_loss(out, Y)
    loss.backward()
    opt.step()
    if step in (0, 9, 10, 11, 20, 39):
        print("step", step, f"{loss.item():.8e}")
print(head.weight.tolist(), head.bias.tolist(), sorted(opt.state_dict()["state"]))

# zero_grad: zeroed gradients still take part in a step, None ones do not
w = torch.ones(3, requires_grad=True)
opt = O.Adam([w], lr=0.1)
(w * torch.tensor([1.0, -2.0, 3.0])).sum().backward()
opt.step()
opt.zero_grad(set_to_none=False)
print(w.grad, w.grad.requires_grad)
opt.step()
print(w, opt.state[w]["step"])
opt.zero_grad(set_to_none=True)
print(w.grad)
opt.step()
print(w, opt.state[w]["step"])
