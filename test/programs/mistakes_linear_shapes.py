# "mat1 and mat2 shapes cannot be multiplied": the shape mistakes of fully connected layers and matrix products,
# what PyTorch says about each, and the fix.
import torch
import torch.nn as nn

torch.manual_seed(0)

print("A Linear layer's in_features must match the input's last dimension:")
fc = nn.Linear(4, 3)
x = torch.randn(8, 5)
try:
    fc(x)
except RuntimeError as e:
    print(type(e).__name__, e)
print("fixed:", nn.Linear(5, 3)(x).shape)

print("\nForgetting to flatten a conv feature map before the classifier:")
features = torch.randn(2, 16, 4, 4)
head = nn.Linear(16 * 4 * 4, 10)
try:
    head(features)
except RuntimeError as e:
    print(type(e).__name__, e)
print("flattened:", head(features.flatten(1)).shape)
print("view(N, -1):", head(features.view(features.size(0), -1)).shape)

print("\nA single sample without a batch dimension is fine for Linear:")
print(fc(torch.randn(4)).shape)
print("but a scalar is not:")
try:
    fc(torch.tensor(1.0))
except RuntimeError as e:
    print(type(e).__name__, e)

print("\nmm, matmul and @ say which shapes did not fit:")
a = torch.randn(2, 3)
b = torch.randn(2, 3)
for label, fn in [("mm", lambda: torch.mm(a, b)), ("matmul", lambda: torch.matmul(a, b)), ("@", lambda: a @ b)]:
    try:
        fn()
    except RuntimeError as e:
        print(label, type(e).__name__, e)
print("a @ b.T:", (a @ b.T).shape)

print("\nmm needs matrices:")
for label, fn in [("mm of a vector", lambda: torch.mm(a, torch.randn(3))),
                  ("mm of a 3-D tensor", lambda: torch.mm(torch.randn(2, 2, 3), torch.randn(3, 2))),
                  ("mv of a matrix", lambda: torch.mv(a, torch.randn(3, 1))),
                  ("dot of different lengths", lambda: torch.dot(torch.randn(3), torch.randn(4))),
                  ("dot of matrices", lambda: torch.dot(a, b))]:
    try:
        fn()
    except RuntimeError as e:
        print(label + ":", type(e).__name__, e)

print("\nbmm wants two 3-D tensors with the same batch size:")
for label, fn in [("inner sizes", lambda: torch.bmm(torch.randn(4, 2, 3), torch.randn(4, 2, 3))),
                  ("batch sizes", lambda: torch.bmm(torch.randn(4, 2, 3), torch.randn(5, 3, 2))),
                  ("2-D input", lambda: torch.bmm(torch.randn(2, 3), torch.randn(3, 2)))]:
    try:
        fn()
    except RuntimeError as e:
        print(label + ":", type(e).__name__, e)

print("\nBatched matmul broadcasts the batch dimensions, and says when it cannot:")
print(torch.matmul(torch.randn(4, 2, 3), torch.randn(3, 5)).shape)
try:
    torch.matmul(torch.randn(4, 2, 3), torch.randn(5, 3, 2))
except RuntimeError as e:
    print(type(e).__name__, e)
try:
    torch.matmul(torch.randn(4, 2, 3), torch.randn(4, 4, 2))
except RuntimeError as e:
    print(type(e).__name__, e)

print("\nF.linear with a weight of the wrong orientation:")
w = torch.randn(3, 4)
try:
    torch.nn.functional.linear(torch.randn(2, 3), w)
except RuntimeError as e:
    print(type(e).__name__, e)
print(torch.nn.functional.linear(torch.randn(2, 4), w).shape)
