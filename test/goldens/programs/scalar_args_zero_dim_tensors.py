# Where a signature takes a Number, a float or an int, PyTorch's parser also takes a 0-d tensor that needs no grad
# (python_arg_parser.cpp's FunctionParameter::check); a tensor of more dimensions, or one needing grad, is refused.
import torch
import torch.nn.functional as F

x = torch.tensor([-2.0, -0.5, 0.5, 2.0])
cases = {
    "add alpha": lambda: torch.add(x, 1, alpha=torch.tensor(2)),
    "arange end": lambda: torch.arange(torch.tensor(5)),
    "arange start": lambda: torch.arange(torch.tensor(1.5), 4),
    "full": lambda: torch.full((2,), torch.tensor(3.)),
    "leaky_relu": lambda: F.leaky_relu(x, torch.tensor(0.1)),
    "threshold": lambda: torch.threshold(x, torch.tensor(0.1), 2),
    "hardtanh": lambda: F.hardtanh(x, torch.tensor(-1.), 1.),
    "rsub": lambda: torch.rsub(x, torch.tensor(1.)),
    "div floor": lambda: x.div(torch.tensor(2.), rounding_mode="floor"),
    "masked_fill": lambda: x.masked_fill(x > 0, torch.tensor(9.)),
    "index_fill": lambda: x.index_fill(0, torch.tensor([0]), torch.tensor(7.)),
    "fill_": lambda: x.clone().fill_(torch.tensor(4)),
    "addcmul value": lambda: torch.addcmul(x, x, x, value=torch.tensor(0.5)),
    "new_full": lambda: x.new_full((2,), torch.tensor(5)),
    "topk k": lambda: x.topk(torch.tensor(2)),
    "narrow": lambda: x.narrow(0, torch.tensor(1), 2),
    "view": lambda: x.view(torch.tensor(2), 2),
    "zeros": lambda: torch.zeros(torch.tensor(3)),
    "softmax dim": lambda: x.softmax(torch.tensor(0)),
    "linspace": lambda: torch.linspace(torch.tensor(0.), 1, 3),
    "normal sized": lambda: torch.normal(torch.tensor(0.), torch.tensor(1.), size=(2,)).shape,
    "alpha needing grad": lambda: torch.add(x, 1, alpha=torch.tensor(2., requires_grad=True)),
    "alpha of one dimension": lambda: torch.add(x, 1, alpha=torch.tensor([2.])),
    "threshold of one dimension": lambda: torch.threshold(x, torch.tensor([0.1]), 2),
    "normal std needing grad": lambda: torch.normal(0., torch.tensor(1., requires_grad=True), size=(2,)),
}
for name, f in cases.items():
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__, str(e).splitlines()[0])
