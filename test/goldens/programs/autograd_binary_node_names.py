# Binary ops' nodes and gradients as PyTorch records them: remainder/fmod name their Tensor overloads
# RemainderBackward1/FmodBackward1 (a number other is the Scalar overload, ...Backward0); copysign gives its other
# a zero gradient; logaddexp2 and kron record their own nodes.
import torch

torch.manual_seed(0)
a = (torch.rand(3, 4, dtype=torch.float64) + 0.1).requires_grad_()
b = (torch.rand(3, 4, dtype=torch.float64) + 0.1).requires_grad_()
w = torch.arange(1.0, 13.0, dtype=torch.float64).reshape(3, 4)
for name, f in [("remainder", lambda: torch.remainder(a, b)), ("remainder scalar", lambda: a.remainder(0.3)),
                ("fmod", lambda: torch.fmod(a * 3, b)), ("fmod scalar", lambda: a.fmod(0.25)),
                ("copysign", lambda: torch.copysign(a, b - 0.5)), ("copysign scalar", lambda: a.copysign(-1.0)),
                ("logaddexp2", lambda: torch.logaddexp2(a, b)), ("kron", lambda: torch.kron(a[:2, :2], b[:2, :3]))]:
    a.grad = b.grad = None
    out = f()
    print(name, out.grad_fn.name())
    (out * torch.arange(1.0, 1 + out.numel(), dtype=out.dtype).reshape(out.shape)).sum().backward()
    print(a.grad, b.grad)
