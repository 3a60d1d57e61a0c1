# Sparse CSR tensors: conversion from dense and COO, their parts, repr and products.
import warnings

import torch

warnings.simplefilter("ignore")  # PyTorch's beta-state notice for CSR
x = torch.tensor([[0.0, 1.5, 0.0, 2.0], [0.0, 0.0, 0.0, 0.0], [-3.0, 0.0, 0.5, 0.0]])
c = x.to_sparse_csr()
print(c)
print(c.layout, c.is_sparse, c.is_sparse_csr, c.shape, c._nnz())
print(c.crow_indices(), c.col_indices(), c.values())
print(c.to_dense())
print(torch.equal(c.to_dense(), x))
coo = x.to_sparse()
print(coo.to_sparse_csr())
print(c.to_sparse())
m = torch.arange(8.0).reshape(4, 2)
print(c @ m)
print(torch.mm(c, m))
made = torch.sparse_csr_tensor(torch.tensor([0, 2, 3]), torch.tensor([0, 2, 1]), torch.tensor([1.0, 2.0, 3.0]),
                               (2, 3))
print(made)
print(made.to_dense())
print(torch.sparse_csr_tensor(torch.tensor([0, 1, 1]), torch.tensor([2]), torch.tensor([7.0], dtype=torch.float64),
                              (2, 3)))
