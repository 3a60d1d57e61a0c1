# functorch's stateless modules as 1.13's functorch tutorials train them: make_functional turns a model into a
# function of its parameters, grad gives their gradients, and a plain SGD loop updates the tuple; tied weights are
# listed once, disable_autograd_tracking gives parameters without grad, make_functional_with_buffers keeps batch
# norm's buffers apart, and replace_all_batch_norm_modules_ readies batch norm for vmap.
import torch
import torch.nn as nn
import torch.nn.functional as F
from functorch import grad, grad_and_value, make_functional, make_functional_with_buffers, vmap
from functorch.experimental import replace_all_batch_norm_modules_

torch.manual_seed(0)


class ThreeLayerNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(1, 8)
        self.fc2 = nn.Linear(8, 8)
        self.fc3 = nn.Linear(8, 1)

    def forward(self, x):
        x = torch.tanh(self.fc1(x))
        x = torch.tanh(self.fc2(x))
        return self.fc3(x)


net = ThreeLayerNet()
fnet, params = make_functional(net)
print(fnet)
print(fnet.param_names, [p.requires_grad for p in params])
x = torch.linspace(-2, 2, 16).unsqueeze(1)
y = x.sin()


def compute_loss(params, x, y):
    return F.mse_loss(fnet(params, x), y)


lr = 0.1
for step in range(30):
    grads, loss = grad_and_value(compute_loss)(params, x, y)
    params = tuple(p - lr * g for p, g in zip(params, grads))
    if step % 10 == 0:
        print(step, round(loss.item(), 4))
print(round(compute_loss(params, x, y).item(), 4), params[0].requires_grad, params[0].grad_fn is not None)

print(torch.allclose(fnet(tuple(net.parameters()), x), net(x)))
_, frozen = make_functional(net, disable_autograd_tracking=True)
print([p.requires_grad for p in frozen], frozen[0] is net.fc1.weight, torch.equal(frozen[0], net.fc1.weight))


class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(3, 3, bias=False)
        self.dec = nn.Linear(3, 3, bias=False)
        self.dec.weight = self.enc.weight

    def forward(self, x):
        return self.dec(self.enc(x))


tied = Tied()
ftied, tparams = make_functional(tied)
print(ftied.param_names, len(tparams))
v = torch.randn(2, 3)
print(torch.allclose(ftied(tparams, v), tied(v)), torch.allclose(ftied((torch.eye(3),), v), v))
g = grad(lambda p, v: ftied(p, v).sum())(tparams, v)
print(len(g), g[0].shape)

bn_net = nn.Sequential(nn.Linear(4, 4), nn.BatchNorm1d(4), nn.ReLU())
fbn, bparams, bbuffers = make_functional_with_buffers(bn_net)
print(fbn.param_names, fbn.buffer_names, [tuple(b.shape) for b in bbuffers])
print(torch.allclose(fbn(bparams, bbuffers, torch.ones(3, 4) * torch.arange(3.0).unsqueeze(1)),
                     bn_net(torch.ones(3, 4) * torch.arange(3.0).unsqueeze(1))))
print(bn_net[1].running_mean, bbuffers[0])
replace_all_batch_norm_modules_(bn_net)
print(bn_net[1].running_mean, bn_net[1].track_running_stats)
print(vmap(bn_net, in_dims=1)(torch.randn(3, 2, 4)).shape)
