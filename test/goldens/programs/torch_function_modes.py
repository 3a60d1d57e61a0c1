# TorchFunctionMode: a mode sees every overridable call made inside it, plain tensors' included; modes nest.
import torch
import torch.nn.functional as F
from torch.overrides import TorchFunctionMode, resolve_name


class Logging(TorchFunctionMode):
    def __init__(self, tag):
        super().__init__()
        self.tag = tag

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        print(f"  [{self.tag}] {resolve_name(func)} types={[t.__name__ for t in types]}")
        return func(*args, **kwargs)


x = torch.tensor([1.0, -2.0, 3.0])
with Logging("outer"):
    y = torch.add(x, 1)
    z = x.mul(2)
    w = torch.relu(x)
    s = torch.stack([x, x])
print(y, z, w, s.shape)
print(type(y).__name__)

# nested modes: the inner one runs first, and its calls go to the outer one
with Logging("outer"):
    with Logging("inner"):
        torch.exp(x)

# a mode that changes results
class Doubler(TorchFunctionMode):
    def __torch_function__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        if func is torch.sum:
            return out * 2
        return out


with Doubler():
    print(torch.sum(x), x.sum())
print(torch.sum(x))


# a mode sees subclasses' types
class MyT(torch.Tensor):
    pass


m = torch.ones(2).as_subclass(MyT)
with Logging("mode"):
    r = torch.neg(m)
print(type(r).__name__, r)

# a mode declining
class Declines(TorchFunctionMode):
    def __torch_function__(self, func, types, args=(), kwargs=None):
        return NotImplemented


with Declines():
    try:
        torch.neg(x)
    except TypeError as e:
        print("TypeError", "torch.neg" in str(e))
print(torch.overrides._get_current_function_mode_stack())
