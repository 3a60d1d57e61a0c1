# Optimizers recipe: each optimizer on the same problem, per-parameter options, LBFGS closure
import torch
import torch.nn as nn

def make():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))

torch.manual_seed(1)
X = torch.randn(16, 3)
Y = X @ torch.tensor([[1.0], [-2.0], [0.5]]) + 0.3

opts = {
    "SGD": lambda p: torch.optim.SGD(p, lr=0.05, momentum=0.9, nesterov=True, weight_decay=1e-3),
    "Adam": lambda p: torch.optim.Adam(p, lr=0.01, amsgrad=True),
    "AdamW": lambda p: torch.optim.AdamW(p, lr=0.01, weight_decay=0.1),
    "RAdam": lambda p: torch.optim.RAdam(p, lr=0.01),
    "Adamax": lambda p: torch.optim.Adamax(p, lr=0.02),
    "Adagrad": lambda p: torch.optim.Adagrad(p, lr=0.1, lr_decay=0.01),
    "Adadelta": lambda p: torch.optim.Adadelta(p, lr=1.0),
    "RMSprop": lambda p: torch.optim.RMSprop(p, lr=0.01, momentum=0.5, centered=True),
    "Rprop": lambda p: torch.optim.Rprop(p, lr=0.01),
    "ASGD": lambda p: torch.optim.ASGD(p, lr=0.05, t0=2),
}
for name, make_opt in opts.items():
    model = make()
    opt = make_opt(model.parameters())
    for step in range(5):
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(X), Y)
        loss.backward()
        opt.step()
    print(f"{name:9s} {loss.item():.6f} {model[2].bias.item():.6f}")

model = make()
opt = torch.optim.LBFGS(model.parameters(), lr=0.5, max_iter=5, history_size=4, line_search_fn="strong_wolfe")
def closure():
    opt.zero_grad()
    loss = nn.functional.mse_loss(model(X), Y)
    loss.backward()
    return loss
for i in range(3):
    print("LBFGS", f"{opt.step(closure).item():.6f}")

model = make()
opt = torch.optim.SGD([
    {'params': model[0].parameters()},
    {'params': model[2].parameters(), 'lr': 1e-3}
], lr=1e-2, momentum=0.9)
print([g['lr'] for g in opt.param_groups], opt.param_groups[1]['momentum'])
opt.add_param_group({'params': [torch.zeros(2, requires_grad=True)], 'lr': 0.5})
print(len(opt.param_groups), opt.param_groups[2]['momentum'])
loss = nn.functional.mse_loss(model(X), Y)
loss.backward()
opt.step()
sd = opt.state_dict()
print(sorted(sd['state'].keys()), [len(g['params']) for g in sd['param_groups']])
print(sd['state'][2]['momentum_buffer'])
try:
    torch.optim.SGD(model.parameters(), lr=-1)
except ValueError as e:
    print("ValueError:", e)
try:
    torch.optim.Adam(model.parameters(), betas=(1.5, 0.9))
except ValueError as e:
    print("ValueError:", e)
try:
    torch.optim.SGD([], lr=0.1)
except ValueError as e:
    print("ValueError:", e)
emb = nn.Embedding(10, 3, sparse=True)
sopt = torch.optim.SparseAdam(emb.parameters(), lr=0.1)
emb(torch.tensor([1, 2, 1])).sum().backward()
sopt.step()
print(emb.weight.grad.is_sparse, emb.weight[1])
