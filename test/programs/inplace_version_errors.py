# "one of the variables needed for gradient computation has been modified by an inplace operation":
# what the version counter tracks and how to fix the errors.
import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a * 2
print("b._version:", b._version)
b.add_(1)
print("b._version after add_:", b._version)
b[0] = 5
print("b._version after setitem:", b._version)

print("\nsigmoid saves its output:")
x = torch.tensor([0.5, -0.5], requires_grad=True)
y = torch.sigmoid(x)
y.mul_(2)
try:
    y.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)

print("\nexp saves its result:")
x = torch.tensor([0.1, 0.2], requires_grad=True)
e = x.exp()
e += 1
try:
    e.sum().backward()
except RuntimeError as err:
    print("RuntimeError:", err)

print("\nmultiplication saves the inputs:")
w = torch.tensor([1.0, 2.0], requires_grad=True)
h = w * 3
out = h * h
h.zero_()
try:
    out.sum().backward()
except RuntimeError as err:
    print("RuntimeError:", err)

print("\nadd does not save inputs, so this is fine:")
w2 = torch.tensor([1.0, 2.0], requires_grad=True)
h2 = w2 * 3
out2 = h2 + 1
h2.zero_()
out2.sum().backward()
print(w2.grad)

print("\nIn-place on a leaf that requires grad:")
leaf = torch.ones(2, requires_grad=True)
try:
    leaf.add_(1)
except RuntimeError as err:
    print("RuntimeError:", err)
with torch.no_grad():
    leaf.add_(1)
print(leaf, leaf._version)

print("\nIn-place on a view of a leaf:")
try:
    leaf[0].mul_(2)
except RuntimeError as err:
    print("RuntimeError:", err)

print("\nModifying a view updates the base's version:")
base = torch.zeros(4)
view = base[1:3]
print(base._version, view._version)
view.fill_(7)
print(base._version, view._version, base)

print("\nThe fix: clone before modifying")
x = torch.tensor([0.5, -0.5], requires_grad=True)
y = torch.sigmoid(x)
y2 = y.clone()
y2.mul_(2)
(y2.sum() + y.sum()).backward()
print(x.grad)

print("\nReLU(inplace=True) after a layer is fine:")
torch.manual_seed(0)
net = torch.nn.Sequential(torch.nn.Linear(3, 3), torch.nn.ReLU(inplace=True), torch.nn.Linear(3, 1))
loss = net(torch.randn(2, 3)).sum()
loss.backward()
print(net[0].weight.grad)

print("\nbut not after a sigmoid:")
s = torch.tensor([0.3, -0.2], requires_grad=True)
act = torch.sigmoid(s)
torch.relu_(act)
try:
    act.sum().backward()
except RuntimeError as err:
    print("RuntimeError:", err)

print("\ndetach shares the version counter:")
t = torch.ones(3, requires_grad=True)
u = t.tanh()
d = u.detach()
d.zero_()
print(u._version, d._version)
try:
    u.sum().backward()
except RuntimeError as err:
    print("RuntimeError:", err)
