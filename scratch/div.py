import torch
a = torch.tensor([7, -7, 5])
print(torch.div(a, 2, rounding_mode="floor"), a.div(2, rounding_mode="trunc"), torch.div(a.float(), 2, rounding_mode=None))
b = a.clone(); b.div_(2, rounding_mode="floor"); print(b)
c = torch.tensor([7., -7.5, 5.])
print(torch.div(c, -2, rounding_mode="trunc"), torch.div(c, -2, rounding_mode="floor"), c.divide(2))
print(torch.div(a, torch.tensor([2, 2, -3]), rounding_mode="trunc"))
try:
    torch.div(a, 2, rounding_mode="up")
except RuntimeError as e:
    print(e)
print(a / 2, a // 2)
