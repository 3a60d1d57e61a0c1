# Under cuda autocast, an op that runs on the host (nll_loss reads its targets there) is cast first, as any autocast
# op: its float16 input becomes float32, the loss is float32, and the gradient flows back through the cast as float16.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(4, 5, device="cuda").half().requires_grad_()
t = torch.tensor([0, 2, 4, 1], device="cuda")
with torch.autocast("cuda"):
    first = F.nll_loss(x, t)
    again = F.nll_loss(x, t, reduction="sum")
print(first.dtype, first.device, first.grad_fn.name(), first.item())
print(again.dtype, again.item())
first.backward()
print(x.grad.dtype, x.grad)
