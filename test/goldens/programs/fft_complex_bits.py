# Complex and n-dim transforms to the bit: fft / ifft of complex signals over lengths taking pocketfft's radix-8, 4,
# 2, 3, 5, 7, 11 and generic passes or its Bluestein transform, fft2 / fftn over dims in any order, rfftn / irfftn /
# hfftn / ihfftn as ATen composes them from one-dim transforms, the norm modes, float64, and gradients (to 4
# decimals).
import torch

torch.manual_seed(0)


def bits(t):
    parts = torch.view_as_real(t.resolve_conj()) if t.is_complex() else t
    return [float(v) for v in parts.flatten().tolist()][:16]


for n in (1, 2, 3, 5, 7, 8, 11, 12, 13, 16, 22, 24, 26, 40, 49, 53, 64, 77, 101, 121, 169, 199, 256):
    z = torch.randn(2, n, dtype=torch.complex64)
    print(n, bits(torch.fft.fft(z)), bits(torch.fft.ifft(z)))
x = torch.randn(4, 6, 10)
z = torch.randn(3, 12, dtype=torch.complex64)
print(bits(torch.fft.ifft(z, n=16, norm="ortho")), bits(torch.fft.fft(z, n=9, norm="forward")))
print(bits(torch.fft.fft2(x)), bits(torch.fft.ifft2(x, s=(5, 7))))
print(bits(torch.fft.fftn(x)), bits(torch.fft.fftn(z, dim=0)), bits(torch.fft.fftn(x, dim=(2, 0))))
print(bits(torch.fft.rfft2(x)), bits(torch.fft.rfftn(x, norm="forward")))
print(bits(torch.fft.irfft2(torch.fft.rfft2(x))), bits(torch.fft.irfftn(torch.fft.rfftn(x), s=x.shape)))
print(bits(torch.fft.hfft2(torch.fft.ihfft2(x))), bits(torch.fft.ihfftn(x, norm="ortho")))
print(bits(torch.fft.hfftn(z, dim=(0, 1))), bits(torch.fft.fft(torch.randn(6, dtype=torch.complex128))))
print(torch.fft.fft(torch.arange(8.)))
print(torch.fft.ifft(torch.fft.fft(torch.arange(6.) + 1j)))
w = torch.randn(5, 8, dtype=torch.complex64, requires_grad=True)
y = torch.fft.fft2(w)
print(y.grad_fn.name())
y.abs().sum().backward()
print(w.grad[0])
for dtype in (torch.float16, torch.bfloat16):
    try:
        torch.fft.fft(torch.ones(4, dtype=dtype))
    except RuntimeError as e:
        print(e)
d = torch.randn(3, 1000).to(torch.float64) * 1.7
print("float64", bits(torch.fft.rfft(d)), bits(torch.fft.fft(d.to(torch.complex128))))
print("float64 bluestein", bits(torch.fft.ifft(torch.fft.rfft(d, n=199), norm="ortho")))
