# An in-place op without an entry of its own in derivatives.yaml differentiates as its out-of-place op (hypot_), and
# in-place samplers record nodes that give a zero gradient rather than letting the old gradient through.
import torch

torch.manual_seed(0)
x = torch.rand(4, requires_grad=True)
other = torch.tensor([3.0, 4.0, 0.5, 1e-3])
y = (x * 2).hypot_(other)
print(y.grad_fn.name(), [type(f).__name__ for f, _ in y.grad_fn.next_functions])
y.sum().backward()
print(x.grad)

for name, f in [("uniform_", lambda t: t.uniform_(-1, 1)), ("normal_", lambda t: t.normal_()),
                ("exponential_", lambda t: t.exponential_()), ("bernoulli_", lambda t: t.bernoulli_(0.3)),
                ("random_", lambda t: t.random_(1, 5)), ("random_()", lambda t: t.random_()),
                ("log_normal_", lambda t: t.log_normal_()), ("geometric_", lambda t: t.geometric_(0.5)),
                ("cauchy_", lambda t: t.cauchy_())]:
    x.grad = None
    y = f(x * 3)
    (y * 2 + x).sum().backward()
    print(name, y.grad_fn.name(), x.grad)
