# "Introduction to PyTorch" video series: tensors and autograd episodes.
import math
import torch

x = torch.empty(3, 4)
print(type(x))
zeros = torch.zeros(2, 3)
print(zeros)
ones = torch.ones(2, 3)
print(ones)
torch.manual_seed(1729)
random = torch.rand(2, 3)
print(random)

torch.manual_seed(1729)
random1 = torch.rand(2, 3)
print(random1)
random2 = torch.rand(2, 3)
print(random2)
torch.manual_seed(1729)
random3 = torch.rand(2, 3)
print(random3)

a = torch.ones((2, 3), dtype=torch.int16)
print(a)
b = torch.rand((2, 3), dtype=torch.float64) * 20.
print(b)
c = b.to(torch.int32)
print(c)

ones = torch.zeros(2, 2) + 1
twos = torch.ones(2, 2) * 2
threes = (torch.ones(2, 2) * 7 - 1) / 2
fours = twos ** 2
sqrt2s = twos ** 0.5
print(ones, twos, threes, fours, sqrt2s, sep="\n")

powers2 = twos ** torch.tensor([[1, 2], [3, 4]])
print(powers2)
fives = ones + fours
print(fives)
dozens = threes * fours
print(dozens)

a = torch.rand(2, 3)
b = torch.rand(3, 2)
try:
    print(a * b)
except RuntimeError as e:
    print("RuntimeError:", e)

rand = torch.rand(2, 4)
doubled = rand * (torch.ones(1, 4) * 2)
print(rand)
print(doubled)

a = torch.ones(4, 3, 2)
b = a * torch.rand(3, 2)
print(b)
c = a * torch.rand(3, 1)
print(c)
d = a * torch.rand(1, 2)
print(d)

a = torch.rand(2, 4) * 2 - 1
print('Common functions:')
print(torch.abs(a))
print(torch.ceil(a))
print(torch.floor(a))
print(torch.clamp(a, -0.5, 0.5))

angles = torch.tensor([0, math.pi / 4, math.pi / 2, 3 * math.pi / 4])
sines = torch.sin(angles)
inverses = torch.asin(sines)
print('\nSine and arcsine:')
print(angles)
print(sines)
print(inverses)

print('\nBitwise XOR:')
b = torch.tensor([1, 5, 11])
c = torch.tensor([2, 7, 10])
print(torch.bitwise_xor(b, c))

print('\nBroadcasted, element-wise equality comparison:')
d = torch.tensor([[1., 2.], [3., 4.]])
e = torch.ones(1, 2)
print(torch.eq(d, e))

print('\nReduction ops:')
print(torch.max(d))
print(torch.max(d).item())
print(torch.mean(d))
print(torch.std(d))
print(torch.prod(d))
print(torch.unique(torch.tensor([1, 2, 1, 2, 1, 2])))

v1 = torch.tensor([1., 0., 0.])
v2 = torch.tensor([0., 1., 0.])
m1 = torch.rand(2, 2)
m2 = torch.tensor([[3., 0.], [0., 3.]])
print('\nVectors & Matrices:')
print(torch.linalg.cross(v2, v1))
print(m1)
m3 = torch.linalg.matmul(m1, m2)
print(m3)
print(torch.linalg.svdvals(m3))

a = torch.tensor([0, math.pi / 4, math.pi / 2, 3 * math.pi / 4])
print('a:')
print(a)
print(torch.sin(a))
print(a)
print('\nb:')
b = a.clone()
print(torch.sin_(b))
print(b)

a = torch.rand(2, 2, requires_grad=True)
b = a.clone()
print(b)
c = a.detach().clone()
print(c)

a = torch.linspace(0., 2. * math.pi, steps=25, requires_grad=True)
print(a)
b = torch.sin(a)
print(b)
c = 2 * b
print(c)
d = c + 1
print(d)
out = d.sum()
print(out)
print('d:')


def names(fns):
    return [(None if f is None else type(f).__name__, i) for f, i in fns]


print(d.grad_fn.name())
print(names(d.grad_fn.next_functions))
print(names(d.grad_fn.next_functions[0][0].next_functions))
print(names(d.grad_fn.next_functions[0][0].next_functions[0][0].next_functions))
print(names(d.grad_fn.next_functions[0][0].next_functions[0][0].next_functions[0][0].next_functions))
print('\nc:')
print(c.grad_fn.name())
print('\nb:')
print(b.grad_fn.name())
print('\na:')
print(a.grad_fn)
out.backward()
print(a.grad)

a = torch.ones(2, 3, requires_grad=True)
print(a)
b1 = 2 * a
print(b1)
a.requires_grad = False
b2 = 2 * a
print(b2)
x = torch.randn(3, requires_grad=True)
with torch.no_grad():
    y = x * 2
print(y.requires_grad)


@torch.no_grad()
def add_tensors2(x, y):
    return x + y


print(add_tensors2(x, x).requires_grad)
a = torch.linspace(0., 2. * math.pi, steps=25, requires_grad=True)
torch.sin_(a.detach())
try:
    torch.sin_(a)
except RuntimeError as e:
    print("RuntimeError:", e)
