import torch


def show(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ":", e)


show(lambda: torch.ones(3, 2) + torch.ones(3, 4))
show(lambda: torch.ones(2, 3) * torch.ones(3))
show(lambda: torch.ones(5, 3) - torch.ones(5))
show(lambda: torch.ones(4, 1, 2) + torch.ones(3, 1))
show(lambda: torch.ones(2, 3, 4) / torch.ones(2, 4, 4))
show(lambda: torch.ones(3, 5) + torch.ones(5, 4))
show(lambda: torch.ones(3, 5) @ torch.ones(4, 4))
show(lambda: torch.ones(3) @ torch.ones(4))
show(lambda: torch.ones(2, 2, 3) @ torch.ones(2, 4, 4))
show(lambda: torch.ones(2, 3).view(4, 2))
show(lambda: torch.ones(2, 3).t().view(6))
show(lambda: torch.ones(2, 3).sum(2))
show(lambda: torch.ones(2, 3).unsqueeze(3))
show(lambda: torch.ones(2, 3).repeat(2))
show(lambda: torch.cat([torch.ones(2, 3), torch.ones(3, 3)], 1))
show(lambda: torch.cat([torch.ones(2, 3), torch.ones(3)], 0))
show(lambda: torch.stack([torch.ones(2), torch.ones(3)]))
show(lambda: torch.arange(6).mean())
show(lambda: bool(torch.ones(2) > 0))
show(lambda: torch.ones(3)[3])
show(lambda: torch.ones(2, 2)[0, 0, 0])
show(lambda: torch.tensor([[1, 2], [3]]))
show(lambda: torch.ones(2, 3).reshape(-1, 4))
show(lambda: torch.tensor([True]) - torch.tensor([False]))
show(lambda: -torch.tensor([True]))
