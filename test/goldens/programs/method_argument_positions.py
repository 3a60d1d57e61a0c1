# A Tensor method's signature has no self: its argument errors count positions after self, and its counts of
# positional arguments leave self out, where the function form counts input.
import torch

x = torch.ones(2, 2)
calls = [
    ("x.add('a')", lambda: x.add('a')), ("torch.add(x, 'a')", lambda: torch.add(x, 'a')),
    ("x.add_('a')", lambda: x.add_('a')), ("x.matmul('a')", lambda: x.matmul('a')),
    ("x.unsqueeze('a')", lambda: x.unsqueeze('a')), ("torch.unsqueeze(x, 'a')", lambda: torch.unsqueeze(x, 'a')),
    ("x.flatten('a')", lambda: x.flatten('a')), ("x.permute('a')", lambda: x.permute('a')),
    ("x.add(1, 'a')", lambda: x.add(1, 'a')), ("torch.add(x, 1, 'a')", lambda: torch.add(x, 1, 'a')),
    ("x.clone(1)", lambda: x.clone(1)), ("torch.clone(x, 1)", lambda: torch.clone(x, 1)),
    ("torch.t(x, 1)", lambda: torch.t(x, 1)), ("torch.relu_(x, 1)", lambda: torch.relu_(x, 1)),
    ("x.dot('a')", lambda: x.dot('a')), ("x.maximum('a')", lambda: x.maximum('a')),
    ("x.add(other='a')", lambda: x.add(other='a')), ("x.flip(dims=1.5)", lambda: x.flip(dims=1.5)),
    ("x.mm(input=x)", lambda: x.mm(input=x)), ("x.mm(x, x)", lambda: x.mm(x, x)),
]
for text, call in calls:
    try:
        call()
        print(text, "ok")
    except TypeError as e:
        print(text, "->", e)
