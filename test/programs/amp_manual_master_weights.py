# Mixed precision by hand: float32 master weights, bfloat16 compute copies, and loss scaling done manually.
import torch

torch.manual_seed(0)
master = torch.randn(32, 16, requires_grad=True)
x = torch.randn(64, 32)
target = torch.randn(64, 16)
scale = 128.0
for step in range(3):
    w16 = master.detach().bfloat16().requires_grad_()
    out = x.bfloat16() @ w16
    loss = torch.nn.functional.mse_loss(out.float(), target)
    (loss * scale).backward()
    grad = w16.grad.float() / scale
    print(step, round(loss.item(), 4), w16.grad.dtype, grad.norm().item() > 0)
    with torch.no_grad():
        master -= 0.1 * grad
print(master.dtype, master.requires_grad, master.grad, master[0, :4])
h = torch.tensor([1.0, 1e-4, 1e-8, 3e4], dtype=torch.float16)
print(h * 1024, (h * 1024).isinf().any().item())
print(h * 4, (h * 4).isinf().tolist())
b = torch.tensor([1.0, 1e-4, 1e-30, 3e38], dtype=torch.bfloat16)
print(b, b * 4, b / 3)
print(torch.tensor(0.1, dtype=torch.bfloat16) * 3 == 0.3, torch.tensor(0.1, dtype=torch.float16).item())
print(torch.tensor([0.1], dtype=torch.bfloat16).tolist(), float(torch.tensor(2.7183, dtype=torch.bfloat16)))
print(torch.tensor([1.5, 2.5, -0.5], dtype=torch.bfloat16).round(), torch.tensor([1.26, 2.71], dtype=torch.bfloat16).round(decimals=1))
print(torch.tensor([1 / 3], dtype=torch.float64).to(torch.bfloat16).to(torch.float64).item())
print(torch.tensor([65504.0]).half().float().item(), torch.tensor([65519.0]).half(), torch.tensor([65520.0]).half())
print(torch.tensor([3.0e38, 3.4e38]).bfloat16(), torch.tensor([3.4e38]).bfloat16().float().isinf())
print(torch.zeros(2, dtype=torch.float16).element_size(), torch.zeros(2, dtype=torch.bfloat16).element_size() * 2)
print(torch.float16.is_floating_point, torch.bfloat16.is_signed, torch.half == torch.float16)
print(torch.tensor([2.0], dtype=torch.float16).float().sqrt().half(), torch.tensor([2.0], dtype=torch.bfloat16).sqrt())
print(torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.bfloat16).mean(dim=0), torch.tensor([1e4, 1e4], dtype=torch.float16).var())
