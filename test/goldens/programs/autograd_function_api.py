# torch.autograd.function as PyTorch lays it out (Function, FunctionCtx, once_differentiable, InplaceFunction, mark_dirty,
# mark_non_differentiable, set_materialize_grads), the legacy Variable, autograd.grad's options and
# torch.autograd.functional (jacobian, hessian, vjp, jvp, hvp, vhp).
import torch
from torch.autograd import Function
from torch.autograd.function import Function as F2, FunctionCtx, once_differentiable, InplaceFunction
import torch.autograd.function as taf
print(Function is F2, FunctionCtx)

class Exp(Function):
    @staticmethod
    def forward(ctx, x):
        r = x.exp()
        ctx.save_for_backward(r)
        return r
    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        r, = ctx.saved_tensors
        return g * r

x = torch.tensor([0.5, 1.0], requires_grad=True)
y = Exp.apply(x)
print(y, type(y.grad_fn), y.grad_fn.needs_input_grad, y.grad_fn.saved_tensors, y.grad_fn.name())
y.sum().backward(); print(x.grad)

class Two(Function):
    @staticmethod
    def forward(ctx, a, b):
        ctx.mark_non_differentiable
        return a + b, a * b
    @staticmethod
    def backward(ctx, ga, gb):
        return ga, gb
a = torch.ones(2, requires_grad=True)
b = torch.full((2,), 2.0, requires_grad=True)
u, v = Two.apply(a, b)
print(u, v)
(u + v).sum().backward(); print(a.grad, b.grad)

class NeedsGrad(Function):
    @staticmethod
    def forward(ctx, a, b):
        print("needs", ctx.needs_input_grad)
        return a * 2
    @staticmethod
    def backward(ctx, g):
        return g * 2, None
print(NeedsGrad.apply(torch.ones(1, requires_grad=True), torch.ones(1)))

# once_differentiable double backward error
x = torch.tensor([0.5], requires_grad=True)
y = Exp.apply(x)
g, = torch.autograd.grad(y, x, create_graph=True)
print(g.requires_grad, g.grad_fn)
try:
    g.backward()
except RuntimeError as e:
    print("RuntimeError:", e)

# wrong number of grads
class Bad(Function):
    @staticmethod
    def forward(ctx, a):
        return a.clone()
    @staticmethod
    def backward(ctx, g):
        return g, g
try:
    Bad.apply(torch.ones(1, requires_grad=True)).sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)

# Variable
from torch.autograd import Variable
v = Variable(torch.ones(2), requires_grad=True)
print(v, type(v), v.requires_grad, isinstance(v, torch.Tensor), isinstance(torch.ones(1), Variable))

# grad options
x = torch.tensor([1.0, 2.0], requires_grad=True)
w = torch.tensor([3.0], requires_grad=True)
y = (x ** 2).sum()
print(torch.autograd.grad(y, [x, w], allow_unused=True, retain_graph=True))
try:
    torch.autograd.grad(y, [x, w], retain_graph=True)
except RuntimeError as e:
    print("RuntimeError:", e)
gx, = torch.autograd.grad(y, x, create_graph=True)
print(gx, gx.grad_fn is not None)
print(torch.autograd.grad(gx.sum(), x))

# functional
from torch.autograd.functional import jacobian, hessian, vjp, jvp, hvp, vhp
def f(x): return x ** 3
print(jacobian(f, torch.tensor([1.0, 2.0])))
print(hessian(lambda x: (x ** 3).sum(), torch.tensor([1.0, 2.0])))
print(vjp(f, torch.tensor([1.0, 2.0]), torch.ones(2)))
print(jvp(f, torch.tensor([1.0, 2.0]), torch.ones(2)))
print(hvp(lambda x: (x ** 3).sum(), torch.tensor([1.0, 2.0]), torch.ones(2)))
print(vhp(lambda x: (x ** 3).sum(), torch.tensor([1.0, 2.0]), torch.ones(2)))
print(jacobian(lambda a, b: a * b, (torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]))))
print(jacobian(lambda a: (a * 2, a.sum()), torch.tensor([1.0, 2.0])))
print(jacobian(f, torch.tensor([1.0, 2.0]), create_graph=True))
print(jacobian(f, torch.tensor([1.0, 2.0]), vectorize=True))
print(jacobian(f, torch.tensor([1.0, 2.0]), strategy="forward-mode", vectorize=True))

class Inpl(InplaceFunction):
    @staticmethod
    def forward(ctx, x, inplace=False):
        return x.add_(1) if inplace else x + 1
    @staticmethod
    def backward(ctx, g):
        return g, None
print(Inpl.apply(torch.ones(2)))
print(isinstance(FunctionCtx(), object), hasattr(FunctionCtx, 'save_for_backward'), hasattr(FunctionCtx, 'mark_dirty'))

class Dirty(Function):
    @staticmethod
    def forward(ctx, x):
        x.mul_(2)
        ctx.mark_dirty(x)
        return x
    @staticmethod
    def backward(ctx, g):
        return g * 2
a = torch.ones(2, requires_grad=True)
b = a.clone()
c = Dirty.apply(b)
print(c is b, type(c.grad_fn))
c.sum().backward(); print(a.grad)

class MatG(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)
        return x.clone(), x.clone()
    @staticmethod
    def backward(ctx, g1, g2):
        print("grads", g1, g2)
        return g1 if g1 is not None else torch.zeros(2)
a = torch.ones(2, requires_grad=True)
p, q = MatG.apply(a)
p.sum().backward(); print(a.grad)

class Plain(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2
    @staticmethod
    def backward(ctx, g):
        return g * 2
print(Plain.apply(torch.ones(2)).requires_grad)
with torch.no_grad():
    print(Plain.apply(torch.ones(2, requires_grad=True)).requires_grad)
y = Plain.apply(torch.ones(2, requires_grad=True))
print(type(y.grad_fn).__name__, [type(f).__name__ for f, _ in y.grad_fn.next_functions])
class Sq(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x
    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return 2 * x * g
x = torch.ones(2, requires_grad=True)
g, = torch.autograd.grad(Sq.apply(x), x, torch.ones(2, requires_grad=True), create_graph=True)
print(g, g.requires_grad)
try:
    g.sum().backward()
except RuntimeError as e:
    print("RuntimeError:", e)
print(hessian(lambda x: (x ** 3).sum(), torch.tensor([1.0, 2.0]), outer_jacobian_strategy="forward-mode", vectorize=True).detach())
print(hessian(lambda a, b: (a * b * b).sum(), (torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]))))
print(jacobian(lambda a: a.exp(), torch.tensor([[0.5, 1.0], [1.5, 2.0]])))
for f in [lambda: jacobian(lambda a: torch.ones(2), torch.tensor([1.0]), strict=True),
          lambda: vjp(lambda a: a * 2, torch.tensor([1.0, 2.0]), torch.ones(3)),
          lambda: vjp(lambda a: a * 2, torch.tensor([1.0, 2.0])),
          lambda: jvp(lambda a: a * 2, [torch.tensor([1.0])], torch.ones(1)),
          lambda: hessian(lambda a: a * 2, torch.tensor([1.0, 2.0])),
          lambda: jacobian(lambda a: a, torch.tensor([1.0]), strategy="forward-mode"),
          lambda: vhp(lambda a: (a ** 2).sum(), (torch.tensor([1.0]), torch.tensor([2.0])), (torch.ones(1),)),
          lambda: jacobian(lambda a, b: a + 2 * b, (torch.tensor([1.0]), torch.tensor([1.0])), strict=True, vectorize=True)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(jvp(lambda a: (a.sin(), a.cos()), torch.tensor([0.1, 0.2]), torch.tensor([1.0, 2.0])))
print(vjp(lambda a, b: a @ b, (torch.eye(2), torch.tensor([[1., 2.], [3., 4.]])), torch.ones(2, 2)))
print(hvp(lambda a: (a.sin() * a).sum(), torch.tensor([0.3, 0.7]), torch.tensor([1.0, -1.0])))
print(vhp(lambda a: (a.sin() * a).sum(), torch.tensor([0.3, 0.7]), torch.tensor([1.0, -1.0])))
x = torch.tensor([1.0, 2.0], requires_grad=True)
j = jacobian(lambda a: a ** 2, x, create_graph=True)
j.sum().backward(); print(x.grad)
print(torch.autograd.function.Function is torch.autograd.Function, torch.autograd.Variable is Variable)


class Keep(Function):
    @staticmethod
    def forward(ctx, x, k):
        ctx.k = k
        return x * k

    @staticmethod
    def backward(ctx, g):
        return g * ctx.k, None


y = Keep.apply(torch.ones(2, requires_grad=True), 4.0)
print(y.grad_fn.k, y.grad_fn.apply(torch.ones(2)), y.grad_fn.next_functions[0][0].variable)
x = torch.ones(2, requires_grad=True)
y = x * 2
with torch.no_grad():
    pass
g, = torch.autograd.grad(Sq.apply(x), x, torch.ones(2, requires_grad=True), create_graph=True)
print(g.grad_fn.name(), type(g.grad_fn))
