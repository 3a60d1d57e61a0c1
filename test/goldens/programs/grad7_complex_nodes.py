# A complex op's result names the node PyTorch's complex kernel records (ours composes real ops underneath).
import torch
z = torch.tensor([3 + 4j, 1 - 1j, -0.5 + 2j], requires_grad=True)
w = torch.tensor([1 + 1j, 2 - 0.5j, 0.3 + 0.1j])
fs = {'abs': torch.abs, 'angle': torch.angle, 'exp': torch.exp, 'log': torch.log, 'sqrt': torch.sqrt, 'sin': torch.sin, 'cos': torch.cos, 'tanh': torch.tanh,
      'mul': lambda z: z * w, 'div': lambda z: z / w, 'add': lambda z: z + w, 'real': torch.real, 'imag': torch.imag, 'pow2': lambda z: z ** 2,
      'reciprocal': torch.reciprocal, 'sigmoid': torch.sigmoid, 'square': torch.square, 'sum': torch.sum, 'mean': torch.mean, 'matmul': lambda z: z @ w,
      'view_as_real': torch.view_as_real, 'sgn': torch.sgn, 'neg': torch.neg, 
      'sinh': torch.sinh, 'cosh': torch.cosh, 'tan': torch.tan, 'norm': torch.linalg.norm, 'vdot': lambda z: torch.vdot(z, w), 'dot': lambda z: torch.dot(z, w)}
for name, f in fs.items():
    try:
        y = f(z)
        print(name, y.grad_fn.name() if y.grad_fn else None, y.dtype)
    except Exception as e:
        print(name, 'ERR', type(e).__name__, str(e)[:100])
z2 = torch.tensor([3 + 4j, 1 - 1j], requires_grad=True)
a = z2.abs(); print(a); a.sum().backward(); print(z2.grad)
print((z2 * w[:2]).sum(), z2.angle())  # (1.13 computes z2 @ w as 0 with autograd on: a bug since fixed)
