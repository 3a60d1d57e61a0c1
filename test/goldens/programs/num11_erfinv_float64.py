# float64 erfinv to the last bit: calc_erfinv's rational first guess with its Horner steps fused as GCC contracts
# them, then two Newton steps on glibc's erf (fdlibm's, not correctly rounded) with the C library's exp and log.
import torch

torch.manual_seed(11)


def bits(t):
    return " ".join(float(v).hex() for v in t.reshape(-1).tolist())


u = (torch.rand(60) * 2 - 1).to(torch.float64)
print("erfinv", bits(torch.erfinv(u)))
tail = 1 - torch.exp(-torch.rand(20) * 25).to(torch.float64)
print("erfinv tail", bits(torch.erfinv(tail)), bits(torch.erfinv(-tail)))
print("erfinv edges", bits(torch.erfinv(torch.tensor([0.0, -0.0, 1.0, -1.0, 1.5, 0.7, -0.7, 1e-300, float("nan")],
                                                     dtype=torch.float64))))
x = u[:10].clone().requires_grad_()
torch.erfinv(x).sum().backward()
print("erfinv grad", bits(x.grad))
