import inspect
import warnings
import torch
import torch.nn as nn
import torch.nn.functional as F

relu, gelu, softmax, fft, inv, erf = F.relu, F.gelu, F.softmax, torch.fft.fft, torch.linalg.inv, torch.special.erf
l1 = F.l1_loss
print([p.name for p in inspect.signature(F.softmax).parameters.values()])

HANDLED_FUNCTIONS = {}


class ScalarTensor:
    def __init__(self, N, value):
        self._N, self._value = N, value

    def __repr__(self):
        return f"ScalarTensor(N={self._N}, value={self._value})"

    def tensor(self):
        return self._value * torch.eye(self._N)

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func not in HANDLED_FUNCTIONS or not all(issubclass(t, (torch.Tensor, ScalarTensor)) for t in types):
            return NotImplemented
        return HANDLED_FUNCTIONS[func](*args, **kwargs)


def implements(torch_function):
    def decorator(func):
        HANDLED_FUNCTIONS[torch_function] = func
        return func
    return decorator


@implements(F.relu)
def relu_st(input, inplace=False):
    return ScalarTensor(input._N, max(input._value, 0))


@implements(torch.fft.fft)
def fft_st(input, *args, **kwargs):
    return "fft of scalar tensor"


@implements(F.l1_loss)
def l1_st(input, target, *args, **kwargs):
    return "l1 of scalar tensors"


print(F.relu is relu, F.gelu is gelu, F.softmax is softmax, torch.fft.fft is fft, torch.linalg.inv is inv,
      torch.special.erf is erf, F.l1_loss is l1)
print([p.name for p in inspect.signature(F.softmax).parameters.values()])
print(F.relu(ScalarTensor(3, -2)), F.relu(ScalarTensor(2, 5)))
print(torch.fft.fft(ScalarTensor(2, 1)))
print(F.l1_loss(ScalarTensor(2, 1), ScalarTensor(2, 3)))
print(F.relu(torch.tensor([-1.0, 2.0])))
print(F.l1_loss(torch.tensor([1.0, 2.0]), torch.tensor([0.0, 0.0])))
try:
    F.hardtanh(ScalarTensor(2, 1))
except TypeError as e:
    print("TypeError:", e)
print(F.relu.__name__, F.relu.__qualname__, F.relu.__module__)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    layer = nn.TransformerEncoderLayer(8, 2, 16, batch_first=True)
    enc = nn.TransformerEncoder(layer, 2)
    print(layer.activation_relu_or_gelu, layer.activation is F.relu)
    print([str(x.message) for x in w])
layer2 = nn.TransformerEncoderLayer(8, 2, 16, activation=F.gelu)
print(layer2.activation_relu_or_gelu)
