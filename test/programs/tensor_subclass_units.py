# Extending torch with a Tensor subclass that carries physical units through arithmetic: __torch_function__
# runs each op on plain tensors and works out the unit of its result.
import torch


class Quantity(torch.Tensor):
    @staticmethod
    def __new__(cls, data, unit):
        t = torch.Tensor._make_subclass(cls, torch.as_tensor(data, dtype=torch.float32))
        t.unit = unit
        return t

    def __init__(self, data, unit):
        pass

    def __repr__(self):
        with torch._C.DisableTorchFunction():
            values = [round(v, 4) for v in self.flatten().tolist()]
        return f"Quantity({values}, unit='{self.unit}')"

    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        units = [getattr(a, "unit", None) for a in args]
        name = func.__name__
        with torch._C.DisableTorchFunction():
            plain = [a.as_subclass(torch.Tensor) if isinstance(a, Quantity) else a for a in args]
            result = func(*plain, **kwargs)
        if name in ("add", "sub", "__rsub__"):
            known = {u for u in units if u is not None}
            if len(known) > 1:
                raise ValueError(f"cannot {name} quantities in {' and '.join(sorted(known))}")
            unit = known.pop() if known else None
        elif name in ("mul", "div"):
            a, b = (units + [None])[:2]
            if name == "mul":
                unit = "*".join(u for u in (a, b) if u) or None
            else:
                unit = f"{a or '1'}/{b}" if b else a
        elif name in ("sum", "mean", "neg", "abs", "__getitem__", "max", "min", "clone", "reshape", "flatten"):
            unit = units[0]
        else:
            return result
        if isinstance(result, torch.Tensor) and unit is not None:
            out = Quantity.__new__(Quantity, result, unit)
            return out
        return result


distance = Quantity([100.0, 250.0, 400.0], "m")
time = Quantity([9.8, 30.0, 50.0], "s")
speed = distance / time
print(speed)
print(speed.mean())
print(distance + Quantity([1.0, 2.0, 3.0], "m"))
print(distance * 2)
print(distance * distance)
print(distance.sum(), distance[1])
try:
    distance + time
except ValueError as e:
    print("ValueError:", e)
print((distance / time).max())
print(torch.sqrt(distance))
print(type(torch.sqrt(distance)).__name__)
print(isinstance(speed, torch.Tensor), speed.shape, speed.dtype)
