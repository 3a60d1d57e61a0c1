# movedim, unflatten and narrow_copy: results and the checks that refuse bad dims and sizes
import torch
x = torch.arange(24).view(2, 3, 4)
for f in [lambda: x.movedim(0, -1).shape, lambda: x.movedim((0, 1), (1, 0)).shape, lambda: x.movedim((0, 0), (1, 2)), lambda: x.movedim((0, 1), (2, 2)),
          lambda: x.movedim((0, 1), (2,)), lambda: x.movedim(3, 0), lambda: torch.tensor(5).movedim(0, 0), lambda: torch.tensor(5).movedim(0, -1),
          lambda: x.unflatten(1, (3, 1)).shape, lambda: x.unflatten(-1, (2, -1)).shape, lambda: x.unflatten(2, (-1, -1)), lambda: x.unflatten(2, (3, 2)),
          lambda: x.unflatten(2, ()), lambda: x.unflatten(2, (-2, -2)), lambda: x.unflatten(5, (1, 4)), lambda: x.unflatten(0, (0, -1)),
          lambda: torch.zeros(0, 3).unflatten(0, (0, -1)), lambda: torch.narrow_copy(x, 2, 1, 2).stride(), lambda: x.narrow_copy(-1, -2, 2)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
for f in [lambda: torch.zeros(0, 3).reshape(0, -1), lambda: torch.zeros(0, 3).view(-1, 0), lambda: torch.zeros(0).reshape(-1, 3).shape, lambda: torch.zeros(6).view(-1, 0)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
