# torch.lerp as one op: LerpBackward0 (a number weight) and LerpBackward1 (a tensor weight), with their edges,
# gradients for broadcast operands, the in-place form, and the dtype checks
import torch

torch.manual_seed(0)
a = torch.randn(2, 5, requires_grad=True)
b = torch.randn(5, requires_grad=True)
w = (torch.rand(2, 1) * 1.6 - 0.3).requires_grad_()
for weight in (0.3, 0.7, -0.2, 1, w):
    r = torch.lerp(a, b, weight)
    print(r.grad_fn.name(), [f[0].name() if f[0] else None for f in r.grad_fn.next_functions])
    print(r)
    a.grad = b.grad = w.grad = None
    (r * torch.arange(10.).view(2, 5)).sum().backward()
    print(a.grad, b.grad, w.grad)

# weights 0 and 1 give the endpoints exactly
x, y = torch.tensor([1e8, -3.0]), torch.tensor([1.0, 7e-9])
print(torch.lerp(x, y, 1.0).tolist(), torch.lerp(x, y, 0.0).tolist(), torch.lerp(x, y, torch.tensor([1.0, 0.0])).tolist())

d = torch.linspace(-1, 1, 6, dtype=torch.float64)
print(d.lerp(d.flip(0), 0.25), d.lerp(d.flip(0), torch.full((6,), 0.75, dtype=torch.float64)))
z = torch.zeros(3)
z.lerp_(torch.ones(3), 0.25)
print(z)
print(torch.lerp(torch.zeros(2, 1), torch.ones(3), torch.tensor([0.5, 0.75, 1.0])))
out = torch.empty(3)
torch.lerp(torch.zeros(3), torch.ones(3), 0.5, out=out)
print(out)

for f in (lambda: torch.lerp(torch.ones(2), torch.ones(2, dtype=torch.float64), 0.5),
          lambda: torch.lerp(torch.ones(2), torch.ones(2), torch.tensor(0.5, dtype=torch.float64)),
          lambda: torch.lerp(torch.ones(2, dtype=torch.long), torch.ones(2, dtype=torch.long), 2),
          lambda: torch.lerp(torch.ones(2, dtype=torch.long), torch.ones(2, dtype=torch.long), torch.ones(2, dtype=torch.long))):
    try:
        print(f())
    except RuntimeError as err:
        print("RuntimeError", err)

# bit patterns over a vectorised body and a tail: one fused multiply-add from the nearer end, in float32 and float64
s, t = torch.randn(37), torch.randn(37)
for weight in (0.3, 0.7, torch.rand(37) * 1.6 - 0.3):
    print(torch.lerp(s, t, weight).numpy().view("int32").tolist())
    print(torch.lerp(s.double(), t.double(), weight if isinstance(weight, float) else weight.double()).numpy().view("int64").tolist())
