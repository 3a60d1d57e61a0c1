# Quantized tensors basics: quantize_per_tensor, int_repr, dequantize, per-channel, choosing qparams
import torch

x = torch.tensor([-1.0, 0.0, 0.5, 1.0, 2.0])
q = torch.quantize_per_tensor(x, scale=0.1, zero_point=10, dtype=torch.quint8)
print(q)
print(q.int_repr(), q.q_scale(), q.q_zero_point(), q.dtype, q.qscheme())
print(q.dequantize())
qi = torch.quantize_per_tensor(x, 0.05, 0, torch.qint8)
print(qi.int_repr(), qi.dequantize())
w = torch.tensor([[0.1, -0.2, 0.3], [1.0, -2.0, 0.5]])
qc = torch.quantize_per_channel(w, torch.tensor([0.01, 0.02]), torch.tensor([0, 0]), axis=0, dtype=torch.qint8)
print(qc.int_repr(), qc.q_per_channel_scales(), qc.q_per_channel_axis())
scale = (x.max() - x.min()) / 255
zp = int(torch.round(-x.min() / scale))
print(round(scale.item(), 6), zp)
