import torch
x = torch.ones(2, 3, 4)
for f in [lambda: x[..., 5], lambda: x[0, 5], lambda: x[:, :, 7], lambda: x[None, 0, 5], lambda: x[..., 0, 9], lambda: x[3],
          lambda: x[True, 0, 4], lambda: x[torch.tensor([True, False]), 7], lambda: x[0][5], lambda: x[None, None, None, 3],
          lambda: x[:, None, 3], lambda: x[..., None, 4]]:
    try:
        print(f().shape)
    except IndexError as e:
        print(e)

t = torch.ones(2, 1)
for f in [lambda: torch.ones(2).expand(-1, 2), lambda: torch.ones(2, 3).expand(3, 4), lambda: torch.ones(2, 3).expand(-1, 4),
          lambda: t.expand(-1, 3), lambda: t.expand(4, -1, 5), lambda: t.expand(2, 2, -1), lambda: torch.ones(3).expand(2, -1, -1),
          lambda: torch.broadcast_to(torch.ones(2, 3), (3, 3)), lambda: torch.ones(2, 3) + torch.ones(3, 2), lambda: torch.ones(2, 3).expand_as(torch.ones(4, 5)),
          lambda: torch.ones(1, 3).expand(2, 3).stride(), lambda: torch.ones(2, 1).expand(3, -1, 4).stride()]:
    try:
        print(f())
    except RuntimeError as e:
        print(e)
y = torch.zeros(2, 3)
try:
    y[..., 4] = 1.0
except IndexError as e:
    print(e)
