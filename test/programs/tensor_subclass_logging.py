# A logging Tensor subclass: __torch_function__ sees every torch function, Tensor method and operator called on it,
# records it, and lets Tensor's default __torch_function__ run it (which keeps results in the subclass).
import torch
import torch.nn as nn
import torch.nn.functional as F


class LoggingTensor(torch.Tensor):
    calls = []

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if kwargs is None:
            kwargs = {}
        cls.calls.append(func.__name__)
        return super().__torch_function__(func, types, args, kwargs)


def show(title):
    print(f"{title}: {', '.join(LoggingTensor.calls)}")
    LoggingTensor.calls.clear()


torch.manual_seed(0)
x = torch.randn(4, 3).as_subclass(LoggingTensor)
print(type(x).__name__)
show("as_subclass")

h = torch.matmul(x, x.t())
show("matmul and t")
y = (h - h.mean()) / h.std()
show("standardise")
print(type(y).__name__)
print(y)
show("print")

# an nn.Linear applied to the subclass: F.linear dispatches once with the module's parameters among its arguments
lin = nn.Linear(3, 2)
out = lin(x)
show("nn.Linear")
print(type(out).__name__, out.shape)

z = F.relu(out).sum(dim=1)
show("relu and sum")
print(z)
LoggingTensor.calls.clear()

# autograd still works through the subclass
w = torch.ones(3, requires_grad=True)
loss = (x * w).sum()
loss.backward()
show("backward")
print(type(loss).__name__, w.grad)

# functions that are not subclass-aware give back what they compute
idx = torch.argmax(x, dim=1)
show("argmax")
print(type(idx).__name__, idx)
print(x.shape, x.dtype, x.dim())
