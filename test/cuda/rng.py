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

# Every kernel draws as PyTorch CUDA's and reserves what it reserves, so the draws after it agree too: the
# distribution kernels (doubles two a curand4 call, randint's wide range from two words), bernoulli of a tensor of
# probabilities (four elements a thread), dropout's fused kernel (its vectorised form), randperm (sorted random keys)
torch.manual_seed(0)
torch.rand(8, device="cuda"), torch.randn(6, device="cuda")
x = torch.rand(1000003, device="cuda")
print(x[:3], x[-3:])
torch.randn(3, 1000, device="cuda")
print(torch.randint(0, 100, (10,), device="cuda"))
torch.empty(5, device="cuda").normal_(2.0, 3.0)
print(torch.empty(6, device="cuda").uniform_(-1, 1))
print(torch.bernoulli(torch.full((12,), 0.5, device="cuda")))
print(torch.rand(4, 4, device="cuda", dtype=torch.float16))
print(torch.randn(5, device="cuda", dtype=torch.float64))
print(torch.rand(5, device="cuda", generator=torch.Generator(device="cuda").manual_seed(42)))
print(torch.nn.functional.dropout(torch.ones(10, device="cuda"), 0.5))
print(torch.randperm(8, device="cuda"))
torch.manual_seed(0)
print(torch.rand_like(torch.zeros(2, 3, device="cuda")))
