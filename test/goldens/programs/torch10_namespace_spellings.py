# torch.* spellings real programs call: the function forms of Tensor methods (detach, get_device, is_inference,
# resize_as_, index_put_, addmv_), the older norms (frobenius_norm, nuclear_norm), max_pool1d_with_indices and the
# warn-always switch.
import torch

torch.manual_seed(0)
x = torch.randn(2, 3, requires_grad=True)
print(torch.detach(x).requires_grad, torch.get_device(x), torch.is_inference(x))
with torch.inference_mode():
    y = x * 2
print(torch.is_inference(y))
print(torch.resize_as_(torch.empty(1), x).shape)
print(torch.index_put_(x.detach().clone(), (torch.tensor([0]),), torch.tensor(5.0)))
print(torch.addmv_(torch.zeros(2), x.detach(), torch.ones(3)))
print(torch.frobenius_norm(x.detach(), (0, 1)), torch.frobenius_norm(x.detach(), 1),
      torch.frobenius_norm(x.detach(), [0], keepdim=True))
print(torch.nuclear_norm(torch.eye(3) * 2), torch.nuclear_norm(torch.ones(2, 3), keepdim=True),
      torch.nuclear_norm(torch.ones(2, 2, 2), dim=(1, 2)))
for bad in (lambda: torch.nuclear_norm(torch.ones(3)), lambda: torch.frobenius_norm(torch.ones(2, 2, 2), (0, 1, 2))):
    try:
        bad()
    except RuntimeError as e:
        print("RuntimeError", e)
print(torch.max_pool1d_with_indices(torch.arange(6.0).view(1, 1, 6), 2))
print(torch.is_warn_always_enabled())
torch.set_warn_always(True)
print(torch.is_warn_always_enabled())
torch.set_warn_always(False)
print(torch.is_warn_always_enabled())
