# torch.isin: tensors or numbers on either side, promotion before comparing, invert, out=, and its errors. The argument
# refusals are current PyTorch's, whose signatures list their defaults (`bool invert = False`); 1.13's omitted them.
import torch


def show(label, fn):
    try:
        print(label, fn())
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__, e)


a = torch.tensor([[1, 2], [3, 4]])
show(1, lambda: torch.isin(a, torch.tensor([2, 3])))
show(2, lambda: torch.isin(a, torch.tensor([2., 3.5])))
show(3, lambda: torch.isin(a, 2))
show(4, lambda: torch.isin(3, a))
show(5, lambda: torch.isin(a, torch.tensor([2, 3]), invert=True))
show(6, lambda: torch.isin(torch.tensor([1., float('nan')]), torch.tensor([float('nan'), 1.])))
show(7, lambda: torch.isin(a, torch.tensor([[4], [1]]), assume_unique=True))
show(8, lambda: torch.isin(a, 2.0))
show(9, lambda: torch.isin(2, 3))
show(10, lambda: torch.isin(torch.tensor([True, False]), torch.tensor([True])))
show(11, lambda: torch.isin(torch.arange(30), torch.arange(0, 60, 7)))
show(12, lambda: torch.isin(torch.arange(200) % 17, torch.arange(5, 40, 3), invert=True).sum())
show(13, lambda: torch.isin(elements=a, test_elements=torch.tensor([1])))
show(14, lambda: torch.isin(a, torch.tensor([1]), out=torch.empty(2, 2, dtype=torch.bool)))
show(15, lambda: a.isin(torch.tensor([1])))
show(16, lambda: torch.isin(torch.tensor([1, 2], dtype=torch.uint8), torch.tensor([2], dtype=torch.int8)))
show(17, lambda: torch.isin(torch.tensor([]), torch.tensor([1.])))
show(18, lambda: torch.isin(a, torch.tensor([], dtype=torch.long)))
show(19, lambda: torch.isin(torch.tensor([0.1, 0.2]), torch.tensor([0.1], dtype=torch.float64)))
show(20, lambda: torch.isin(torch.tensor([1, 2]), "a"))
