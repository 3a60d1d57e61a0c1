# torch.result_type, torch.promote_types and torch.can_cast, and their argument errors
import torch


def show(label, fn):
    try:
        print(label, fn())
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__, e)


show(1, lambda: torch.result_type(1, 2.0))
show(2, lambda: torch.result_type(True, 2))
show(3, lambda: torch.result_type(torch.tensor([1], dtype=torch.int8), 300))
show(4, lambda: torch.result_type(torch.tensor(1.0, dtype=torch.float64), torch.tensor([1], dtype=torch.int32)))
show(5, lambda: torch.result_type(2.5, torch.tensor([1], dtype=torch.uint8)))
show(6, lambda: torch.result_type(torch.tensor([1]), torch.tensor([1.], dtype=torch.float16)))
show(7, lambda: torch.result_type(1.0, 2.0))
show(8, lambda: torch.result_type(1, 2))
show(9, lambda: torch.result_type(tensor=torch.ones(1), other=1))
show(10, lambda: torch.result_type("a", 1))
show(11, lambda: torch.can_cast(torch.double, torch.float))
show(12, lambda: torch.can_cast(torch.float, torch.int))
show(13, lambda: torch.can_cast(torch.int, torch.bool))
show(14, lambda: torch.can_cast(torch.bool, torch.int))
show(15, lambda: torch.can_cast(torch.float, 1))
show(16, lambda: torch.promote_types(torch.uint8, torch.int8))
show(17, lambda: torch.promote_types(torch.float16, torch.bfloat16))
show(18, lambda: torch.promote_types(torch.int32, 1))
show(19, lambda: torch.promote_types(type1=torch.int32, type2=torch.float16))
show(21, lambda: torch.result_type(torch.tensor(1), 1.0))
show(22, lambda: torch.result_type(torch.tensor(True), 1))
show(23, lambda: torch.result_type(torch.tensor([True]), torch.tensor(5)))
show(24, lambda: torch.result_type(torch.tensor(1.5, dtype=torch.float64), 1))
show(25, lambda: torch.result_type(torch.ones(1)))
dtypes = [torch.bool, torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64, torch.float16, torch.bfloat16,
          torch.float32, torch.float64]
for a in dtypes:
    print(a, [str(torch.promote_types(a, b))[6:] for b in dtypes], [int(torch.can_cast(a, b)) for b in dtypes])
