import torch
import torch.nn.functional as F
torch.manual_seed(0)
a = torch.randn(4, 3)
b = torch.randn(4, 3)
w = torch.randn(3, 3)
with torch.autocast("cpu"):
    h = a @ w
    print(h.dtype)
    print(F.l1_loss(h, b).dtype, F.mse_loss(h, b).dtype, F.smooth_l1_loss(h, b).dtype, F.huber_loss(h, b).dtype)
    print(F.cross_entropy(h, torch.tensor([0, 1, 2, 0])).dtype)
    print(F.binary_cross_entropy_with_logits(h, torch.rand(4, 3)).dtype)
    print(F.cosine_similarity(h, h).dtype)
    print(torch.cdist(h, h).dtype, torch.trace(h[:3]).dtype)
    print(torch.cat([h, a]).dtype, torch.stack([h, h]).dtype)
    print(torch.addcmul(h, a, a).dtype)
    print(F.softmax(h, -1).dtype, h.sum().dtype, h.exp().dtype)
    hb = h.detach().requires_grad_()
    loss = F.l1_loss(hb, b)
    loss.backward()
print(hb.grad.dtype, type(loss.grad_fn).__name__)
