# Code written for a GPU run on a CPU-only machine: what .cuda(), device="cuda" and map_location say, and the
# device-agnostic pattern that avoids them.
import io

import torch
import torch.nn as nn


def attempt(label, fn):
    try:
        out = fn()
    except (AssertionError, RuntimeError) as e:
        print(f"{label}: {type(e).__name__}: {e}")
    else:
        print(f"{label}: {out}")


print("torch.cuda.is_available():", torch.cuda.is_available())
print("torch.cuda.device_count():", torch.cuda.device_count())
attempt("tensor.cuda()", lambda: torch.ones(2).cuda())
attempt("tensor.to('cuda')", lambda: torch.ones(2).to("cuda"))
attempt("tensor.to('cuda:0')", lambda: torch.ones(2).to("cuda:0"))
attempt("torch.zeros(..., device='cuda')", lambda: torch.zeros(2, device="cuda"))
attempt("torch.tensor(..., device='cuda')", lambda: torch.tensor([1.0], device="cuda"))
attempt("torch.randn(..., device='cuda')", lambda: torch.randn(2, device=torch.device("cuda")))
attempt("model.cuda()", lambda: nn.Linear(2, 2).cuda())
attempt("model.to('cuda')", lambda: nn.Linear(2, 2).to("cuda"))
attempt("torch.cuda.current_device()", lambda: torch.cuda.current_device())
attempt("torch.cuda.get_device_name(0)", lambda: torch.cuda.get_device_name(0))
attempt("torch.cuda.manual_seed(0)", lambda: torch.cuda.manual_seed(0))
attempt("torch.cuda.empty_cache()", lambda: torch.cuda.empty_cache())
attempt("torch.device('cuda')", lambda: torch.device("cuda"))
attempt("torch.device('cuda:x')", lambda: torch.device("cuda:x"))

print("\nThe device-agnostic pattern:")
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = nn.Linear(3, 1).to(device)
x = torch.ones(4, 3, device=device)
print(device, model(x).device, next(model.parameters()).device)

print("\nCheckpoints load onto the CPU with map_location:")
buffer = io.BytesIO()
torch.save(nn.Linear(2, 1).state_dict(), buffer)
buffer.seek(0)
state = torch.load(buffer, map_location="cpu")
print(sorted(state), state["weight"].device)
buffer.seek(0)
state = torch.load(buffer, map_location=torch.device("cpu"))
print(state["bias"].device)
