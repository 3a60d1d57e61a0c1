# einsum's refusals: operand counts, subscripts per operand, output subscripts, sizes that do not broadcast.
import torch

a = torch.ones(2, 3)
b = torch.ones(3, 3)
cases = [
    ("ij,jk->ik", (a, a)), ("ij->k", (a,)), ("ijk->", (a,)), ("ij->ii", (b,)), ("ii->i", (a,)),
    ("...ij,...jk->...ik", (torch.ones(2, 2, 3), torch.ones(3, 3, 2))), ("...ijkl->", (a,)),
    ("i,i->i", (torch.ones(3), torch.ones(1))), ("ij,jk", (a, b)), ("ij,jk,kl->il", (a, b)),
    ("ij->i", (a, b)), ("bij,bjk->bik", (torch.ones(2, 2, 3), torch.ones(1, 3, 4))),
    ("...i,...i->...", (torch.ones(2, 3), torch.ones(4, 3))), ("ij,ij->ji", (a, a)),
]
for eq, ops in cases:
    try:
        out = torch.einsum(eq, *ops)
        print(eq, tuple(out.shape), out.sum().item())
    except RuntimeError as e:
        print(eq, "RuntimeError:", e)
