# torch.compile's captures: replays give eager's values to the bit, float32 pointwise chains fuse, guards recapture,
# and code that reads tensors as Python values runs eagerly.
import torch
from torch._dynamo.eval_frame import _Captured

torch.manual_seed(0)


def chain(x, y):
    for _ in range(4):
        x = torch.sigmoid(x * 1.5 + y) - 0.125
    return x.tanh().neg()


def mixed(x):
    h = (x * 2).exp()
    s = h.sum()  # a reduction ends one chain
    return (h / s).relu() + 1


def captured_run(fn, *args):
    cap = _Captured(fn)
    first = cap(*args)
    again = cap(*args)
    (entry,) = cap.cache.values()
    return first, again, entry


for shape in [(1000,), (7, 33), (3, 1, 5)]:
    x, y = torch.randn(shape), torch.randn(shape[-1:])
    first, again, entry = captured_run(chain, x, y)
    expected = chain(x, y)
    print(shape, torch.equal(first, expected), torch.equal(again, expected), entry.fused_chains)

x, w, b = torch.randn(7, 33), torch.randn(33), torch.randn(7, 1)
first, again, entry = captured_run(lambda x, w, b: (x * w + b) * 0.5 - 1, x, w, b)
print("broadcast", torch.equal(again, (x * w + b) * 0.5 - 1), entry.fused_chains)

x = torch.randn(50)
first, again, entry = captured_run(mixed, x)
print("mixed", torch.equal(again, mixed(x)), entry.fused_chains)

ints = torch.arange(10)
first, again, entry = captured_run(lambda a: a * 3 + 1, ints)
print("int64", again.tolist(), entry.fused_chains)

w = torch.randn(6, requires_grad=True)
loss = torch.compile(lambda a: ((a * w).sigmoid() * 2).sum())
for _ in range(2):
    loss(torch.ones(6)).backward()
expected = torch.autograd.grad(((torch.ones(6) * w).sigmoid() * 2).sum(), w)[0] * 2
print("grad", torch.allclose(w.grad, expected), torch.equal(w.grad, expected))

offset = 1.0


def shifted(a):
    return a + offset


compiled = torch.compile(shifted)
print(compiled(torch.zeros(2)).tolist(), end=" ")
offset = 5.0
print(compiled(torch.zeros(2)).tolist())


def branchy(a):
    return a * 2 if a.sum() > 0 else a - 1


compiled = torch.compile(branchy)
print(compiled(torch.ones(2)).tolist(), compiled(-torch.ones(2)).tolist())
cap = _Captured(branchy)
cap(torch.ones(2))
print("eager after a graph break:", list(cap.cache.values())[0] is not None and not callable(list(cap.cache.values())[0]))

with torch.no_grad():
    net = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU(), torch.nn.Linear(4, 2))
    fast = torch.compile(net)
    inputs = torch.randn(3, 4)
    print("module", torch.equal(fast(inputs), net(inputs)), torch.equal(fast(inputs), net(inputs)))
    net.eval()
    print("recaptured for eval", torch.equal(fast(inputs), net(inputs)), len(fast._captured.cache))

# fullgraph=True: a branch on a tensor's value raises dynamo's Unsupported; a number read with .item() does not
strict = torch.compile(branchy, fullgraph=True)
try:
    strict(torch.ones(2))
except torch._dynamo.exc.Unsupported as e:
    print(type(e).__name__, "|", str(e).splitlines()[0], "|", str(e).splitlines()[-1])
print("item under fullgraph", torch.compile(lambda a: a * a.max().item(), fullgraph=True)(torch.arange(3.)).tolist())
