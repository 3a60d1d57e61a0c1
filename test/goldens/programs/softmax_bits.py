import torch
import torch.nn.functional as F
# PyTorch's softmax kernels reduce over AVX2 lanes and run SLEEF's exp; the last bits show their order.
torch.manual_seed(0)
for n in [3, 8, 13, 100]:
    x = torch.randn(6, n) * 4
    print(n, torch.softmax(x, 1).tolist(), torch.log_softmax(x, -1).tolist())
    print(n, torch.softmax(x, 0).tolist(), torch.log_softmax(x, 0).tolist())
x = torch.randn(2, 5, 11) * 3
print(F.softmax(x, dim=1).tolist())
print(F.cross_entropy(torch.randn(16, 10) * 2, torch.arange(16) % 10, reduction='none').tolist())
