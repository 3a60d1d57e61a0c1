# In-place operations and autograd: the version counter, the errors it raises, and how each one is fixed
import torch
import torch.nn as nn


def first_line(e):
    return str(e).split("\n")[0]


torch.manual_seed(0)

# 1. sigmoid saves its output; changing it in place breaks backward
x = torch.randn(4, requires_grad=True)
y = torch.sigmoid(x)
print(y._version)
y.mul_(2)
print(y._version)
try:
    y.sum().backward()
except RuntimeError as e:
    print(e)
# fix: out-of-place
y = torch.sigmoid(x) * 2
y.sum().backward()
print(x.grad)

# 2. a leaf that requires grad cannot be modified in place
w = torch.ones(3, requires_grad=True)
try:
    w += 1
except RuntimeError as e:
    print(e)
try:
    w[0] = 5.0
except RuntimeError as e:
    print(e)
with torch.no_grad():
    w += 1
print(w, w.is_leaf, w._version)
try:
    w.view(3).add_(1)
except RuntimeError as e:
    print(e)

# 3. the GAN mistake: optimizer.step() changes weights that a later backward still needs
torch.manual_seed(0)
G = nn.Linear(2, 4)
Dnet = nn.Linear(4, 1)
opt_d = torch.optim.SGD(Dnet.parameters(), lr=0.1)
z = torch.randn(3, 2)
fake = G(z)
d_out = Dnet(fake)
loss_d = d_out.mean()
loss_g = -d_out.mean()
opt_d.zero_grad()
loss_d.backward(retain_graph=True)
opt_d.step()
try:
    loss_g.backward()
except RuntimeError as e:
    print(first_line(e))
print(Dnet.weight._version)

# 4. nn.ReLU(inplace=True) right after an op that saves its output
torch.manual_seed(0)
a = torch.randn(5, requires_grad=True)
b = a.exp()
nn.ReLU(inplace=True)(b)
try:
    b.sum().backward()
except RuntimeError as e:
    print(e)
# ... but after an op that does not need its output, inplace ReLU is fine
b = a * 2
r = nn.ReLU(inplace=True)(b)
print(r is b, r.grad_fn.name())
r.sum().backward()
print(a.grad)

# 5. a view's base modified in place: the view is flagged too
base = torch.randn(2, 3, requires_grad=True).clone()
v = base[0]
out = (v ** 2).sum()
base.add_(1)
print(base._version, v._version)
try:
    out.backward()
except RuntimeError as e:
    print(first_line(e))

# 6. in-place on a tensor that is a view created in no_grad mode, then used with grad
p = torch.zeros(4, requires_grad=True)
with torch.no_grad():
    pv = p[:2]
try:
    pv.mul_(torch.ones(2, requires_grad=True))
except RuntimeError as e:
    print(first_line(e))

# 7. index_put on an intermediate is fine and recorded
q = torch.randn(4, requires_grad=True)
h = q * 1
h[1] = 0.0
print(h.grad_fn.name())
h.sum().backward()
print(q.grad)

print(torch.is_anomaly_enabled())
