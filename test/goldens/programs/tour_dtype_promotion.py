import torch
vals = [torch.tensor([1, 2], dtype=torch.int8), torch.tensor([1, 2], dtype=torch.uint8), torch.tensor([True, False]),
        torch.tensor([1.5, 2.5], dtype=torch.float16), torch.tensor([1.5, 2.5], dtype=torch.bfloat16),
        torch.tensor([1., 2.]), torch.tensor([1., 2.], dtype=torch.float64), torch.tensor([1j, 2])]
for a in vals:
    print([(a + b).dtype for b in vals])
print(torch.result_type(torch.tensor([1]), 2.5), torch.result_type(torch.tensor(1.), torch.tensor([1], dtype=torch.int32)))
print(torch.promote_types(torch.uint8, torch.int8), torch.can_cast(torch.float32, torch.int32))
print((torch.tensor([1, 2]) / 2).dtype, (torch.tensor([1, 2]) // 2).dtype, (torch.tensor([3]) * 1.5))
print(torch.tensor([1, 2], dtype=torch.int32) * torch.tensor(2.5, dtype=torch.float64))
print(torch.tensor([200], dtype=torch.uint8) + 100, torch.tensor([True]) + True)
x = torch.tensor([1, 2])
try:
    x += 1.5
except RuntimeError as e:
    print(e)
print(torch.tensor([1.5]).to(torch.int64), torch.tensor([-1.7]).int(), torch.tensor([300]).to(torch.uint8))
print(torch.tensor(3).item(), type(torch.tensor(3.).item()), torch.tensor([1, 2]).sum().dtype, torch.tensor([True, True]).sum())
print(torch.tensor([1, 2], dtype=torch.int16).mean(dtype=torch.float32), torch.tensor([1., 2.]).mean())
