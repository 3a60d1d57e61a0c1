# Dtype mistakes, each with PyTorch's exception type and message (or its result where the op takes the dtype):
# integer and bool tensors into ops that need floats, `-` and subtraction on bools, in-place results that cannot be
# cast back (an int tensor += 0.5), bitwise ops on floats, requires_grad on integers, and kernels with no bool or
# integer version (median, topk, kthvalue, lerp, addcdiv's integer division). Where current PyTorch differs from 1.13,
# the expected output is current PyTorch's: norm of an integer tensor is linalg.vector_norm's refusal, the in-place
# cast error names dtypes as ScalarType does ("Long", but clamp's own check prints "long int"), requires_grad names
# complex dtypes too, and matmul/mm/addmm name both dtypes.
import torch


def show(label, fn):
    try:
        result = fn()
        text = str(result)
    except Exception as e:  # noqa: BLE001
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "->", text)


i = torch.tensor([1, 2, 3])
b = torch.tensor([True, False, True])
f = torch.tensor([1.5, 2.5])
show("mean of int", lambda: i.mean())
show("mean of int with dtype", lambda: i.mean(dtype=torch.float32))
show("softmax of int", lambda: i.softmax(0))
show("sqrt of int", lambda: i.sqrt())
show("std of int", lambda: i.std())
show("norm of int", lambda: i.norm())
show("neg of bool", lambda: -b)
show("bool minus bool", lambda: b - b)
show("one minus bool", lambda: 1 - b)
show("int += 0.5", lambda: i.clone().__iadd__(0.5))
show("int add_ float tensor", lambda: i.clone().mul_(f[:1]))
show("int div_", lambda: i.clone().div_(2))
show("int floor div_", lambda: i.clone().div_(2, rounding_mode="floor"))
show("int sqrt_", lambda: i.clone().sqrt_())
show("int clamp_ to floats", lambda: i.clone().clamp_(0.5, 1.5))
show("int clamp_ min float", lambda: i.clone().clamp_(min=0.5))
show("int clamp_min_ float", lambda: i.clone().clamp_min_(0.5))
show("int clamp_ to float tensors", lambda: i.clone().clamp_(torch.tensor([0.5]), torch.tensor([1.5])))
show("int clamp_ to ints", lambda: i.clone().clamp_(0, 2))
show("float and float", lambda: f & f)
show("not float", lambda: ~f)
show("float shift", lambda: f << 1)
show("int and float", lambda: i & 1.5)
show("requires_grad int", lambda: torch.tensor([1, 2], requires_grad=True))
show("requires_grad_ int", lambda: i.clone().requires_grad_())
show("int modulo zero", lambda: i % 0)
show("int pow negative", lambda: i ** -1)
show("matmul of bools", lambda: b @ b)
show("long mm float", lambda: torch.mm(torch.ones(2, 2, dtype=torch.long), torch.ones(2, 2)))
show("int addmm_ floats", lambda: torch.ones(2, 2, dtype=torch.long).addmm_(torch.ones(2, 2), torch.ones(2, 2)))
show("median of bool", lambda: b.median())
show("median of bool along a dim", lambda: b.median(0))
show("nanmedian of bool", lambda: b.nanmedian())
show("nanmedian of bool along a dim", lambda: b.nanmedian(0))
show("median of int", lambda: i.median())
show("topk of bool", lambda: b.topk(1))
show("kthvalue of bool", lambda: b.kthvalue(1))
show("sort of bool", lambda: b.sort())
show("lerp of ints, number weight", lambda: torch.lerp(torch.tensor([1, 2]), torch.tensor([3, 4]), 0.5))
show("lerp of ints, tensor weight", lambda: torch.lerp(torch.tensor([1, 2]), torch.tensor([3, 4]), torch.tensor([1, 1])))
show("lerp of floats, number weight", lambda: torch.lerp(torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0]), 0.5))
show("addcdiv of int tensors", lambda: torch.addcdiv(torch.ones(2), torch.tensor([1, 2]), torch.tensor([1, 2])))
show("addcdiv_ int by bool", lambda: torch.ones(2, dtype=torch.long).addcdiv_(torch.tensor([1, 2]),
                                                                              torch.tensor([True, True])))
show("addcdiv with one float tensor", lambda: torch.addcdiv(torch.tensor([1, 2]), torch.tensor([1.0, 2]),
                                                            torch.tensor([1, 2])))
