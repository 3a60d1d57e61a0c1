# topk's choice and order among equal values: nth_element, sort and partial_sort as ATen's CPU kernel runs them.
import torch

torch.manual_seed(0)
small = torch.randint(0, 4, (6, 40))
for k in [1, 3, 7, 20, 40]:
    for largest in [True, False]:
        r = torch.topk(small, k, dim=1, largest=largest)
        print(k, largest, r.indices.tolist())
print(torch.topk(small.float(), 5, dim=0, sorted=False).indices)
print(torch.topk(small.double(), 5, dim=0, largest=False).indices)
big = torch.randint(0, 3, (3, 700)).float()
for k in [1, 2, 10]:
    print(k, torch.topk(big, k).indices.tolist(), torch.topk(big, k, largest=False).indices.tolist())
nan = torch.tensor([1.0, float("nan"), 3.0, float("nan"), 3.0, -1.0, 3.0, 0.0])
print(torch.topk(nan, 4), torch.topk(nan, 4, largest=False))
print(torch.topk(torch.zeros(200), 3), torch.topk(torch.ones(65), 1, sorted=False))
print(torch.zeros(30).topk(30).indices)
print(torch.tensor(5.0).topk(1), torch.tensor([2, 2, 1, 2]).topk(0))
x = torch.tensor([[0.5, 0.5, 0.1, 0.5], [0.2, 0.9, 0.9, 0.2]], requires_grad=True)
v, i = x.topk(2, dim=1)
v.sum().backward()
print(i, x.grad)
