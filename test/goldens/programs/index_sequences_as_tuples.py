# Sequences as indices, as PyTorch reads them: a range or list is one tensor index (sequenceToVariable), and a short
# list holding a sequence, tensor, slice, Ellipsis or None is read as a tuple of indices (treatSequenceAsTuple).
import torch
x = torch.arange(12).view(3, 4)
t = torch.tensor([2, 0, 1])
print(x[range(3), t])
print(x[range(1, 3)])
print(x[[0, 2]])
print(x[[[0, 1], [1, 0]]])
print(x[[0, slice(1, 3)]])
print(x[[0, Ellipsis]])
print(x[[True, False, True]])
print(x[(0, 1)], x[[0, 1]])
print(x[[[0, 2]]])
print(x[[torch.tensor(1), 2]])
print(x[[0, None]].shape)
x[range(3), t] = -1
print(x)
x[[0, 1]] = 100
print(x)
x[[[0, 1], [1, 0]]] = 7
print(x)
y = torch.arange(40).view(40)
print(y[list(range(33))].shape)
