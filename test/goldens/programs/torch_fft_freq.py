# torch.fft's sample frequencies and shifts (fftfreq, rfftfreq, fftshift, ifftshift)
import torch
import torch.fft

torch.set_printoptions(precision=8)
for n, d in [(1, 1.0), (2, 1.0), (5, 1.0), (8, 0.1), (9, 1 / 3), (10, 2.5), (7, -0.3)]:
    print(n, d, torch.fft.fftfreq(n, d), torch.fft.rfftfreq(n, d))
print(torch.fft.fftfreq(6, dtype=torch.float64), torch.fft.rfftfreq(7, 0.01, dtype=torch.float64))
print(torch.fft.fftfreq(0), torch.fft.rfftfreq(0), torch.fft.fftfreq(3, 0.0))
print(torch.fft.fftfreq(4, requires_grad=True))
for bad in (lambda: torch.fft.fftfreq(4, dtype=torch.int64), lambda: torch.fft.rfftfreq(4, dtype=torch.int32)):
    try:
        bad()
    except RuntimeError as e:
        print(e)
torch.set_printoptions(precision=4)
x = torch.arange(12.).reshape(3, 4)
print(torch.fft.fftshift(x), torch.fft.ifftshift(x))
print(torch.fft.fftshift(x, dim=1), torch.fft.ifftshift(x, dim=(0,)), torch.fft.fftshift(x, -2))
f = torch.fft.fftfreq(7)
print(torch.fft.fftshift(f), torch.fft.ifftshift(torch.fft.fftshift(f)))
w = torch.randn(5, generator=torch.Generator().manual_seed(0), requires_grad=True)
s = torch.fft.fftshift(w)
(s * torch.arange(5.)).sum().backward()
print(w.grad)
try:
    torch.fft.fftshift(x, dim=2)
except IndexError as e:
    print(e)
