# A Python number where a signature says Tensor: PyTorch's parser takes it on its own only for add, sub, mul, div
# and their spellings; elsewhere a number stands for a tensor only beside one (an op's Scalar overload)
import torch

x = torch.tensor([1.5, 2.0])
print(torch.add(2, 3), torch.mul(2, 3.5), torch.sub(1.5, 2), torch.div(1, 4))
print(torch.pow(2, x), x.pow(2), torch.where(x > 1.7, x, 0.0), torch.clamp(x, 0, 1.8), torch.remainder(x, 1.0))
print(torch.xlogy(2, x), torch.eq(x, 2), 2 - x, 2 ** x, torch.lerp(x, x * 2, 0.5))
for f in (lambda: torch.exp(3.0), lambda: torch.sin(2), lambda: torch.abs(-1), lambda: torch.sigmoid(True),
          lambda: torch.exp(input=1.0), lambda: torch.neg(2.5), lambda: torch.sqrt(4)):
    try:
        print(f())
    except TypeError as e:
        print("TypeError", e)
