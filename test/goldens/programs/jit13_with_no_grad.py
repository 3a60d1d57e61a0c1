# `with torch.no_grad():` in scripted functions: the graph makes the context object and brackets the body with
# prim::Enter and prim::Exit in the same block; `.code` prints the object made and its `with` block.
import torch


def show(f):
    # the source comments name this file; print them relative to it
    print(str(f.graph).replace(__file__, "<this file>"))
    print(f.code)


@torch.jit.script
def doubled(x: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        y = x * 2
    return y + 1


@torch.jit.script
def clipped_step(w: torch.Tensor, g: torch.Tensor, lr: float) -> torch.Tensor:
    step = g * lr
    with torch.no_grad():
        norm = step.norm()
        if bool(norm > 1.0):
            step = step / norm
        w = w - step
    return w


@torch.jit.script
def pair(x: torch.Tensor, detach: bool) -> torch.Tensor:
    if detach:
        with torch.no_grad():
            out = x.relu()
    else:
        out = x.sigmoid()
    return out


for f in (doubled, clipped_step, pair):
    show(f)

torch.manual_seed(0)
x = torch.randn(3, requires_grad=True)
y = doubled(x)
print(y.requires_grad, y)
w = clipped_step(torch.zeros(3), torch.randn(3) * 5, 0.5)
print(w)
print(pair(x, True).requires_grad, pair(x, False).requires_grad)


@torch.jit.script
def frozen_scale(x: torch.Tensor, s: float) -> torch.Tensor:
    with torch.no_grad():
        return x * s


@torch.jit.script
def maybe_frozen(x: torch.Tensor, freeze: bool) -> torch.Tensor:
    if freeze:
        with torch.no_grad():
            y = x.tanh()
            return y * 2
    return x.tanh()


# a return ending the body: the return comes after prim::Exit
show(frozen_scale)
print(maybe_frozen.code)
print(frozen_scale(x, 2.0).requires_grad, maybe_frozen(x, True).requires_grad, maybe_frozen(x, False).requires_grad)
