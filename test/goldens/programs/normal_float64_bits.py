# float64 normal samples to the bit: Box-Muller with glibc's log, cos and sin (correctly rounded, as glibc's all but
# always are) and, in blocks of 16, the scaling by std and the shift by mean fused as PyTorch's AVX2 build fuses them.
import torch

torch.manual_seed(3)
outs = [torch.normal(2.0, 3.0, size=(5,), dtype=torch.float64), torch.empty(9, dtype=torch.float64).normal_(-1.5, 0.25),
        torch.normal(torch.zeros(6, dtype=torch.float64), 2.0),
        torch.normal(torch.arange(6.).double(), torch.arange(1, 7.).double()),
        torch.randn(2, 3, dtype=torch.float64) * 3, torch.randn(33, dtype=torch.float64),
        torch.normal(2.0, 3.0, size=(100,), dtype=torch.float64), torch.randn(40, 5, dtype=torch.float64).sum(0)]
for t in outs:
    print(" ".join(x.hex() for x in t.flatten().tolist()))
torch.set_default_dtype(torch.float64)
print(torch.randn(3, 3), torch.nn.Linear(3, 2).weight.dtype)

# the other samplers' transformations (exponential's log, log-normal's exp, Cauchy's tan, geometric's logs)
torch.manual_seed(5)
for t in [torch.empty(60).exponential_(1.5), torch.empty(60).log_normal_(0.5, 2.0), torch.empty(60).cauchy_(),
          torch.empty(60).geometric_(0.3), torch.empty(60, dtype=torch.float32).exponential_()]:
    print(" ".join(x.hex() for x in t.double().tolist()))
