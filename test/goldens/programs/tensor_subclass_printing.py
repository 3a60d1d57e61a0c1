# Instances of Tensor subclasses print under their class's name (suffixes and continuation lines aligned to it);
# Tensor and Parameter print as "tensor(", a Parameter subclass inside "Parameter(...)"
import torch


class MyT(torch.Tensor):
    pass


class AVeryLongSubclassNameForTensors(torch.Tensor):
    pass


class Tagged(torch.Tensor):
    def __repr__(self):
        return "Tagged:" + super().__repr__()


class MyParam(torch.nn.Parameter):
    pass


print(MyT([1.0, 2.0]), type(MyT([1.0])).__name__)
print(torch.tensor([1.0, 2.0]).as_subclass(MyT))
b = torch.tensor([1.0, 2.0], requires_grad=True).as_subclass(MyT)
print(b, b.requires_grad, b.is_leaf)
print(torch.tensor([1, 2], dtype=torch.float64).as_subclass(MyT))
print(torch.tensor([1, 2]).as_subclass(MyT), torch.tensor(3.0).as_subclass(MyT))
print(torch.zeros(0).as_subclass(MyT), torch.zeros(2, 0).as_subclass(MyT))
print(torch.arange(12.0).reshape(3, 4).as_subclass(MyT))
print(torch.arange(40.0).reshape(2, 20).as_subclass(AVeryLongSubclassNameForTensors))
print(torch.ones(2, 2, dtype=torch.float16).as_subclass(AVeryLongSubclassNameForTensors))
c = torch.Tensor._make_subclass(MyT, torch.zeros(2, 2), True)
print(c, type(c).__name__, c.is_leaf)
print(str(torch.ones(3).as_subclass(Tagged)), repr(torch.ones(2).as_subclass(Tagged)))
print(torch.nn.Parameter(torch.ones(2)))
print(MyParam(torch.ones(2)))
print(MyParam(torch.ones(2, 2), requires_grad=False))
print(torch.tensor([1 + 2j]), torch.quantize_per_tensor(torch.ones(2), 0.1, 0, torch.quint8))
print(torch.tensor([[0.0, 1.0]]).to_sparse())
print([torch.ones(1).as_subclass(MyT)], (torch.ones(1).as_subclass(MyT),))
