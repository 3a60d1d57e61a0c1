# numpy functions given a torch tensor hand it to the tensor's own method with numpy's keywords (fromnumeric's
# _wrapreduction and _wrapfunc): reductions fail in PyTorch's argument parser (out= is not a method keyword), and
# where the method refuses numpy's arguments, numpy runs on the tensor's values and wraps the result as a tensor
import numpy as np
import torch

t = torch.arange(6, dtype=torch.float32).reshape(2, 3)


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__, str(e).split(" - ")[0])


for name, f in [("sum", lambda: np.sum(t)), ("sum axis", lambda: np.sum(t, axis=0)),
                ("sum keepdims", lambda: np.sum(t, axis=0, keepdims=True)), ("mean", lambda: np.mean(t)),
                ("max", lambda: np.max(t, axis=0)), ("amin", lambda: np.amin(t, axis=1)), ("std", lambda: np.std(t)),
                ("var", lambda: np.var(t, axis=0)), ("prod", lambda: np.prod(t)), ("all", lambda: np.all(t)),
                ("any", lambda: np.any(t, axis=0)), ("int sum", lambda: np.sum(torch.arange(4))),
                ("grad sum", lambda: np.sum(torch.ones(2, requires_grad=True))),
                ("argmax", lambda: np.argmax(t)), ("argmax axis", lambda: np.argmax(t, axis=0)),
                ("argmin", lambda: np.argmin(t, axis=1)), ("cumsum", lambda: np.cumsum(t, axis=0)),
                ("cumprod", lambda: np.cumprod(t + 1, axis=1)), ("round", lambda: np.round(t / 4, 1)),
                ("around", lambda: np.around(t / 3)), ("clip", lambda: np.clip(t, 1, 3)),
                ("transpose", lambda: np.transpose(t)), ("reshape", lambda: np.reshape(t, (3, 2))),
                ("squeeze", lambda: np.squeeze(t[None])), ("swapaxes", lambda: np.swapaxes(t, 0, 1)),
                ("shape", lambda: np.shape(t)), ("ndim", lambda: np.ndim(t)), ("size axis", lambda: np.size(t, 1)),
                ("array sum", lambda: np.sum(t.numpy(), axis=0)), ("list mean", lambda: np.mean([1, 2, 4])),
                ("list argmax", lambda: np.argmax([3, 9, 2])), ("exp", lambda: np.exp(t)),
                ("matmul", lambda: np.matmul(t, np.ones((3, 2), dtype=np.float32))),
                ("dot", lambda: np.dot(t, np.ones(3, dtype=np.float32))), ("maximum", lambda: np.maximum(t, 2)),
                ("argsort", lambda: np.argsort(torch.tensor([3, 1, 2])))]:
    show(name, f)
