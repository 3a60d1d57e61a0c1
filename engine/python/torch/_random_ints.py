"""Integer draws with more than one overload: Tensor.random_ (no bounds, `to`, or `from` and `to`) and
torch.randint_like (high, or low and high), chosen as PyTorch's binding chooses them by the arguments given."""
from . import _engine


def random_(self, *bounds, generator=None, **named):
    """random_(), random_(to) or random_(from, to); `from` and `to` also by keyword."""
    if "from" in named:
        bounds = (named.pop("from"), *bounds)
    if "to" in named:
        bounds = (*bounds, named.pop("to")) if bounds else (0, named.pop("to"))
    if named or len(bounds) > 2:
        raise TypeError("random_() received an invalid combination of arguments")
    if not bounds:
        return _engine.call("random_", (self,), {"generator": generator})
    low, high = bounds if len(bounds) == 2 else (0, bounds[0])
    return _engine.call("random_from_to_", (self, low, high), {"generator": generator})


def randint_like(input, *bounds, low=None, high=None, dtype=None, layout=None, device=None, pin_memory=False,  # noqa: A002
                 requires_grad=False, memory_format=None):
    """randint_like(input, high) or randint_like(input, low, high): empty_like's tensor filled by random_(low, high),
    as ATen writes it."""
    import torch

    given = [*bounds, *(v for v in (low, high) if v is not None)]
    if len(given) not in (1, 2):
        raise TypeError("randint_like() received an invalid combination of arguments")
    low, high = given if len(given) == 2 else (0, given[0])
    like = {} if memory_format is None else {"memory_format": memory_format}
    result = torch.empty_like(input, dtype=dtype, device=device, **like)
    random_(result, low, high)
    return result.requires_grad_() if requires_grad else result


METHODS = {"random_": random_}
FUNCTIONS = {"randint_like": randint_like}
