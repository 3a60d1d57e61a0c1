# Tensor hooks: register_hook on leaves and intermediates, modifying gradients, removing handles, hooks on
# grad_fn nodes (register_hook / register_prehook), retain_grad with hooks, and the order they run in.
import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
h = x.register_hook(lambda g: print("leaf hook", g))
y = x * 2
y.register_hook(lambda g: print("y hook", g))
hy = y.register_hook(lambda g: g * 10)
z = (y ** 2).sum()
z.backward()
print(x.grad)
h.remove()
hy.remove()
x.grad = None
(x * 2).pow(2).sum().backward()
print(x.grad)

a = torch.tensor(3.0, requires_grad=True)
b = a * a
b.register_hook(lambda g: g + 100)
c = b * 2
c.backward()
print(a.grad)

w = torch.ones(2, requires_grad=True)
out = (w * torch.tensor([3.0, 4.0])).sum()
fn = out.grad_fn
calls = []
fn.register_prehook(lambda grad_outputs: calls.append(("pre", grad_outputs)))
fn.register_hook(lambda grad_inputs, grad_outputs: calls.append(("post", grad_inputs, grad_outputs)))
out.backward()
for c in calls:
    print(c)
print(w.grad)

p = torch.ones(2, requires_grad=True)
order = []
p.register_hook(lambda g: order.append("first"))
p.register_hook(lambda g: order.append("second"))
(p * 3).sum().backward()
print(order, p.grad)

q = torch.ones(3, requires_grad=True)
q.register_hook(lambda g: None)
r = q.exp()
r.register_hook(lambda g: g.clamp(max=0.5))
r.sum().backward()
print(q.grad)
try:
    torch.ones(2).register_hook(lambda g: g)
except RuntimeError as e:
    print(e)
acc = (p * 2).grad_fn.next_functions[0][0]
acc.register_hook(lambda gi, go: print("acc hook", gi, go))
(p * 2).sum().backward()
print(p.grad)
