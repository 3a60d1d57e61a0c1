import collections
import warnings

import torch
from torch.testing import assert_close, make_tensor


def attempt(label, fn):
    try:
        fn()
        print(label, "ok")
    except Exception as error:
        print(label, type(error).__name__)
        print(str(error))
    print("---")


a = torch.tensor([1.0, 2.0, 3.0])
attempt("equal", lambda: assert_close(a, a.clone()))
attempt("within default tolerance", lambda: assert_close(a, a + 1e-6))
attempt("one mismatch", lambda: assert_close(torch.tensor([1.0, 2.5, 3.0]), a))
attempt("2d index", lambda: assert_close(torch.tensor([[1.0, 2.0], [3.0, 8.0]]), torch.tensor([[1.0, 2.0], [3.0, 4.0]])))
attempt("float64", lambda: assert_close(torch.tensor([1.0, 2.0], dtype=torch.float64),
                                        torch.tensor([1.0, 2.5], dtype=torch.float64)))
attempt("explicit tolerances", lambda: assert_close(torch.tensor([1.0, 2.5]), torch.tensor([1.0, 2.0]), rtol=0.5, atol=0.0))
attempt("zero tolerances", lambda: assert_close(torch.tensor([1.0, 2.5]), torch.tensor([1.0, 2.0]), rtol=0, atol=0))
attempt("only rtol", lambda: assert_close(a, a, rtol=1e-3))
attempt("only atol", lambda: assert_close(a, a, atol=1e-3))
attempt("int tensors", lambda: assert_close(torch.tensor([1, 2, 3]), torch.tensor([1, 2, 4])))
attempt("bool tensors", lambda: assert_close(torch.tensor([True, False]), torch.tensor([True, True])))
nan = torch.tensor([1.0, float("nan")])
attempt("nan", lambda: assert_close(nan, nan.clone()))
attempt("nan equal_nan", lambda: assert_close(nan, nan.clone(), equal_nan=True))
inf = torch.tensor([1.0, float("inf")])
attempt("inf", lambda: assert_close(inf, inf.clone()))
attempt("inf vs -inf", lambda: assert_close(inf, torch.tensor([1.0, float("-inf")])))
attempt("dtype", lambda: assert_close(a, a.double()))
attempt("dtype unchecked", lambda: assert_close(a, a.double(), check_dtype=False))
attempt("shape", lambda: assert_close(a, a.reshape(3, 1)))
attempt("stride", lambda: assert_close(torch.ones(2, 3).t(), torch.ones(3, 2), check_stride=True))
attempt("stride unchecked", lambda: assert_close(torch.ones(2, 3).t(), torch.ones(3, 2)))
attempt("device", lambda: assert_close(a, a, check_device=False))
attempt("msg", lambda: assert_close(torch.tensor([1.0, 4.0, 5.0]), a, msg="Argh, the tensors are not close!"))
attempt("msg on shape", lambda: assert_close(a, a[:2], msg="custom"))
attempt("python float close", lambda: assert_close(1.0, 1.0 + 1e-9))
attempt("int vs float", lambda: assert_close(1.0, 1))
attempt("int vs float unchecked", lambda: assert_close(1.0, 1, check_dtype=False))
attempt("bools", lambda: assert_close(True, False))
attempt("none", lambda: assert_close(None, None))
attempt("none mismatch", lambda: assert_close(None, 1.0))
attempt("lists", lambda: assert_close([a, 2.0], (a.clone(), 2.0)))
attempt("list item", lambda: assert_close([a, torch.tensor([1.0, 2.0])], [a, torch.tensor([1.0, 4.0])]))
attempt("list length", lambda: assert_close([1.0, 2.0], [1.0]))
attempt("dicts", lambda: assert_close(collections.OrderedDict([("b", 1.0), ("a", a)]), {"a": a, "b": 1.0}))
attempt("dict keys", lambda: assert_close({"a": 1.0, "b": 2.0}, {"a": 1.0, "c": 2.0}))
attempt("tensor vs list", lambda: assert_close(a, [1.0, 2.0, 3.0]))
attempt("unrelated types", lambda: assert_close("a", 1))
attempt("strings", lambda: assert_close("abc", "abc"))
attempt("parameter vs tensor", lambda: assert_close(torch.nn.Parameter(a.clone()), a))
attempt("parameter strict", lambda: assert_close(torch.nn.Parameter(a.clone()), a, allow_subclasses=False))
attempt("many mismatches", lambda: assert_close(torch.arange(12.0).reshape(3, 4), torch.zeros(3, 4)))
attempt("empty", lambda: assert_close(torch.empty(0), torch.empty(0)))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    attempt("assert_allclose", lambda: torch.testing.assert_allclose(a, a + 1e-5))
print([str(w.category.__name__) for w in caught])

torch.manual_seed(0)
t = make_tensor((2, 3), dtype=torch.float32, device="cpu", low=-1, high=1)
print(t.shape, t.dtype, t.device, bool(((t >= -1) & (t < 1)).all()), t.requires_grad, t.is_contiguous())
t = make_tensor(4, 5, dtype=torch.float64, device="cpu", requires_grad=True, noncontiguous=True)
print(t.shape, t.dtype, bool(((t >= -9) & (t < 9)).all()), t.requires_grad, t.is_contiguous(), t.stride())
t = make_tensor([3, 4], dtype=torch.int64, device="cpu", low=0, high=3, exclude_zero=True)
print(t.shape, t.dtype, bool(((t >= 1) & (t < 3)).all()))
t = make_tensor((100,), dtype=torch.uint8, device="cpu", low=-5)
print(t.dtype, bool(((t >= 0) & (t < 10)).all()))
t = make_tensor((100,), dtype=torch.float32, device="cpu", low=0, high=1e-30, exclude_zero=True)
print(bool((t != 0).all()))
t = make_tensor((100,), dtype=torch.bool, device="cpu")
print(t.dtype, t.shape)
t = make_tensor((), dtype=torch.int8, device="cpu", low=-200, high=200)
print(t.shape, t.dtype, -128 <= t.item() < 128)
