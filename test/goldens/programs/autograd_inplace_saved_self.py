import torch
# an in-place op whose derivative reads self saves self as it was before the write
x = torch.tensor([-1.0, 0.5, 2.0], requires_grad=True)
w = torch.tensor([3.0, 4.0, 5.0], requires_grad=True)
for name, f in [('clamp_min_', lambda a: a.clamp_min_(0)), ('clamp_', lambda a: a.clamp_(0, 1)),
                ('mul_', lambda a: a.mul_(w)), ('div_', lambda a: a.div_(w)), ('pow_', lambda a: a.pow_(2)),
                ('sin_', lambda a: a.sin_()), ('abs_', lambda a: a.abs_()), ('relu_', lambda a: a.relu_()),
                ('sqrt_', lambda a: a.abs_().sqrt_()), ('exp_', lambda a: a.exp_()), ('sigmoid_', lambda a: a.sigmoid_())]:
    x.grad = w.grad = None
    try:
        a = x * 1
        f(a)
        a.sum().backward()
        print(name, a.grad_fn.name(), x.grad, w.grad)
    except RuntimeError as e:
        print(name, "RuntimeError", str(e)[:60])
