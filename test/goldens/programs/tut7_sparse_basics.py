# Sparse tensors basics: COO construction, coalesce, to_dense, CSR, sparse matmul
import warnings
import torch

warnings.filterwarnings("ignore", ".*Sparse CSR tensor support is in beta state.*")

i = torch.tensor([[0, 1, 1], [2, 0, 2]])
v = torch.tensor([3.0, 4.0, 5.0])
s = torch.sparse_coo_tensor(i, v, (2, 3))
print(s)
print(s.to_dense())
print(s.is_sparse, s.layout, s.is_coalesced())
d = torch.sparse_coo_tensor(torch.tensor([[0, 0, 1], [1, 1, 0]]), torch.tensor([1.0, 2.0, 3.0]), (2, 2))
print(d.is_coalesced())
c = d.coalesce()
print(c.indices(), c.values(), c.is_coalesced())
print(c._nnz(), c.sparse_dim(), c.dense_dim())
dense = torch.tensor([[0.0, 2.0, 0.0], [1.0, 0.0, 3.0]])
sp = dense.to_sparse()
print(sp)
print(torch.sparse.mm(sp, torch.ones(3, 2)))
print(torch.mm(sp, torch.eye(3)))
print((sp * 2).to_dense(), (sp + sp).to_dense())
print(torch.sparse.sum(sp), torch.sparse.sum(sp, dim=1).to_dense())
csr = dense.to_sparse_csr()
print(csr)
print(csr.crow_indices(), csr.col_indices(), csr.values())
print(csr.to_dense())
print(csr.layout, csr.shape)
