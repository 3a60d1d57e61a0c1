# The grad_fn a traced program's outputs record when it runs again: PyTorch's graph executor passes a number the
# trace recorded as the Scalar it was, so `x * 2` replays as mul.Scalar (MulBackward1, one edge) where eager Python
# records mul.Tensor with a wrapped number (MulBackward0, a None edge). Saved and loaded, the same.
import io
import warnings

import torch

# torch.tensor inside a trace warns that it becomes a constant (on stderr, which the output leaves out)
warnings.filterwarnings("ignore", category=torch.jit.TracerWarning)


def names(fn):
    return fn.name(), [None if f is None else f.name() for f, _ in fn.next_functions]


def scaled(x, y):
    return ((x * 2 + y) / 3 - 1).relu().sum(dim=0)


torch.manual_seed(0)
x = torch.randn(3, 4, requires_grad=True)
y = torch.randn(3, 4)
traced = torch.jit.trace(scaled, (x, y))
eager, replayed = scaled(x, y), traced(x, y)
print("eager   ", names(eager.grad_fn))
print("replayed", names(replayed.grad_fn))
fn = replayed.grad_fn
while fn.next_functions and fn.next_functions[0][0] is not None:
    print(" ", names(fn))
    fn = fn.next_functions[0][0]
print(torch.equal(eager, replayed))
eager.sum().backward()
first = x.grad.clone()
x.grad = None
replayed.sum().backward()
print(torch.equal(first, x.grad))

for op in [lambda t: t * 2, lambda t: 2 * t, lambda t: t + 1, lambda t: t - 1.5, lambda t: t / 4, lambda t: 1 - t,
           lambda t: t ** 2, lambda t: t.mul(3), lambda t: torch.add(t, 1, alpha=2), lambda t: t * torch.tensor(2.0),
           lambda t: t * t, lambda t: t.clamp(0, 1)]:
    print(names(op(x).grad_fn), names(torch.jit.trace(op, (x,))(x).grad_fn))

buffer = io.BytesIO()
torch.jit.save(traced, buffer)
buffer.seek(0)
loaded = torch.jit.load(buffer)
print("loaded  ", names(loaded(x, y).grad_fn), torch.equal(loaded(x, y), replayed))


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(4, 2)

    def forward(self, t):
        return torch.tanh(self.fc(t)) * 0.5


net = torch.jit.trace(Net(), (x,))
out = net(x)
print(names(out.grad_fn), names(out.grad_fn.next_functions[0][0]))
buffer = io.BytesIO()
torch.jit.save(net, buffer)
buffer.seek(0)
print(names(torch.jit.load(buffer)(x).grad_fn))
print(names(torch.jit.script(Net())(x).grad_fn))


# scripted code calls the Scalar overloads too: TorchScript's schema matching finds them for a number
@torch.jit.script
def shifted(t, k: int):
    return (t * k + 1.5) / 2 - k


out = shifted(x, 3).grad_fn
while out is not None and out.next_functions:
    print(" ", names(out))
    out = out.next_functions[0][0]
