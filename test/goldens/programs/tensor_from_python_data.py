# Building tensors from Python data: nested lists, tuples, mixed numbers, ranges, legacy constructors, copies
import warnings

import torch

torch.manual_seed(14)
print(torch.tensor([[1, 2.5], [3, 4]]), torch.tensor(((1, 2), (3, 4))), torch.tensor([True, 1]), torch.tensor([1, 2j]))
print(torch.tensor(range(5)), torch.tensor([range(2), range(2)]), torch.tensor([[]]).shape, torch.tensor([[], []]).shape)
print(torch.tensor(3).dim(), torch.tensor([3]).dim(), torch.tensor(2 ** 40), torch.tensor([2 ** 63 - 1]), torch.tensor(-0.0))
print(torch.tensor([1, 2], dtype=torch.float32), torch.tensor([1.7, -1.7], dtype=torch.int64), torch.tensor([0, 1, 2], dtype=torch.bool))
print(torch.tensor([torch.tensor(1.), torch.tensor(2.)]), torch.tensor([[torch.tensor(1)], [torch.tensor(2)]]))
for bad in [lambda: torch.tensor([[1, 2], [3]]), lambda: torch.tensor([1, "a"]), lambda: torch.tensor([2 ** 64]),
            lambda: torch.tensor([torch.ones(2), torch.ones(2)]), lambda: torch.tensor(None), lambda: torch.tensor({1: 2}),
            lambda: torch.tensor([[1], 2]), lambda: torch.tensor(x for x in range(3))]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    src = torch.ones(2, requires_grad=True)
    c = torch.tensor(src)
    print(c, c.requires_grad, c.data_ptr() == src.data_ptr())
print([str(w.message)[:60] for w in caught])
print(torch.Tensor([1, 2]), torch.Tensor(2, 3).shape, torch.Tensor().shape, torch.Tensor([[1]]).dtype, torch.Tensor(torch.Size([2])).shape)
print(torch.FloatTensor([1, 2]), torch.LongTensor([1, 2]), torch.IntTensor(2).dtype, torch.BoolTensor([1, 0]), torch.DoubleTensor([[1.5]]))
print(torch.ByteTensor([1, 255]), torch.CharTensor([-1]), torch.ShortTensor([3]), torch.HalfTensor([1.5]), torch.LongTensor(0).shape)
print(isinstance(torch.ones(1), torch.FloatTensor), isinstance(torch.ones(1, dtype=torch.int64), torch.LongTensor), isinstance(torch.ones(1), torch.Tensor))
x = torch.arange(4.)
print(x.clone(), x.detach().clone().requires_grad_(True), x.new_tensor([1, 2]).dtype, torch.clone(x).data_ptr() == x.data_ptr())
y = x.tolist()
print(y, type(y[0]), torch.tensor(y) is x, torch.as_tensor(x) is x, torch.as_tensor(x, dtype=torch.float64) is x, torch.asarray(x) is x)
print(torch.as_tensor([1, 2, 3]), torch.asarray([1.5, 2]), torch.asarray(x, copy=True).data_ptr() == x.data_ptr(), torch.asarray(3))
z = torch.stack([torch.tensor([1, 2]), torch.tensor([3, 4])])
print(z, torch.cat([torch.tensor([1]), torch.tensor([2.5])]), torch.tensor([[1, 2]] * 3), torch.zeros(3).fill_(2.5))
print(torch.tensor([0.1, 0.2, 0.3]).sum(), torch.tensor([0.1, 0.2, 0.3], dtype=torch.float64).sum(), torch.tensor(0.1) + torch.tensor(0.2))
print(torch.tensor([1e-45, 3.4e38, 3.5e38]), torch.tensor([1e-320], dtype=torch.float64), torch.tensor(float("nan")) == torch.tensor(float("nan")))
