# The cuda generator is PyTorch CUDA's Philox: these are the numbers PyTorch CUDA prints on an H100/H200 (rand's
# first values for seed 0 are the same on every GPU), and its (seed, offset) state.
import torch

torch.manual_seed(0)
print(torch.rand(8, device="cuda"))
print(torch.cuda.get_rng_state())
state = torch.cuda.get_rng_state()
print(torch.rand(3, 3, device="cuda"))
torch.cuda.set_rng_state(state)
print(torch.rand(2, device="cuda"))
g = torch.Generator(device="cuda")
print(g.initial_seed(), g.get_state().tolist())
print(torch.rand(2, device="cuda", generator=g.manual_seed(0)))
torch.cuda.manual_seed(0)
mask = torch.empty(1000, device="cuda").bernoulli_(0.25)
print(mask.unique().tolist(), torch.cuda.get_rng_state()[8].item())
x = torch.randn(2, 3, device="cuda", dtype=torch.float64)
print(x.dtype, x.device, torch.cuda.get_rng_state()[8].item())
try:
    torch.cuda.set_rng_state(torch.zeros(12, dtype=torch.uint8))
except RuntimeError as e:
    print(e)
