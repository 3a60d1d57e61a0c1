# Dynamic quantization of GRUs: nn.GRU becomes a DynamicQuantizedGRU (reset, update and new gates as PyTorch's GRU
# cell orders them). Values print to 3 decimals: x86 (fbgemm) and oneDNN kernels may round a hidden state's
# per-step quantization differently in the last bit, which shows in the 4th decimal.
import torch
from torch import nn

torch.manual_seed(0)
g = nn.GRU(6, 7, num_layers=2, bidirectional=True).eval()
q = torch.quantization.quantize_dynamic(nn.Sequential(g))
print(q)
x = torch.randn(4, 3, 6)
out, h = q[0](x)
print(out[-1, 0].mul(1000).round().div(1000), h.shape, h[3].mul(1000).round().div(1000))
out2, h2 = q[0](x, torch.randn(4, 3, 7))
print(out2[0, 2].mul(1000).round().div(1000), torch.randn(2))
ref, _ = g(x)
print((ref - out).abs().max() < 0.1)
g1 = nn.GRU(3, 4, batch_first=True).eval()
print(torch.ao.quantization.quantize_dynamic(g1, {nn.GRU}))  # a top-level module is not swapped, only children
q1 = torch.ao.quantization.quantize_dynamic(nn.Sequential(g1), {nn.GRU})[0]
print(q1, q1(torch.ones(2, 5, 3))[1].mul(1000).round().div(1000))
print(sorted(q1.state_dict().keys()), list(q1.get_weight().keys()), q1.get_bias()["bias_hh_l0"].shape)
try:
    q1(torch.ones(2, 5, 3), torch.zeros(2, 2, 4))
except RuntimeError as e:
    print(e)
