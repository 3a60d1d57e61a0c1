# Factories and conversions given bad input, each with PyTorch's exception type and message: ragged and mixed nested
# data (a list where the sizes read along the first elements put a number), strings and None, negative, float or
# string sizes, arange's bad steps and infinite bounds, Python number types as dtypes, .item() and int()/float()/
# bool() of many elements, .numpy() of a tensor that requires grad, numpy dtypes torch has no match for and bad
# device strings. Where current PyTorch differs from 1.13, the expected output is current PyTorch's: size arguments
# are "tuple of ints" (1.13: "tuple of SymInts"), .item() of many elements is c10's "a Tensor with N elements cannot
# be converted to Scalar" (_local_scalar_dense), and a bad device string lists current PyTorch's device types.
import numpy as np
import torch


def show(label, fn):
    try:
        result = fn()
        text = str(result)
    except Exception as e:  # noqa: BLE001
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "->", text)


show("tensor ragged", lambda: torch.tensor([[1, 2], [3]]))
show("tensor ragged deeper", lambda: torch.tensor([[[1, 2]], [[3]]]))
show("tensor list then number", lambda: torch.tensor([[1, 2], 3]))
show("tensor number then list", lambda: torch.tensor([1, [2, 3]]))
show("tensor float then list", lambda: torch.tensor([1.0, [2, 3]]))
show("tensor number then list, float dtype", lambda: torch.tensor([1, [2, 3]], dtype=torch.float32))
show("tensor bool then list", lambda: torch.tensor([True, [1]]))
show("tensor number then tuple", lambda: torch.tensor([1, (2,)]))
show("tensor number then list of floats", lambda: torch.tensor([1, [2.5], 3]))
show("tensor of string", lambda: torch.tensor("abc"))
show("tensor of strings", lambda: torch.tensor(["a", "b"]))
show("tensor number and string", lambda: torch.tensor([1, "a"]))
show("tensor of None", lambda: torch.tensor(None))
show("tensor list holding None", lambda: torch.tensor([1, None]))
show("tensor of dict", lambda: torch.tensor({"a": 1}))
show("tensor overflowing int8", lambda: torch.tensor(300, dtype=torch.int8))
show("tensor of 2**64", lambda: torch.tensor(2 ** 64))
show("tensor with dtype int", lambda: torch.tensor([1.5, 2.5], dtype=int))
show("zeros negative", lambda: torch.zeros(2, -3))
show("zeros float size", lambda: torch.zeros(2.5))
show("ones string size", lambda: torch.ones("3"))
show("zeros dtype int", lambda: torch.zeros(2, dtype=int))
show("ones dtype float", lambda: torch.ones(2, dtype=float))
show("full dtype bool", lambda: torch.full((2,), 1, dtype=bool))
show("to(int)", lambda: torch.ones(2).to(int))
show("to(dtype=bool)", lambda: torch.tensor([0.0, 2.0]).to(dtype=bool))
show("full float into long", lambda: torch.full((2,), 1.5, dtype=torch.long))
show("arange step zero", lambda: torch.arange(0, 10, 0))
show("arange wrong sign", lambda: torch.arange(10, 0, 1))
show("arange to inf", lambda: torch.arange(0, float("inf")))
show("arange to nan", lambda: torch.arange(0, float("nan")))
show("arange from -inf", lambda: torch.arange(float("-inf"), 1.5))
show("arange 1e20 to inf", lambda: torch.arange(1e20, float("inf")))
show("linspace negative steps", lambda: torch.linspace(0, 1, -1))
show("eye negative", lambda: torch.eye(-1))
show("randint low >= high", lambda: torch.randint(5, 5, (2,)))
show("normal negative std", lambda: torch.normal(0.0, -1.0, (2,)))
show("item of many", lambda: torch.ones(3).item())
show("int of many", lambda: int(torch.ones(2)))
show("bool of many", lambda: bool(torch.ones(2)))
show("bool of empty", lambda: bool(torch.ones(0)))
show("list index by float tensor", lambda: [1, 2, 3][torch.tensor(1.0)])
show("numpy of requires_grad", lambda: torch.ones(2, requires_grad=True).numpy())
show("from_numpy uint16", lambda: torch.from_numpy(np.ones(2, dtype=np.uint16)))
show("from_numpy list", lambda: torch.from_numpy([1, 2]))
show("empty_strided mismatched", lambda: torch.empty_strided((2, 3), (1,)))
show("device gpu", lambda: torch.device("gpu"))
show("device cpu:x", lambda: torch.device("cpu:x"))
show("len of 0-d", lambda: len(torch.tensor(1.0)))
show("iter of 0-d", lambda: iter(torch.tensor(1.0)))
