# A custom Function's saved tensors are freed by a backward pass without retain_graph, as PyTorch's are: reading
# ctx.saved_tensors after that raises; one that saved nothing runs again; retain_graph and create_graph keep them.
import torch
class Sq(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x
    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return 2 * x * g
class NoSave(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.k = 3
        return x * 3
    @staticmethod
    def backward(ctx, g):
        return g * ctx.k
a = torch.tensor([1., 2.], requires_grad=True)
y = Sq.apply(a)
y.sum().backward(); print(a.grad)
try:
    y.sum().backward()
except Exception as e: print(type(e).__name__, e)
z = NoSave.apply(a)
z.sum().backward(); z.sum().backward(); print(a.grad)
y = Sq.apply(a)
y.sum().backward(retain_graph=True); y.sum().backward(); print(a.grad)
y = Sq.apply(a)
g, = torch.autograd.grad(y.sum(), a, create_graph=True)
print(g, g.grad_fn.name())
try:
    print(torch.autograd.grad(g.sum(), a))
except Exception as e: print(type(e).__name__, e)
a.grad = None
with torch.autograd.graph.saved_tensors_hooks(lambda t: t * 1, lambda t: t):
    y = Sq.apply(a)
y.sum().backward(); print(a.grad)
try:
    y.sum().backward()
except Exception as e: print(type(e).__name__, e)
try:
    print(y.grad_fn.saved_tensors)
except Exception as e: print(type(e).__name__, e)
y = Sq.apply(a)
print(len(y.grad_fn.saved_tensors))
g, = torch.autograd.grad(y.sum(), a, create_graph=True)
print(torch.autograd.grad(g.sum(), a))
print(len(y.grad_fn.saved_tensors))
