# Full-precision sums and means over many layouts: the engine must add in the order PyTorch adds.
import torch
torch.manual_seed(3)
for shape in [(5,), (8,), (17,), (100,), (1000,), (4097,), (30000,), (3, 7), (7, 9), (16, 33), (5, 40), (64, 64), (2, 3, 50), (4, 5, 6), (3, 100, 2)]:
    x = torch.rand(shape) * 1000 - 300
    r = [x.sum().item(), x.mean().item()]
    for d in range(x.dim()):
        r.append(x.sum(d).tolist())
    if x.dim() == 3:
        r.append(x.sum((0, 2)).tolist()); r.append(x.sum((0, 1)).tolist()); r.append(x.transpose(0, 2).sum(1).tolist())
    if x.dim() >= 2:
        r.append(x.t().sum(0).tolist() if x.dim() == 2 else x.permute(2, 0, 1).sum(-1).tolist())
    print(shape, r)
print(torch.rand(10, dtype=torch.float64).sum().item(), (torch.rand(100, 3, dtype=torch.float64)).sum(0).tolist())
print(torch.rand(40).half().sum().item(), torch.rand(40).bfloat16().sum().item(), torch.rand(5, 40).half().sum(0).tolist())
