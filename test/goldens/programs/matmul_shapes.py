import torch

torch.manual_seed(3)
for sa, sb in [((3,), (3,)), ((2, 3), (3,)), ((3,), (3, 4)), ((2, 3), (3, 4)), ((5, 2, 3), (3, 4)),
               ((5, 2, 3), (3,)), ((3,), (5, 3, 4)), ((5, 2, 3), (5, 3, 4)), ((2, 1, 2, 3), (4, 3, 2)),
               ((1, 3), (2, 2, 3, 1))]:
    a = torch.rand(sa)
    b = torch.rand(sb)
    print(sa, sb, (a @ b).shape)
a = torch.arange(6.).reshape(2, 3)
b = torch.arange(12.).reshape(3, 4)
print(a @ b)
print(torch.matmul(a, b[:, 0]))
print(torch.mm(a, b))
print(torch.arange(6).reshape(2, 3) @ torch.arange(3))
print(torch.rand(3, 5) @ torch.rand(5, 4))
