# Getting numbers out of tensors: float() and int() need one element, a tensor of several values has no truth value, and
# Python's int() and float() only take one element; with the fixes.
import numpy as np
import torch


def attempt(label, fn):
    try:
        out = fn()
    except (RuntimeError, ValueError, TypeError) as e:
        print(f"{label}: {type(e).__name__}: {e}")
    else:
        print(f"{label}: {out!r}")


losses = torch.tensor([0.25, 0.5, 0.125])
attempt("losses.mean().item()", lambda: losses.mean().item())
attempt("losses[1].item()", lambda: losses[1].item())
attempt("torch.ones(1, 1).item()", lambda: torch.ones(1, 1).item())
attempt("float(losses)", lambda: float(losses))
attempt("int(losses)", lambda: int(losses))
attempt("int(torch.tensor([2.7]))", lambda: int(torch.tensor([2.7])))
attempt("losses.tolist()", lambda: losses.tolist())

print("\nTruth values:")
pred = torch.tensor([1, 0, 1])
attempt("if pred", lambda: "yes" if pred else "no")
attempt("pred == 1 and True", lambda: (pred == 1) and True)
attempt("(pred == 1).all()", lambda: bool((pred == 1).all()))
attempt("(pred == 1).any()", lambda: bool((pred == 1).any()))
attempt("if empty", lambda: "yes" if torch.tensor([]) else "no")
attempt("if torch.tensor([0])", lambda: "yes" if torch.tensor([0]) else "no")
attempt("max(tensor, 0)", lambda: max(losses, 0))
attempt("torch.clamp(losses, min=0.3)", lambda: torch.clamp(losses, min=0.3))

print("\nnumpy round trips:")
attempt("np.array(losses)", lambda: np.array(losses))
attempt("losses.numpy().dtype", lambda: losses.numpy().dtype)
attempt("torch.from_numpy(list)", lambda: torch.from_numpy([1, 2]))
attempt("torch.tensor(ragged)", lambda: torch.tensor([[1, 2], [3]]))
attempt("torch.tensor(str)", lambda: torch.tensor("3.0"))
attempt("torch.tensor(list of str)", lambda: torch.tensor(["1", "2"]))
attempt("torch.tensor([1, 'a'])", lambda: torch.tensor([1, "a"]))
attempt("torch.tensor(None)", lambda: torch.tensor(None))
attempt("torch.tensor([1.0, None])", lambda: torch.tensor([1.0, None]))
attempt("torch.tensor(dict)", lambda: torch.tensor({"a": 1}))
attempt("torch.tensor([float(s) for s in strings])", lambda: torch.tensor([float(s) for s in ["1", "2"]]))
attempt("torch.stack of arrays", lambda: torch.stack([np.zeros(2), np.ones(2)]))
attempt("torch.stack(list of tensors)", lambda: torch.stack([torch.zeros(2), torch.ones(2)]).shape)

print("\nlen() and iteration:")
attempt("len(scalar)", lambda: len(torch.tensor(3.0)))
attempt("iter(scalar)", lambda: list(torch.tensor(3.0)))
attempt("len(matrix)", lambda: len(torch.zeros(4, 2)))
attempt("unpacking rows", lambda: [tuple(r.shape) for r in torch.zeros(2, 3)])
