# torch.set_float32_matmul_precision and its other view, torch.backends.cuda.matmul.allow_tf32
import warnings

import torch

print(torch.get_float32_matmul_precision(), torch.backends.cuda.matmul.allow_tf32)
torch.set_float32_matmul_precision("high")
print(torch.get_float32_matmul_precision(), torch.backends.cuda.matmul.allow_tf32)
torch.set_float32_matmul_precision("medium")
print(torch.get_float32_matmul_precision())
torch.backends.cuda.matmul.allow_tf32 = False
print(torch.get_float32_matmul_precision(), torch.backends.cuda.matmul.allow_tf32)
torch.backends.cuda.matmul.allow_tf32 = True
print(torch.get_float32_matmul_precision())
a = torch.arange(6.0).reshape(2, 3)
print(a @ a.T)
