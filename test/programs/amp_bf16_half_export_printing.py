# Moving bfloat16 and float16 results out of PyTorch: numpy, Python numbers, printing options and summaries.
import numpy as np
import torch

torch.manual_seed(0)
b = torch.randn(3, 4).bfloat16()
h = torch.randn(3, 4).half()
try:
    b.numpy()
except TypeError as e:
    print("TypeError:", e)
print(b.float().numpy().dtype, h.numpy().dtype, h.numpy()[0])
print(torch.from_numpy(np.array([1.5, 2.25], dtype=np.float16)), torch.tensor(np.float16(3.3)))
print(b.tolist()[0], h[0, 0].item(), type(b[0, 0].item()))
torch.set_printoptions(precision=2)
print(b, h)
torch.set_printoptions(precision=6)
print(b[0])
torch.set_printoptions(profile="default")
big = torch.arange(2000, dtype=torch.bfloat16) / 7
print(big)
print(torch.arange(0, 70000, 5000, dtype=torch.float16))
print(torch.tensor([1e-3, 1e3, 1e5], dtype=torch.bfloat16), torch.tensor([0.5, 100.0], dtype=torch.float16))
print(torch.tensor(float("nan"), dtype=torch.bfloat16), torch.tensor([1.0, float("-inf")], dtype=torch.float16))
print(b.to(torch.float64).dtype, b.to(torch.int32), (b * 100).to(torch.int8))
print(torch.tensor([1, 2], dtype=torch.int64).to(torch.bfloat16) / 3)
print(b.double().sum().item() == b.float().sum().item())
print(torch.tensor([0.1, 0.7]).bfloat16().float(), torch.tensor([0.1, 0.7]).half().double())
print(b.max(), b.argmax(), h.min(dim=1))
print(torch.allclose(b.float(), b.float().bfloat16().float()), torch.isclose(b, b + 0.01))
print(torch.tensor([1.0, 2.0]).bfloat16() == torch.tensor([1.0, 2.0]))
print(b.sort(dim=1).values[0], b.topk(2).indices)
