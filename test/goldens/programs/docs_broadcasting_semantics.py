# The "Broadcasting semantics" page of PyTorch's docs: which shapes broadcast, the resulting sizes, in-place ops that
# may not change their tensor's shape, and the errors of shapes that do not broadcast.
import torch

x = torch.empty(5, 7, 3)
y = torch.empty(5, 7, 3)
print((x + y).size())
x = torch.empty((0,))
y = torch.empty(2, 2)
try:
    x + y
except RuntimeError as e:
    print("RuntimeError:", e)
x = torch.empty(5, 3, 4, 1)
y = torch.empty(3, 1, 1)
print((x + y).size())
x = torch.empty(5, 2, 4, 1)
y = torch.empty(3, 1, 1)
try:
    x + y
except RuntimeError as e:
    print("RuntimeError:", e)
x = torch.empty(1)
y = torch.empty(3, 1, 7)
print((x + y).size())
x = torch.empty(5, 1, 4, 1)
y = torch.empty(3, 1, 1)
print((x + y).size())
x = torch.empty(5, 3, 4, 1)
y = torch.empty(3, 1, 1)
print(x.add_(y).size())
x = torch.empty(1, 3, 1)
y = torch.empty(3, 1, 7)
try:
    x.add_(y)
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.add(torch.ones(4, 1), torch.ones(4)).size())
print(torch.broadcast_shapes((2,), (3, 1), (1, 1, 1)), torch.broadcast_tensors(torch.ones(2, 1), torch.ones(3))[0].shape)
for shapes in [((2, 3), (3, 2)), ((4,), (5,)), ((0, 1), (1, 3))]:
    try:
        print(torch.broadcast_shapes(*shapes))
    except RuntimeError as e:
        print("RuntimeError:", e)
a, b = torch.arange(3).view(3, 1), torch.arange(4)
print(a * b, (a * b).stride(), torch.expand_copy(a, (3, 4)).stride())
print(torch.where(torch.tensor([[True], [False]]), torch.tensor([1, 2, 3]), torch.tensor(0)))
print(torch.ones(2, 3).expand(4, 2, 3).shape, torch.ones(2, 1).expand(-1, 5).stride())
try:
    torch.ones(2, 3).expand(3, 3)
except RuntimeError as e:
    print("RuntimeError:", e)
print(torch.ones(3, 1).sub_(torch.ones(1)).shape, torch.lerp(torch.zeros(2, 1), torch.ones(3), 0.5).shape)
