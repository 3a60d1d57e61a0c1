# matrix_exp computes in the input's dtype with PyTorch's Taylor polynomials (degree by 1-norm, scaling and squaring)
import hashlib
import torch


def hexes(t):
    return [float.hex(v) for v in t.flatten().tolist()]


def show(label, t):
    h = hexes(t)
    print(label, tuple(t.shape), hashlib.md5(' '.join(h).encode()).hexdigest(), h[:3])


torch.manual_seed(0)
X = torch.randn(4, 4)
S = X + X.T
E = torch.matrix_exp(S)
print(torch.dist(E, E.T))
for dtype in (torch.float32, torch.float64):
    for n in (2, 3, 5, 8):
        for scale in (1e-9, 1e-6, 1e-3, 0.03, 0.3, 1.0, 2.0, 5.0, 40.0):
            A = (torch.randn(n, n) * scale).to(dtype)
            show(f'{dtype} n={n} scale={scale}', torch.linalg.matrix_exp(A))
    # a batch whose matrices take different degrees
    B = (torch.randn(6, 4, 4) * torch.tensor([1e-8, 1e-4, 0.02, 0.2, 0.6, 4.0]).view(6, 1, 1)).to(dtype)
    show(f'{dtype} batch', torch.matrix_exp(B))
    show(f'{dtype} batch 2x3', torch.matrix_exp(B.view(2, 3, 4, 4)))
    show(f'{dtype} 1x1', torch.matrix_exp((torch.randn(3, 1, 1) * 3).to(dtype)))
    print(torch.matrix_exp(torch.zeros(2, 2, dtype=dtype)), torch.matrix_exp(torch.zeros(0, 3, 3, dtype=dtype)).shape)
    for scale in (0.1, 1.0, 3.0):
        A = (torch.randn(2, 3, 3) * scale).to(dtype).requires_grad_()
        E = torch.linalg.matrix_exp(A)
        G = torch.randn(2, 3, 3).to(dtype)
        E.backward(G)
        print(E.grad_fn.name())
        show(f'{dtype} grad scale={scale}', A.grad)
    A = (torch.randn(5, 5) * 0.5).to(dtype)
    show(f'{dtype} transposed input', torch.matrix_exp(A.T))
