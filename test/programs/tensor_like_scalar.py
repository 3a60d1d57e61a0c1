# Extending torch with a Tensor-like type (the PyTorch docs' ScalarTensor): a class that is no Tensor but defines
# __torch_function__, with a HANDLED_FUNCTIONS table of the torch functions it implements.
import functools

import torch

HANDLED_FUNCTIONS = {}


class ScalarTensor(object):
    """A diagonal N x N matrix with every diagonal entry `value`, stored as just N and value."""

    def __init__(self, N, value):
        self._N = N
        self._value = value

    def __repr__(self):
        return "ScalarTensor(N={}, value={})".format(self._N, self._value)

    def tensor(self):
        return self._value * torch.eye(self._N)

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if kwargs is None:
            kwargs = {}
        if func not in HANDLED_FUNCTIONS or not all(issubclass(t, (torch.Tensor, ScalarTensor)) for t in types):
            return NotImplemented
        return HANDLED_FUNCTIONS[func](*args, **kwargs)


def implements(torch_function):
    """Register a torch function override for ScalarTensor"""
    def decorator(func):
        functools.update_wrapper(func, torch_function)
        HANDLED_FUNCTIONS[torch_function] = func
        return func
    return decorator


@implements(torch.mean)
def mean(input):
    return float(input._value) / input._N


def ensure_tensor(data):
    if isinstance(data, ScalarTensor):
        return data.tensor()
    return torch.as_tensor(data)


@implements(torch.add)
def add(input, other):
    try:
        if input._N == other._N:
            return ScalarTensor(input._N, input._value + other._value)
        else:
            raise ValueError("Shape mismatch!")
    except AttributeError:
        return torch.add(ensure_tensor(input), ensure_tensor(other))


@implements(torch.nn.functional.relu)
def relu(input, inplace=False):
    return ScalarTensor(input._N, max(input._value, 0))


d = ScalarTensor(5, 2)
print(d)
print(d.tensor())
print(torch.mean(d))
s = ScalarTensor(2, 2)
print(torch.add(s, s))
t = torch.tensor([[1, 1], [1, 1]])
print(torch.add(s, t))
print(torch.add(t, s))
print(torch.nn.functional.relu(ScalarTensor(3, -4)))
print(torch.mean.__name__, mean.__name__, mean.__doc__ == torch.mean.__doc__)
try:
    torch.add(s, ScalarTensor(3, 1))
except ValueError as e:
    print("ValueError:", e)
try:
    torch.max(d)
except TypeError as e:
    print("TypeError raised for an unhandled function:", "torch.max" in str(e))
print(torch.overrides.is_tensor_like(d), torch.overrides.has_torch_function((t, d)))


# a Tensor-like that only logs what it receives
class Recorder:
    calls = []

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        cls.calls.append((torch.overrides.resolve_name(func), [t.__name__ for t in types]))
        return cls()


r = Recorder()
torch.add(torch.ones(2), r)
torch.cat([torch.ones(2), r])
torch.sum(r, dim=0)
torch.nn.functional.gelu(r)
torch.nn.functional.linear(torch.ones(2, 2), r)
torch.stack((r, r))
for call in Recorder.calls:
    print(call)
