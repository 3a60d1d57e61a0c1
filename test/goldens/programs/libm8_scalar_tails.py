# The scalar paths of PyTorch's CPU kernels call the C library's float functions (glibc's expf and logf, not always
# correctly rounded): softmax and log_softmax over a dim whose inner size leaves a tail past the last 8-wide vector,
# and the modified Bessel functions K0 and K1 in float32; sigmoid's scalar formula on rows that do not vectorise.
import hashlib
import torch
import torch.nn.functional as F

torch.manual_seed(0)


def show(name, t):
    bits = [float(v).hex() for v in t.detach().flatten().tolist()]
    print(name, hashlib.md5(' '.join(bits).encode()).hexdigest(), bits[:3])


x = torch.randn(4200) * 3
inner5 = x[:2600].view(40, 13, 5)
show('softmax inner 5', torch.softmax(inner5, 1))
show('log_softmax inner 5', torch.log_softmax(inner5, 1))
show('softmax inner 13', torch.softmax(x[:2080].view(160, 13), 0))
show('log_softmax inner 13', torch.log_softmax(x[:2080].view(160, 13), 0))
p = torch.rand(3000) * 0.998 + 0.001
for name, f in [('k0', torch.special.modified_bessel_k0), ('k1', torch.special.modified_bessel_k1),
                ('k0e', torch.special.scaled_modified_bessel_k0), ('k1e', torch.special.scaled_modified_bessel_k1)]:
    show(name, f(p * 5))
y = torch.randn(60, 13, requires_grad=True)
F.log_softmax(y, 0).backward(torch.linspace(-1, 1, 780).view(60, 13))
show('log_softmax grad', y.grad)
# a strided row runs sigmoid's scalar formula, 1 / (1 + expf(-x)), on every element
cols = (torch.randn(370, 212) * 3)[:, ::2]
show('sigmoid strided', cols.sigmoid())
logits = torch.randn(37, 106)[:, ::2].requires_grad_()
F.binary_cross_entropy_with_logits(logits, torch.full((37, 53), 0.3)).backward()
show('bce with logits grad strided', logits.grad)
