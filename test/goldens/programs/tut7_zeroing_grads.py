# Zeroing out gradients recipe
import torch
import torch.nn as nn
import torch.optim as optim

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(4, 3), nn.ReLU(), nn.Linear(3, 2))
opt = optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
x = torch.randn(5, 4)
y = torch.randint(0, 2, (5,))
crit = nn.CrossEntropyLoss()
for step in range(2):
    loss = crit(net(x), y)
    loss.backward()
    print(step, loss.item(), net[0].bias.grad)
for step in range(3):
    opt.zero_grad(set_to_none=True)
    loss = crit(net(x), y)
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 6), net[2].bias.grad)
opt.zero_grad(set_to_none=True)
print(net[0].weight.grad)
loss = crit(net(x), y)
loss.backward()
opt.zero_grad(set_to_none=False)
print(net[0].weight.grad)
net.zero_grad(set_to_none=True)
print(net[0].weight.grad)
for p in net.parameters():
    p.grad = None
print([p.grad for p in net.parameters()])
w = torch.ones(2, requires_grad=True)
(w * 3).sum().backward()
(w * 3).sum().backward()
print(w.grad)
w.grad.zero_()
print(w.grad)
w.grad.detach_()
w.grad.requires_grad_(False)
print(w.grad.requires_grad)
print(opt.state_dict()["param_groups"][0]["params"], opt.defaults["lr"], opt.defaults["momentum"])
