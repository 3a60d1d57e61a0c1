# einsum patterns from blog posts: traces and batched traces, diagonals, outer products, bilinear forms (and
# nn.Bilinear), batched matmul, attention scores, ellipsis broadcasting, and the shape errors.
import torch
import torch.nn as nn

torch.manual_seed(0)
A = torch.randn(3, 3)
B = torch.randn(4, 3, 3)
print(torch.einsum('ii', A), A.trace())
print(torch.einsum('bii->b', B))
print(torch.allclose(torch.einsum('bii->b', B), B.diagonal(dim1=-2, dim2=-1).sum(-1)))
print(torch.einsum('ii->i', A))
print(torch.einsum('ij->ji', A).is_contiguous(), torch.einsum('ij->ji', A).stride())

a, b = torch.arange(3.), torch.arange(4.)
print(torch.einsum('i,j->ij', a, b))
print(torch.einsum('i,i->', a, a), torch.einsum('i,i', a, a))

# bilinear form x^T W y for a batch, and nn.Bilinear which does the same per output feature
x, y = torch.randn(5, 3), torch.randn(5, 4)
W = torch.randn(2, 3, 4)
bil = torch.einsum('bi,oij,bj->bo', x, W, y)
layer = nn.Bilinear(3, 4, 2)
with torch.no_grad():
    layer.weight.copy_(W)
    layer.bias.zero_()
print(torch.allclose(bil, layer(x, y), atol=1e-6), bil.shape)
print(bil)

# batched matrix multiply and a quadratic form per batch element
P = torch.randn(4, 3, 5)
print(torch.allclose(torch.einsum('bij,bjk->bik', B, P), torch.bmm(B, P), atol=1e-6))
v = torch.randn(4, 3)
print(torch.einsum('bi,bij,bj->b', v, B, v))

# scaled dot-product attention written with einsum
q = torch.randn(2, 2, 5, 4)  # batch, heads, seq, dim
k = torch.randn(2, 2, 6, 4)
val = torch.randn(2, 2, 6, 4)
scores = torch.einsum('bhqd,bhkd->bhqk', q, k) / 4 ** 0.5
attn = scores.softmax(-1)
out = torch.einsum('bhqk,bhkd->bhqd', attn, val)
print(out.shape, torch.allclose(out, attn @ val, atol=1e-6))
print(attn[0, 0].sum(-1))

# ellipsis and sublist format
print(torch.einsum('...ij->...ji', torch.randn(2, 3, 4, 5)).shape)
print(torch.einsum('b...,b...->b', B, B))
print(torch.einsum(A, [0, 1], A, [1, 2], [0, 2]).allclose(A @ A))
print(torch.einsum('i j, j k -> i k', A, A).shape)

# gradients flow through einsum
Wg = torch.randn(3, 3, requires_grad=True)
torch.einsum('ij,ij->', Wg, A).backward()
print(torch.equal(Wg.grad, A))

for eq, ops in [('ij,jk->ik', (A, b)), ('ij->k', (A,)), ('ij,jk', (A,))]:
    try:
        torch.einsum(eq, *ops)
    except RuntimeError as e:
        print('RuntimeError:', e)
