# Affine quantization by hand (scale, zero point, round, clamp) next to torch.quantize_per_tensor and per-channel
import torch

torch.manual_seed(0)
x = torch.randn(2, 6) * 3


def qparams(t, qmin=0, qmax=255):
    mn, mx = min(t.min().item(), 0.0), max(t.max().item(), 0.0)
    scale = (mx - mn) / (qmax - qmin)
    zero_point = int(round(qmin - mn / scale))
    return scale, max(qmin, min(qmax, zero_point))


scale, zp = qparams(x)
print(round(scale, 6), zp)
q_manual = torch.clamp(torch.round(x / scale) + zp, 0, 255).to(torch.uint8)
deq_manual = (q_manual.float() - zp) * scale
print(q_manual)
q = torch.quantize_per_tensor(x, scale, zp, torch.quint8)
print(q)
print(q.int_repr(), q.q_scale(), q.q_zero_point(), q.dtype, q.qscheme())
print(torch.equal(q.int_repr(), q_manual))
print((q.dequantize() - deq_manual).abs().max(), (q.dequantize() - x).abs().max() <= scale / 2 + 1e-6)
qs = torch.quantize_per_tensor(x, 0.05, 0, torch.qint8)
print(qs.int_repr(), qs.dequantize())
w = torch.randn(3, 4)
scales = w.abs().amax(dim=1) / 127
qc = torch.quantize_per_channel(w, scales, torch.zeros(3, dtype=torch.long), 0, torch.qint8)
print(qc.int_repr())
print(qc.q_per_channel_scales(), qc.q_per_channel_axis())
print((qc.dequantize() - w).abs().max(dim=1).values <= scales / 2 + 1e-6)
fq = torch.fake_quantize_per_tensor_affine(x, scale, zp, 0, 255)
print(torch.allclose(fq, deq_manual, atol=1e-6), fq[0])
print(torch.quantize_per_tensor(torch.tensor([-1.0, 0.0, 1.0, 2.0]), 0.1, 10, torch.quint8))
