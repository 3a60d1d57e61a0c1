import torch


def show(f):
    try:
        r = f()
        print(r, getattr(r, "dtype", ""))
    except Exception as e:
        print(type(e).__name__ + ":", e)


b = torch.tensor([True, False])
i = torch.tensor([2, -3, 4])
for expr in ["b // b", "b % b", "b ** b", "b * b", "b + b", "b / b", "b // 2", "b % 2", "b ** 2", "2 ** b",
             "b - 1", "1 - b", "i - b", "b - b", "-b", "abs(b)", "b.relu()", "b.sum()", "b.prod()", "b.exp()",
             "i ** -1", "i ** torch.tensor([-1, 2, -2])", "torch.tensor([1, -1]) ** -3", "i ** 2.5", "i // 0",
             "i % torch.tensor([1, 0, 1])", "torch.tensor([1., -2.]) // 0", "torch.tensor([-1., 2.]) % 0",
             "i.float().mean()", "i.mean()", "b.mean()", "torch.tensor(5)[0]", "torch.tensor(5)[-1]",
             "torch.tensor(5)[::2]", "torch.tensor(5)[None]", "torch.tensor(5)[...]", "i[5]", "i[1:2, 0]",
             "torch.tensor(5).T", "i.T", "len(torch.tensor(5))", "torch.tensor(2.5).item()", "float(i[:1])",
             "int(torch.tensor([7]))", "i.t()", "torch.ones(2, 3, 4).t()", "torch.zeros(2, -1)",
             "torch.arange(0, 5, -1)", "torch.arange(3, 0, -1)", "torch.arange(0, 1, 0.25)", "torch.arange(5.)"]:
    print(expr, end=" -> ")
    show(lambda: eval(expr))
