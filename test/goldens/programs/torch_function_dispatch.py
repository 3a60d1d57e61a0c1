# What __torch_function__ handlers receive: the public function called (torch.add, Tensor.add, Tensor.mul for
# operators, F.relu), the overloaded types, and the order handlers are tried in.
import torch
import torch.nn.functional as F


class LoggingTensor(torch.Tensor):
    log = []

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        if kwargs is None:
            kwargs = {}
        cls.log.append(func.__name__)
        return super().__torch_function__(func, types, args, kwargs)


t = torch.tensor([[1.0, 2.0], [3.0, 4.0]]).as_subclass(LoggingTensor)
u = (t @ t).relu().sum(dim=0)
print(LoggingTensor.log)
LoggingTensor.log.clear()
print(u)
print(LoggingTensor.log)
LoggingTensor.log.clear()
v = torch.mean(t) + torch.add(t, 1, alpha=2).max()
print(LoggingTensor.log)
LoggingTensor.log.clear()
w = F.relu(t) * 2
print(LoggingTensor.log)
LoggingTensor.log.clear()
z = t[0]
t[1] = 0.5
print(LoggingTensor.log)
LoggingTensor.log.clear()

# the func and types a handler sees
class Inspect(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        print("  func is torch.add:", func is torch.add, "| Tensor.add:", func is torch.Tensor.add,
              "| Tensor.mul:", func is torch.Tensor.mul, "| F.relu:", func is F.relu,
              "| types:", [t.__name__ for t in types])
        return super().__torch_function__(func, types, args, kwargs)


i = torch.ones(2).as_subclass(Inspect)
print("torch.add(i, i)")
torch.add(i, i)
print("i.add(1)")
i.add(1)
print("i * 3")
i * 3
print("3 * i")
3 * i
print("F.relu(i)")
F.relu(i)
print("torch.add(torch.ones(2), i, alpha=3)")
torch.add(torch.ones(2), i, alpha=3)


# handlers of two unrelated subclasses: left to right; NotImplemented passes to the next
class A(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        print("  A sees", sorted(t.__name__ for t in types))
        return NotImplemented


class B(torch.Tensor):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        print("  B sees", sorted(t.__name__ for t in types))
        return "B handled " + func.__name__


a = torch.ones(1).as_subclass(A)
b = torch.ones(1).as_subclass(B)
print(torch.add(a, b))
print(torch.add(b, a))
print(torch.cat([a, b]))


class C(B):
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        print("  C first")
        return NotImplemented


c = torch.ones(1).as_subclass(C)
print(torch.mul(b, c))

print(torch.overrides.has_torch_function((b,)), torch.overrides.has_torch_function((torch.ones(1),)))
print(torch.overrides.has_torch_function_unary(a), torch.overrides.has_torch_function_variadic(1, a))
print(torch.overrides.is_tensor_like(a), torch.overrides.is_tensor_like([a]))
print(torch._C._is_torch_function_enabled())
with torch._C.DisableTorchFunction():
    print(type(b * 2).__name__, torch._C._is_torch_function_enabled())
