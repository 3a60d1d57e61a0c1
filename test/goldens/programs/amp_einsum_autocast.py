# einsum contracts its operands pair by pair with batched matrix products, as PyTorch does: CPU autocast (which has
# no policy for einsum itself) runs each product in bfloat16, while a pair with nothing to sum is a plain product.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(4, 4)
v = torch.randn(4)
t3 = torch.randn(2, 4, 4)
cases = [("ij,jk->ik", x, x), ("bij,bjk->bik", t3, t3), ("i,i->", v, v), ("i,j->ij", v, v), ("ij->ji", x),
         ("ii->i", x), ("ii", x), ("ij,jk", x, x), ("...ij,...jk", t3, x), ("bij,bkj->bik", t3, t3),
         ("ij,ij->ij", x, x), ("ij,ij->", x, x), ("ij,jk,kl->il", x, x, x), ("i,j,j->i", v, v, v),
         ("ij,jk,l->ikl", x, x, v), ("ijk,jk->i", t3.permute(1, 0, 2), x[:2]), ("i,i,i->", v, v, v),
         ("ij,kj->ik", x, x[:2]), ("Ab,bA->", x, x), ("ab,ab,ab->a", x, x, x)]
for eq, *ops in cases:
    r = torch.einsum(eq, *ops)
    with torch.autocast("cpu"):
        low = torch.einsum(eq, *ops)
    print(f"{eq:14s}", tuple(r.shape), low.dtype, [round(e, 4) for e in r.flatten()[:4].tolist()])
print(torch.einsum(x, [0, 1], x, [1, 2], [0, 2]).flatten()[:3])
w = torch.randn(3, 4, 4)
print(F.bilinear(x, x, w)[0])
with torch.autocast("cpu"):
    # bilinear adds its products into a tensor of its input's dtype
    print(F.bilinear(x, x, w).dtype, F.bilinear(x.bfloat16(), x, w).dtype)
print(torch.einsum("ij,jk->ik", torch.ones(2, 2, dtype=torch.long), torch.ones(2, 2, dtype=torch.long)))
