# torch.linalg.vander (increasing powers, batched, integer promotion, errors, autograd) and torch.linalg.matmul.
import torch

x = torch.tensor([1., 2., 3., 5.])
print(torch.linalg.vander(x))
print(torch.linalg.vander(x, N=3))
ints = torch.linalg.vander(torch.tensor([[1, 2], [3, 4]], dtype=torch.int32), N=4)
print(ints, ints.dtype, ints.shape)
print(torch.linalg.vander(torch.tensor(2.5), N=3))
print(torch.linalg.vander(torch.tensor([1, 2], dtype=torch.uint8), N=3).dtype)
print(torch.linalg.vander(torch.tensor([1., 2.], dtype=torch.float64), N=2))
for bad, n in [(torch.tensor([1., 2.]), 1), (torch.tensor([True, False]), None),
               (torch.tensor([1., 2.], dtype=torch.half), None), (torch.tensor([1., 2.], dtype=torch.bfloat16), None),
               (torch.tensor([3.]), None), (torch.tensor(3.), None)]:
    try:
        print(torch.linalg.vander(bad, N=n))
    except RuntimeError as e:
        print("RuntimeError:", e)

xg = torch.tensor([0.5, -1.5, 2.0], requires_grad=True)
v = torch.linalg.vander(xg, N=4)
print(v)
v.sum().backward()
print(xg.grad)

print(torch.linalg.matmul(torch.ones(2, 3), torch.arange(6.).reshape(3, 2)))
out = torch.empty(2, 2)
torch.linalg.matmul(torch.ones(2, 3), torch.arange(6.).reshape(3, 2), out=out)
print(out)
print(torch.linalg.matmul(torch.arange(24.).reshape(2, 3, 4), torch.ones(4)))
try:
    torch.linalg.matmul(torch.ones(2, 3), torch.ones(2, 3))
except RuntimeError as e:
    print("RuntimeError:", e)
