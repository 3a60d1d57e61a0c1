# Sparse COO tensors: construction, structure queries, coalescing, conversions and the repr.
import torch

i = torch.tensor([[1, 0, 1, 0], [2, 0, 2, 1]])
v = torch.tensor([3.0, 4.0, 5.0, -1.5])
s = torch.sparse_coo_tensor(i, v, (2, 3))
print(s)
print(s.is_sparse, s.layout, s.is_coalesced(), s.sparse_dim(), s.dense_dim(), s._nnz())
print(s.shape, s.size(1), s.dim(), s.ndim, s.numel(), s.dtype, s.device, s.type())
print(s._indices())
print(s._values())
print(s.to_dense())
c = s.coalesce()
print(c)
print(c.is_coalesced(), c.coalesce() is c)
print(c.indices(), c.values())
try:
    s.indices()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    s.values()
except RuntimeError as e:
    print("RuntimeError:", e)

# size inferred from the largest index; dense dims in the values
print(torch.sparse_coo_tensor(i, v))
h = torch.sparse_coo_tensor(torch.tensor([[0, 2, 0]]), torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), (4, 2))
print(h)
print(h.sparse_dim(), h.dense_dim(), h.coalesce())
print(h.to_dense())

# empty, double and integer sparse tensors
print(torch.sparse_coo_tensor(size=(2, 3)))
print(torch.zeros(2, 3).to_sparse())
d = torch.sparse_coo_tensor(i, v.double(), (2, 3))
print(d)
print(s.int())
print(s.double().dtype, s.long().type())

# dense -> sparse, both ways round
x = torch.tensor([[0.0, 1.5, 0.0], [-2.0, 0.0, 0.25]])
print(x.to_sparse())
print(x.to_sparse().is_coalesced())
print(x.to_sparse(1))
print(torch.equal(x.to_sparse().to_dense(), x))

# selecting, transposing
print(s[0])
print(s[1, 2], s[0, 1])
print(s.t())
print(s.t().is_coalesced(), c.t().is_coalesced())
print(s.t().to_dense())

# errors
for bad in (lambda: torch.sparse_coo_tensor(i, torch.tensor([3.0, 4.0]), (2, 3)),
            lambda: torch.sparse_coo_tensor(i, v, (1, 3))):
    try:
        bad()
    except RuntimeError as e:
        print("RuntimeError:", e)
