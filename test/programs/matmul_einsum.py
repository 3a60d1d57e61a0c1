# Matrix products: @, mm, bmm, matmul broadcasting, einsum, outer, dot and the shapes they produce.
import torch

torch.manual_seed(0)
A = torch.randn(2, 3)
B = torch.randn(3, 4)
v = torch.randn(3)
print("A @ B", (A @ B).shape, torch.allclose(A @ B, torch.mm(A, B)))
print(A @ B)
print("A @ v", A @ v)
print("v @ B", v @ B)
print("dot", torch.dot(v, v), "outer", torch.outer(v, v[:2]).shape)

batch = torch.randn(5, 2, 3)
print("bmm", torch.bmm(batch, B.expand(5, 3, 4)).shape)
print("broadcast matmul", torch.matmul(batch, B).shape, torch.matmul(torch.randn(7, 1, 2, 3), torch.randn(5, 3, 4)).shape)

print("\neinsum:")
print("trace", torch.einsum("ii", torch.eye(3) * 2))
print("transpose", torch.einsum("ij->ji", A).shape)
print("matmul", torch.allclose(torch.einsum("ik,kj->ij", A, B), A @ B))
print("batch", torch.einsum("bij,jk->bik", batch, B).shape)
print("row sums", torch.einsum("ij->i", A))
print("bilinear", torch.einsum("i,ij,j->", v, torch.eye(3), v), (v * v).sum())
x = torch.arange(6.0).reshape(2, 3)
print("outer", torch.einsum("i,j->ij", x[0], x[1]))

print("\naddmm and friends:")
M = torch.ones(2, 4)
print(torch.addmm(M, A, B))

print("\nLinear layer = x @ W.T + b:")
lin = torch.nn.Linear(3, 2)
inp = torch.randn(4, 3)
print(torch.allclose(lin(inp), inp @ lin.weight.T + lin.bias))
print("integer matmul:", torch.arange(6).reshape(2, 3) @ torch.arange(3))
