# torch.accelerator, current PyTorch's device-neutral queries, and pinned memory where a device is present
import torch

device = torch.accelerator.current_accelerator().type if torch.accelerator.is_available() else "cpu"
print(f"Using {device} device")
print(torch.accelerator.current_accelerator(), torch.accelerator.current_accelerator(check_available=True))
print(torch.accelerator.device_count(), torch.accelerator.current_device_index())
torch.accelerator.set_device_index(0)
with torch.accelerator.device_index(0):
    x = torch.ones(3, device=device) * 2
torch.accelerator.synchronize()
print(x)
host = torch.arange(4.0)
pinned = host.pin_memory()
print(host.is_pinned(), pinned.is_pinned(), pinned.pin_memory() is pinned, pinned)
print(pinned.to(device, non_blocking=True))
try:
    x.pin_memory()
except RuntimeError as e:
    print("RuntimeError", e)
print(torch.cuda.is_bf16_supported())
