# The C library's double log where PyTorch's scalar CPU code calls std::log (xlogy, special_xlog1py's log): glibc's
# log, correctly rounded but for its rare misroundings.
import hashlib
import torch


def h(t):
    return " ".join(float(v).hex() for v in t.detach().reshape(-1).tolist())


torch.manual_seed(0)
x = torch.cat([torch.rand(100).to(torch.float64), (torch.rand(100) * 2 + 0.5).to(torch.float64),
               torch.exp(torch.rand(100).to(torch.float64) * 1400 - 700)])
y = torch.xlogy(torch.ones_like(x), x)
print("xlogy", hashlib.md5(h(y).encode()).hexdigest())
print(h(y[:20]))
print("scaled", h(torch.xlogy(x[:30] * 3, x[:30])))
