# Gradients of intermediate tensors: retain_grad, and reading a graph's nodes.
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
h = x * 2
h.retain_grad()
y = h.pow(2)
y.retain_grad()
loss = y.sum()
loss.backward()
print("x.grad:", x.grad)
print("h.grad:", h.grad)
print("y.grad:", y.grad)
print("retains_grad:", x.retains_grad, h.retains_grad, y.retains_grad, loss.retains_grad)

print("\nWithout retain_grad, an intermediate's .grad is None:")
a = torch.tensor(2.0, requires_grad=True)
b = a * 3
c = b * b
c.backward()
print(a.grad, b.is_leaf)
import warnings
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    print(b.grad)

print("\nThe graph's nodes:")
p = torch.tensor([1.0, 2.0], requires_grad=True)
q = (p * 2 + 1).sum()
print(q.grad_fn.name())
node = q.grad_fn
while node is not None:
    print(" ", node.name())
    node = node.next_functions[0][0] if node.next_functions else None

print("\nA chain of layers, each output keeping its gradient:")
torch.manual_seed(7)
layer1 = torch.nn.Linear(3, 4)
layer2 = torch.nn.Linear(4, 1)
inp = torch.randn(2, 3)
hidden = torch.relu(layer1(inp))
hidden.retain_grad()
out = layer2(hidden).sum()
out.backward()
print(hidden.grad)
print(layer2.weight.detach().expand(2, 4))
print(torch.allclose(hidden.grad, layer2.weight.detach().expand(2, 4)))

print("\nGradient of a max picks one element:")
m = torch.tensor([1.0, 5.0, 3.0], requires_grad=True)
m.max().backward()
print(m.grad)

print("\nGradient through an index:")
v = torch.tensor([1.0, 2.0, 3.0, 4.0], requires_grad=True)
(v[1:3] * 10).sum().backward()
print(v.grad)
w = torch.zeros(3, requires_grad=True)
(w[[0, 0, 2]] * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
print(w.grad)
