import torch

torch.manual_seed(0)


def show(A):
    w, v = torch.linalg.eig(A)
    print(w, v, sep="\n")
    print(torch.allclose(A.to(v.dtype) @ v, v * w.unsqueeze(-2), atol=1e-4), torch.equal(torch.linalg.eigvals(A), w))


show(torch.tensor([[2., 1.], [1., 3.]]))
show(torch.tensor([[0., -1.], [1., 0.]]))
show(torch.tensor([[4., -2.], [1., 1.]]))
show(torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 10.]]))
show(torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 10.]], dtype=torch.float64))
show(torch.tensor([[1., 2.], [0., 3.]]))
show(torch.tensor([[1., 1.], [0., 1.]]))
show(torch.eye(3))
show(torch.zeros(2, 2))
show(torch.diag(torch.tensor([3., 1., 2.])))
show(torch.triu(torch.randn(4, 4)))
show(torch.tril(torch.randn(3, 3)))
show(torch.tensor([[0., 1., 0.], [0., 0., 1.], [1., 0., 0.]]))
show(torch.randn(4, 4))
show(torch.randn(3, 3, dtype=torch.float64))
show(torch.randn(2, 3, 3))
show(torch.randn(4, 4, dtype=torch.float64))
r = torch.linalg.eig(torch.randn(2, 2))
print(type(r).__name__, r.eigenvalues.dtype, r.eigenvectors.dtype, torch.linalg.eig(torch.zeros(0, 0)))
for n in (6, 9, 16):
    A = torch.randn(n, n)
    w, v = torch.linalg.eig(A)
    print(n, w.real.round(decimals=3), w.imag.abs().round(decimals=3), torch.allclose(A.to(v.dtype) @ v, v * w, atol=1e-3),
          torch.allclose(torch.linalg.vector_norm(v, dim=0), torch.ones(n), atol=1e-5))
for f in [lambda: torch.linalg.eig(torch.ones(2, 3)), lambda: torch.linalg.eigvals(torch.ones(3))]:
    try:
        print(f())
    except RuntimeError as e:
        print("RuntimeError", e)
