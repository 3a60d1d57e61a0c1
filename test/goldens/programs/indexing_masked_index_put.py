# Advanced indexing, masked assignment, index_put_, where/nonzero/argwhere
import torch

torch.manual_seed(4)
x = torch.arange(20).view(4, 5)
print(x[[0, 2]], x[[0, 2], [1, 3]], x[:, [4, 0]], x[[[0], [3]], [1, 2]])
print(x[torch.tensor([True, False, True, False])], x[x > 12], x[x % 3 == 0])
print(x[1:, [0, -1]], x[..., 2], x[None, 1].shape, x[:, None, 2].shape)
idx = torch.tensor([[0, 1], [2, 3]])
print(x[idx].shape, x[idx, idx], x[:, idx].shape)
y = x.clone().float()
y[y > 10] = 0
print(y)
y[:, 1] = torch.tensor([9., 8., 7., 6.])
y[[0, 3], [0, 4]] = -1
print(y)
y[torch.tensor([0, 0, 1])] = 5
print(y)
m = torch.zeros(3, 3)
m[torch.eye(3, dtype=torch.bool)] = torch.tensor([1., 2., 3.])
print(m)
z = torch.zeros(5)
z.index_put_((torch.tensor([0, 1, 1]),), torch.tensor([1., 2., 3.]), accumulate=True)
print(z)
z.index_put_((torch.tensor([4]),), torch.tensor(7.))
print(z, torch.index_put(z, (torch.tensor([2]),), torch.tensor([-3.])))
g = torch.zeros(2, 3)
g.index_put_((torch.tensor([0, 1]), torch.tensor([2, 0])), torch.tensor([4., 5.]))
print(g)
z2 = torch.zeros(4)
z2[torch.tensor([1, 1, 3])] += 1
print(z2)
c = torch.tensor([[1, -2, 3], [-4, 5, -6]])
print(torch.where(c > 0, c, torch.zeros_like(c)), torch.where(c > 0, c, 0), torch.where(c > 0, 1.5, c).dtype)
print(torch.where(c < 0), torch.nonzero(c > 2), torch.nonzero(c > 2, as_tuple=True), torch.argwhere(c < 0))
print(torch.nonzero(torch.tensor(5)), torch.nonzero(torch.tensor([0, 0])).shape, torch.tensor([0., 1.5]).nonzero())
print(c.masked_select(c > 0), torch.masked_select(c, torch.tensor([True, False, True])))
print(c.masked_fill(c < 0, 0), c.masked_scatter(c < 0, torch.tensor([10, 20, 30, 40])))
print(torch.take(c, torch.tensor([0, 5, 2])), torch.take_along_dim(c, torch.tensor([[0], [2]]), dim=1))
print(c.gather(1, torch.tensor([[2, 0], [1, 1]])), c.index_select(1, torch.tensor([2, 0])))
print(torch.zeros(2, 4).scatter(1, torch.tensor([[0, 3], [1, 2]]), torch.tensor([[1., 2.], [3., 4.]])))
print(torch.zeros(5).scatter_add(0, torch.tensor([0, 1, 0, 4]), torch.ones(4)))
print(torch.tensor([1., 2., 3.]).index_copy(0, torch.tensor([2, 0]), torch.tensor([9., 8.])))
b = torch.arange(6).view(2, 3)
print(b[b.sum(1) > 5], b[:, b[0] > 0], b[torch.tensor(1)], b[1, torch.tensor([True, False, True])])
for bad in [lambda: b[5], lambda: b[:, 3], lambda: b[torch.tensor([0, 2])],
            lambda: b[torch.tensor([True, False, True])], lambda: b.index_select(0, torch.tensor([0.])),
            lambda: b.gather(1, torch.tensor([[0]], dtype=torch.int32)), lambda: b[[0, 1], [0, 1, 2]]]:
    try:
        print(bad())
    except (IndexError, RuntimeError, TypeError) as e:
        print(type(e).__name__, e)
print(b[[True, False]], b[[0, 1, 1]], b[(0, 1)], b[[0, 1],], b[-1, -1], b[-2:])
t = torch.arange(24).view(2, 3, 4)
print(t[:, [0, 2], 1:3].shape, t[[0, 1], :, [1, 2]].shape, t[:, [[0], [1]], [1, 2]].shape, t[..., [0, 0]].shape)
print(t[0, :, [True, False, True, False]], t[1][t[1] > 18])
