# torch.compile on the cuda device: chains of float32 pointwise ops run as one kernel on the GPU and give the bits
# eager execution gives there, with broadcast and strided inputs, a CPU scalar tensor joining in, and a gradient
# (which runs the chain op by op so that autograd records it). A case prints the chains found and how many ran fused.
import torch
from torch._dynamo.eval_frame import _Captured

torch.manual_seed(0)


def chain(x, y):
    for _ in range(3):
        x = torch.sigmoid(x * 1.5 + y) - 0.125
    return (x.exp() / (y + 4)).tanh()


def captured_run(fn, *args):
    cap = _Captured(fn)
    first = cap(*args)
    again = cap(*args)
    (entry,) = cap.cache.values()
    return first, again, entry


x = torch.randn(7, 33, device="cuda")
cases = {
    "same shape": (x, torch.randn(7, 33, device="cuda")),
    "broadcast": (x, torch.randn(33, device="cuda")),
    "transposed": (torch.randn(33, 7, device="cuda").t(), torch.randn(7, 1, device="cuda")),
    "cpu scalar": (x, torch.tensor(0.5)),
}
for name, args in cases.items():
    first, again, entry = captured_run(chain, *args)
    expected = chain(*args)
    print(name, again.device, torch.equal(first, expected), torch.equal(again, expected), entry.fused_chains,
          entry.fused_runs)

w = torch.randn(33, device="cuda", requires_grad=True)
loss = torch.compile(lambda a: ((a * w).sigmoid() * 2).sum())
for _ in range(2):
    loss(x).backward()
expected = torch.autograd.grad(((x * w).sigmoid() * 2).sum(), w)[0] * 2
print("grad", w.grad.device, torch.equal(w.grad, expected))
