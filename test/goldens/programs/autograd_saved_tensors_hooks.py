import torch
from torch.autograd.graph import saved_tensors_hooks, save_on_cpu, disable_saved_tensors_hooks
torch.manual_seed(0)
log = []
def pack(x):
    log.append(('pack', tuple(x.shape)))
    return x * 1  # a copy
def unpack(x):
    log.append(('unpack', tuple(x.shape)))
    return x
a = torch.randn(3, requires_grad=True)
b = torch.randn(3, requires_grad=True)
with saved_tensors_hooks(pack, unpack):
    y = (a * b).exp().sum()
print(log); log.clear()
y.backward()
print(log, a.grad, b.grad)
# unpack returning a different tensor changes the grad
with saved_tensors_hooks(lambda x: x, lambda x: torch.ones_like(x)):
    z = a * b
z.sum().backward()
print(a.grad)
with save_on_cpu():
    w = (a ** 2).sin().sum()
w.backward(); print(a.grad)
try:
    with disable_saved_tensors_hooks("hooks are off here"):
        with saved_tensors_hooks(pack, unpack):
            pass
except RuntimeError as e:
    print("RuntimeError", e)
with saved_tensors_hooks(lambda x: 5, lambda x: x):
    q = a.exp()
try:
    q.sum().backward()
except TypeError as e:
    print("TypeError", e)
class Sq(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x
    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return 2 * x * g
log.clear()
with saved_tensors_hooks(pack, unpack):
    s = Sq.apply(a)
print(log); s.sum().backward(); print(log)
# retain_graph: unpack each time
log.clear()
with saved_tensors_hooks(pack, unpack):
    r = a.sin()
r.sum().backward(retain_graph=True); r.sum().backward(); print(log)
# in-place after save is still caught
c = torch.randn(3, requires_grad=True)
with saved_tensors_hooks(lambda x: x, lambda x: x):
    d = c * 2
    e = d.exp()
d.add_(1)
try:
    e.sum().backward()
except RuntimeError as err:
    print("RuntimeError", str(err)[:80])
# save_on_cpu with pinned copies; reading grad_fn._saved_* goes through unpack_hook
p = torch.randn(3, requires_grad=True)
with save_on_cpu(pin_memory=True):
    q = (p * p).sum()
q.backward()
print(p.grad.equal(2 * p))
log.clear()
with saved_tensors_hooks(pack, unpack):
    z = p.exp()
print(z.grad_fn._saved_result.equal(z), log)
