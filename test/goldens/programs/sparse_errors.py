# What sparse tensors refuse: ops without a sparse kernel, dense-style access, mixed-layout adds.
import torch

s = torch.sparse_coo_tensor(torch.tensor([[0, 1], [1, 0]]), torch.tensor([2.0, 3.0]), (2, 2))


def attempt(name, f):
    try:
        f()
    except Exception as e:
        print(f"{name}: {type(e).__name__}: {str(e).split('. ')[0]}")


attempt("view", lambda: s.view(4))
attempt("exp", lambda: s.exp())
attempt("max", lambda: s.max())
attempt("add sparse+dense", lambda: s + torch.ones(2, 2))
attempt("add sizes", lambda: s + torch.sparse_coo_tensor(torch.tensor([[0], [0]]), torch.tensor([1.0]), (3, 2)))
attempt("reshape", lambda: s.reshape(4))
attempt("data_ptr", lambda: s.data_ptr())
attempt("storage", lambda: s.storage())
attempt("item", lambda: s.item())
attempt("indices", lambda: torch.sparse_coo_tensor(torch.tensor([[1, 0]]), torch.tensor([1.0, 2.0])).indices())
