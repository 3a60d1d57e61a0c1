# The CUDA helpers tutorials call on the way, on a machine without a GPU: which are harmless, which raise.
import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
print(device)
torch.manual_seed(42)
torch.cuda.manual_seed(42)
torch.cuda.manual_seed_all(42)
torch.backends.cudnn.deterministic = True
torch.backends.cudnn.benchmark = False
print(torch.backends.cudnn.deterministic, torch.backends.cudnn.benchmark)
print(torch.backends.mps.is_available(), torch.backends.mps.is_built())
print(torch.cuda.device_count(), torch.cuda.is_initialized())
torch.cuda.empty_cache()
print(torch.cuda.memory_allocated(), torch.cuda.max_memory_allocated())
print(torch.version.cuda is None or isinstance(torch.version.cuda, str))
print(torch.rand(2))

checks = {
    "current_device": lambda: torch.cuda.current_device(),
    "get_device_name": lambda: torch.cuda.get_device_name(0),
    "synchronize": lambda: torch.cuda.synchronize(),
    "get_device_properties": lambda: torch.cuda.get_device_properties(0),
    "is_pinned": lambda: torch.ones(2).is_pinned(),
    "cuda tensor": lambda: torch.ones(2).to("cuda:0"),
    "module cuda": lambda: torch.nn.Linear(2, 2).cuda(),
}
for name, check in checks.items():
    try:
        print(name, "->", check())
    except Exception as e:
        print(name, "->", type(e).__name__ + ":", e)

x = torch.ones(2, 2, device=device)
print(x.get_device(), x.device.type == "cpu")
model = torch.nn.Linear(2, 1).to(device)
print(next(model.parameters()).get_device())
