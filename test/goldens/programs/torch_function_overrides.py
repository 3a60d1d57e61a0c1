# torch.overrides: Python-level dispatch with handle_torch_function and wrap_torch_function, and the introspection
# helpers (is_tensor_like, get_ignored_functions, get_overridable_functions, resolve_name).
import torch
import torch.nn.functional as F
from torch.overrides import (get_ignored_functions, get_overridable_functions, handle_torch_function,
                             has_torch_function, is_tensor_like, is_tensor_method_or_property, resolve_name,
                             wrap_torch_function)


def scale(a, factor=2.0):
    if has_torch_function((a,)):
        return handle_torch_function(scale, (a,), a, factor=factor)
    return a * factor


class Handles:
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        print("  Handles got", func.__name__, [type(a).__name__ for a in args], kwargs)
        return "handled"


class Declines:
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        return NotImplemented


print(scale(torch.ones(2)))
print(scale(Handles(), factor=3))
try:
    scale(Declines())
except TypeError as e:
    print("TypeError:", str(e).replace(__name__, "MAIN"))


@wrap_torch_function(lambda a, b=None: (a, b))
def combine(a, b=None):
    return a if b is None else a + b


print(combine(torch.ones(1), torch.ones(1)))
print(combine(torch.ones(1), Handles()))


class MyT(torch.Tensor):
    pass


m = torch.ones(1).as_subclass(MyT)
print(type(scale(m)).__name__, type(combine(m, m)).__name__)

for obj in (torch.ones(1), m, Handles(), 3, [torch.ones(1)], torch.nn.Parameter(torch.ones(1))):
    print(type(obj).__name__, is_tensor_like(obj), has_torch_function((obj,)))

ignored = get_ignored_functions()
print(torch.tensor in ignored, torch.zeros in ignored, torch.Tensor.as_subclass in ignored, torch.add in ignored,
      torch.mean in ignored, F.relu in ignored)
overridable = get_overridable_functions()
print(torch.add in overridable[torch], torch.mean in overridable[torch], F.relu in overridable[F],
      torch.Tensor.add in overridable[torch.Tensor], torch.zeros in overridable[torch])
for f in (torch.add, torch.Tensor.add, torch.Tensor.__add__, F.relu, F.conv2d, torch.linalg.svd, torch.fft.fft,
          torch.special.erf, torch.mean, torch.Tensor.sum, torch.Tensor.shape.__get__):
    print(resolve_name(f))
print(is_tensor_method_or_property(torch.Tensor.add), is_tensor_method_or_property(torch.add),
      is_tensor_method_or_property(torch.Tensor.shape.__get__))
print(torch.Tensor.__torch_function__.__self__ is torch.Tensor)
print(torch.Tensor.grad.__get__ in torch.overrides.get_default_nowrap_functions(),
      torch.Tensor.add in torch.overrides.get_default_nowrap_functions())
