import torch

i = torch.tensor([1, 2, 3])
f = torch.tensor([1., 2., 3.])
d = torch.tensor([1., 2.], dtype=torch.float64)
h = torch.tensor([1., 2.], dtype=torch.float16)
bt = torch.tensor([True, False, True])
u8 = torch.tensor([1, 2], dtype=torch.uint8)
i8 = torch.tensor([1, 2], dtype=torch.int8)
for expr in ["i + 1", "i + 1.5", "i * 2.0", "i / 2", "i // 2", "i % 2", "f + 1", "f + i", "bt + 1", "bt + bt",
             "bt * 2.5", "u8 + i8", "u8 + 1", "u8 + 300", "h + 1.0", "h + torch.tensor(1.0)",
             "h + torch.tensor([1.0, 1.0])", "d + f[:2]", "i + torch.tensor(2.5)", "i8 + torch.tensor(1000)",
             "i ** 2", "f ** 2", "2 ** i", "2.0 ** i", "1 / i", "1 - f", "-i", "i > 1", "f == 2", "i + True"]:
    r = eval(expr)
    print(expr, "->", r.dtype, r)
