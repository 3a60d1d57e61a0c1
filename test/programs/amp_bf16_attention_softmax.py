# Attention scores and classifier heads kept in bfloat16: softmax and log_softmax along different dims, and their
# gradients, as a model converted with .bfloat16() computes them.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
q = torch.randn(2, 6, 8).bfloat16()
k = torch.randn(2, 6, 8).bfloat16()
scores = (q.float() @ k.float().transpose(1, 2) / 8 ** 0.5).bfloat16().requires_grad_()
attn = scores.softmax(dim=-1)
print(attn[0, :2])
print(attn.sum(-1)[0])
attn.backward(torch.ones_like(attn) * torch.arange(6).bfloat16())
print(scores.grad[0, :2])
scores.grad = None
col = scores.softmax(dim=1)
print(col[0, :, :3])
col.sum().backward()
print(scores.grad.abs().max())
scores.grad = None
logits = (torch.randn(10, 7) * 2).bfloat16().requires_grad_()
logp = F.log_softmax(logits, dim=1)
print(logp[:2])
loss = F.nll_loss(logp, torch.arange(10) % 7)
loss.backward()
print(loss, logits.grad[:2])
wide = (torch.randn(3, 20) * 4).bfloat16()
print(wide.softmax(0)[:, ::4], wide.log_softmax(0)[:, ::5])
print(F.softmax(wide, dim=1, dtype=torch.float32)[0, :4], F.softmin(wide, dim=1)[0, :4])
