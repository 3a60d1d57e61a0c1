# Nested autocast regions, enabled=False islands and the decorator form.
import warnings

import torch

# torch.is_autocast_cpu_enabled() is the spelling both 1.13 and current PyTorch have (current deprecates it)
warnings.simplefilter("ignore", DeprecationWarning)

a = torch.ones(3, 3)
b = torch.full((3, 3), 0.5)

@torch.autocast("cpu")
def lowp(x, y):
    return x @ y

@torch.autocast("cpu", enabled=False)
def fullp(x, y):
    return x @ y

print(lowp(a, b).dtype, fullp(a, b).dtype)
print(lowp.__name__, fullp.__name__)
with torch.autocast("cpu"):
    print("outer", (a @ b).dtype, torch.is_autocast_cpu_enabled())
    print("fullp inside", fullp(a, b).dtype)
    with torch.autocast("cpu", enabled=False):
        print("off", (a @ b).dtype, torch.is_autocast_cpu_enabled())
        # tensors from the outer region keep their dtype; mixing them needs an explicit cast
        c = a @ b
        with torch.autocast("cpu"):
            print("back on", (c @ c).dtype)
        print("still off", (c @ c).dtype)
    print("outer again", (a @ b).dtype, torch.is_autocast_cpu_enabled())
print("outside", (a @ b).dtype, torch.is_autocast_cpu_enabled())

class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(3, 2)

    @torch.autocast(device_type="cpu")
    def forward(self, x):
        return self.fc(x)

net = Net()
out = net(a)
print(out.dtype, out.float().dtype)
# an exception leaves the region as it found it
try:
    with torch.autocast("cpu"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e, torch.is_autocast_cpu_enabled())
ac = torch.autocast("cpu")
with ac:
    with ac:
        print("reentered", torch.is_autocast_cpu_enabled())
    print("after inner", torch.is_autocast_cpu_enabled())
print("after outer", torch.is_autocast_cpu_enabled())
# entering one autocast object twice overwrote the state it saved: the region outlives both blocks
torch.set_autocast_cpu_enabled(False)
print("reset", torch.is_autocast_cpu_enabled(), (a @ b).dtype)
