# Quantized tensors: quantize_per_tensor / quantize_per_channel, their printing, integers and parameters, and the
# ops that move their integers around.
import torch
from torch import nn

torch.manual_seed(0)
x = torch.tensor([1.0, 2.0, -3.0, 0.04, 0.05, 0.15, 25.6, -12.85])
for dtype, zp in ((torch.quint8, 10), (torch.qint8, 0), (torch.qint8, -5), (torch.qint32, 3)):
    q = torch.quantize_per_tensor(x, 0.1, zp, dtype)
    print(q)
    print(q.int_repr(), q.q_scale(), q.q_zero_point(), q.qscheme(), q.dtype, q.is_quantized)
    print(q.dequantize())

# ties round to even: 0.5 and 2.5 steps
print(torch.quantize_per_tensor(torch.tensor([0.5, 1.5, 2.5, -0.5, -2.5]), 1.0, 0, torch.qint8).int_repr())

# scales that are not float32 numbers: the kernel multiplies by float32(1 / float32(scale))
y = torch.randn(4, 5) * 3
for scale in (0.0123, 1 / 3, 0.3, 7.0):
    q = torch.quantize_per_tensor(y, scale, 7, torch.quint8)
    print(q.int_repr().tolist(), q.q_scale())
    print(q.dequantize())

# per-channel: one scale and zero point per index of the axis
w = torch.randn(3, 4)
qc = torch.quantize_per_channel(w, torch.tensor([0.01, 0.02, 0.05]), torch.tensor([0, 3, -2]), 0, torch.qint8)
print(qc)
print(qc.int_repr(), qc.q_per_channel_scales(), qc.q_per_channel_zero_points(), qc.q_per_channel_axis())
print(qc.qscheme(), qc.dequantize())
qc1 = torch.quantize_per_channel(w, torch.tensor([0.1, 0.2, 0.05, 0.01], dtype=torch.float64),
                                 torch.tensor([10, 20, 30, 40]), 1, torch.quint8)
print(qc1)

# integer-moving ops keep the parameters
q = torch.quantize_per_tensor(torch.randn(2, 3, 4), 0.05, 128, torch.quint8)
print(q.view(6, 4).shape, q.reshape(2, 12).q_scale(), q.flatten(1).shape, q.permute(2, 0, 1).shape)
print(q.transpose(0, 1).contiguous().int_repr())
print(q[0, 1], q[1, :, 2].int_repr())
print(torch.flatten(q, 1).shape, q.unsqueeze(0).shape, q.squeeze().shape, q.select(1, 0).q_zero_point())
print([t.shape for t in q.chunk(2, 2)], [t.q_scale() for t in q.unbind(0)])
print(torch.relu(q).int_repr())
print(q.clone().int_repr().equal(q.int_repr()), q.element_size(), q.numel(), q.dim(), q.size())
print(torch.dequantize(q).shape, [t.shape for t in torch.dequantize([q, q])])
print(q.detach().requires_grad, q[0, 0, 0].item(), q[1, 2, 3].item(), float(q[0, 0, 1]))
try:
    q.tolist()
except RuntimeError as e:
    print(e)
print(torch.quantize_per_tensor([x, -x], torch.tensor([0.1, 0.2]), torch.tensor([1, 2]), torch.qint8))

# parameter getters that do not apply
for f in (lambda: qc.q_scale(), lambda: q.q_per_channel_scales()):
    try:
        f()
    except RuntimeError as e:
        print(type(e).__name__, str(e).split(".")[0])
print(torch.randn(2).dequantize().dtype)
print(torch.randn(2, dtype=torch.float64).dequantize().dtype, torch.arange(3).dequantize().dtype)
for name in ("q_scale", "int_repr", "qscheme", "q_per_channel_axis"):
    try:
        getattr(torch.randn(2), name)()
    except NotImplementedError as e:
        print(str(e).split(". ")[0])

# cat and stack of quantized tensors: requantized to the first one's parameters
a = torch.quantize_per_tensor(torch.randn(2, 3), 0.05, 10, torch.quint8)
b = torch.quantize_per_tensor(torch.randn(2, 3), 0.02, 100, torch.quint8)
c = torch.cat([a, b], 1)
print(c.q_scale(), c.q_zero_point(), c.int_repr())
print(torch.cat([b, a]).int_repr(), torch.stack([a, b], 1).shape, torch.stack([a, a]).q_zero_point())

# clamp-like ops (ReLU6, hardtanh, clamp) clamp the integers at the quantized bounds; nearest upsampling picks integers
q = torch.quantize_per_tensor(torch.randn(2, 3, 4, 4) * 4, 0.05, 10, torch.quint8)
print(nn.ReLU6()(q).int_repr()[0, 0], nn.functional.hardtanh(q, -0.333, 2.71).int_repr()[1, 2])
print(torch.clamp(q, 0.1, 1.0).int_repr()[0, 1], q.clamp(max=3.0).int_repr()[1, 1], q.clamp(min=-0.2).q_scale())
r = q.clone(); nn.functional.relu6(r, inplace=True); print(r.int_repr()[1, 0])
u = nn.functional.interpolate(q, scale_factor=2)
print(u.int_repr()[0, 0], u.q_zero_point())
print(nn.Upsample(size=(6, 5))(q).int_repr()[1, 2])

# ordering ops order the integers; names and refusals
s = torch.quantize_per_tensor(torch.tensor([1.0, -2.0, 3.5, 0.5]), 0.5, 3, torch.quint8)
print(torch.sort(s), s.topk(2), s.type())
for f in (lambda: s.numpy(), lambda: torch.quantize_per_tensor(torch.tensor([1.0]), 0.1, 0, torch.int8)):
    try:
        f()
    except (TypeError, RuntimeError) as e:
        print(type(e).__name__, e)
