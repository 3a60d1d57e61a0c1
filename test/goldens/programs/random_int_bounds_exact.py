# randint and random_ with bounds past 2^53 draw what PyTorch draws for the same seed: 64-bit draws once the range
# reaches 2^32, the sum with `from` in uint64 arithmetic, bounds kept exact; and PyTorch's errors for bad bounds.
import warnings

import torch

warnings.simplefilter("ignore")  # PyTorch warns of float bounds past 2^digits


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


torch.manual_seed(0)
show("full range", lambda: torch.randint(-2**63, 2**63 - 1, (5,)).tolist())
show("to 2^62", lambda: torch.randint(0, 2**62, (5,)).tolist())
show("near 2^60", lambda: torch.randint(2**60, 2**60 + 5, (5,)).tolist())
show("high only", lambda: torch.randint(2**53, (5,)).tolist())
show("2^40 wide", lambda: torch.randint(-2**40, 2**40, (4,)).tolist())
show("generator", lambda: torch.randint(-2**62, 2**62, (4,), generator=torch.Generator().manual_seed(3)).tolist())
show("randint_like", lambda: torch.randint_like(torch.zeros(3, dtype=torch.int64), -2**62, 2**62).tolist())
show("randint float64", lambda: torch.randint(-2**63, 2**63 - 1, (3,), dtype=torch.float64).tolist())
show("randint float32", lambda: torch.randint(0, 2**40, (3,), dtype=torch.float32).tolist())

for dt in [torch.float16, torch.bfloat16, torch.float32, torch.float64, torch.int8, torch.uint8, torch.int16,
           torch.int32, torch.int64, torch.bool]:
    print(dt)
    show("  random_()", lambda: torch.empty(4, dtype=dt).random_().tolist())
    show("  random_(-2^63)", lambda: torch.empty(4, dtype=dt).random_(-2**63).tolist())
    show("  random_(3)", lambda: torch.empty(4, dtype=dt).random_(3).tolist())
    show("  random_(-3, 2)", lambda: torch.empty(4, dtype=dt).random_(-3, 2).tolist())
    show("  random_(65500, 65504)", lambda: torch.empty(4, dtype=dt).random_(65500, 65504).tolist())
    show("  random_(2^24-2, 2^24+3)", lambda: torch.empty(4, dtype=dt).random_(2**24 - 2, 2**24 + 3).tolist())
    show("  random_(2^60, 2^60+2^40)", lambda: torch.empty(4, dtype=dt).random_(2**60, 2**60 + 2**40).tolist())
    show("  random_(-2^62, 2^62)", lambda: torch.empty(4, dtype=dt).random_(-2**62, 2**62).tolist())
    show("  random_(100, None)", lambda: torch.empty(4, dtype=dt).random_(100, None).tolist())
    show("  random_(2^53-1, None)", lambda: torch.empty(4, dtype=dt).random_(2**53 - 1, None).tolist())
    show("  empty random_(-2^63)", lambda: torch.empty(0, dtype=dt).random_(-2**63).tolist())
    show("  empty random_(-5, 2^40)", lambda: torch.empty(0, dtype=dt).random_(-5, 2**40).tolist())
    show("  randint(-2^31, 2^31)", lambda: torch.randint(-2**31, 2**31, (3,), dtype=dt).tolist())

show("int64 random_()", lambda: torch.empty(5, dtype=torch.int64).random_().tolist())
show("to=2^62", lambda: torch.empty(5, dtype=torch.int64).random_(to=2**62).tolist())
show("from/to keywords", lambda: torch.empty(3, dtype=torch.int64).random_(**{"from": -2**63, "to": 2**63 - 1}).tolist())
show("to 2^63-1", lambda: torch.empty(3, dtype=torch.int64).random_(2**63 - 1).tolist())
show("from 2^63-1", lambda: torch.empty(3, dtype=torch.int64).random_(2**63 - 1, None).tolist())
show("from -2^63+1", lambda: torch.empty(3, dtype=torch.int64).random_(-2**63 + 1, None).tolist())
show("transposed", lambda: torch.empty(2, 3, dtype=torch.int64).t().random_(-2**63, 2**63 - 1).tolist())
show("equal bounds", lambda: torch.randint(5, 5, (2,)))
show("reversed bounds", lambda: torch.randint(2**62, -2**62, (2,)))
show("to -2^63", lambda: torch.empty(5, dtype=torch.int64).random_(-2**63))
show("high 2^63", lambda: torch.randint(0, 2**63, (2,)))
show("low -2^64", lambda: torch.randint(-2**64, 3, (3,)))
show("random_ 2^64", lambda: torch.empty(3, dtype=torch.int64).random_(2**64))
show("int32 past range", lambda: torch.empty(2, dtype=torch.int32).random_(0, 2**40))
show("int8 from", lambda: torch.empty(2, dtype=torch.int8).random_(-200, 5))
show("uint8 from", lambda: torch.empty(2, dtype=torch.uint8).random_(-1, 5))
show("half to", lambda: torch.empty(2, dtype=torch.float16).random_(0, 70000))
show("half collapsed", lambda: torch.empty(2, dtype=torch.float16).random_(65504, 65505))
show("float collapsed", lambda: torch.empty(2, dtype=torch.float32).random_(2**60 + 1, 2**60 + 2))
show("float from past to_inc", lambda: torch.empty(2, dtype=torch.float32).random_(2**30, None))
