import time
import torch

torch.manual_seed(0)
batch, length, features = 256, 10, 8
inputs = torch.randn(batch, length, features)
index = torch.randint(0, length, (batch,))

def batch_gather_loop(tensor, indices):
    output = []
    for i in range(tensor.size(0)):
        output += [tensor[i][indices[i]]]
    return torch.stack(output)

looped = batch_gather_loop(inputs, index)
looped.shape  # => torch.Size([256, 8])
torch.equal(looped[3], inputs[3, index[3]])  # => True

batch_gather_jit = torch.jit.script(batch_gather_loop)
type(batch_gather_jit)  # => <class 'torch.jit.ScriptFunction'>
print(batch_gather_jit.code.splitlines()[0])
torch.equal(batch_gather_jit(inputs, index), looped)  # => True

def batch_gather_vec(tensor, indices):
    shape = list(tensor.shape)
    flat = torch.reshape(tensor, [shape[0] * shape[1]] + shape[2:])
    offset = torch.arange(shape[0], device=tensor.device) * shape[1]
    return flat[indices + offset]

torch.equal(batch_gather_vec(inputs, index), looped)  # => True

def seconds_per_call(fn, span=0.05, repeat=3):
    calls = 1
    while True:
        start = time.perf_counter()
        for _ in range(calls):
            fn(inputs, index)
        if time.perf_counter() - start >= span:
            break
        calls *= 2
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(calls):
            fn(inputs, index)
        best = min(best, (time.perf_counter() - start) / calls)
    return best

loop_s = seconds_per_call(batch_gather_loop)
jit_s = seconds_per_call(batch_gather_jit)
vec_s = seconds_per_call(batch_gather_vec)
print(f"loop {loop_s * 1e3:.2f} ms   scripted {jit_s * 1e3:.2f} ms   vectorized {vec_s * 1e3:.3f} ms")
print(f"vectorized is {loop_s / vec_s:.0f}x faster than the loop")
loop_s / vec_s > 10  # => True

def shrink(x):
    if x.sum() > 0:
        return x / 2
    return x * 2

traced = torch.jit.trace(shrink, torch.ones(3))
scripted = torch.jit.script(shrink)
negative = -torch.ones(3)
shrink(negative)  # => tensor([-2., -2., -2.])
scripted(negative)  # => tensor([-2., -2., -2.])
traced(negative)  # => tensor([-0.5000, -0.5000, -0.5000])
