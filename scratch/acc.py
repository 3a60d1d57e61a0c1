import torch
import torch.nn.functional as F
a = torch.randn(4, 3, device="cuda")
b = torch.randn(4, 3, device="cuda")
with torch.autocast("cuda"):
    h = a @ b.t()
    print(h.dtype, F.l1_loss(h, h).dtype, F.cross_entropy(h, torch.tensor([0, 1, 2, 0], device="cuda")).dtype)
    print(torch.dot(a[0], b[0]).dtype, torch.outer(a[0], b[0]).dtype, torch.cdist(h, h).dtype)
    print(torch.cat([h, a[:, :1].expand(4, 4)]).dtype, F.cosine_similarity(h, h).dtype)
    try:
        F.binary_cross_entropy(torch.sigmoid(h), torch.rand(4, 4, device="cuda"))
    except RuntimeError as e:
        print(str(e).splitlines()[0])
