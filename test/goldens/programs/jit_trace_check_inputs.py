# torch.jit.trace checks its trace: traced again on each of check_inputs (else on the example inputs), the trace and
# the function are run and compared (TracerWarning per differing output), and the two traces' graphs compared
# (TracingCheckError with their diff). PyTorch's message goes on with the Python stacks of the diverging nodes,
# which name its own files: printed up to there, without difflib's `?` guide lines (their marks sit at columns that
# depend on how long this file's path is).
import warnings

import torch

torch.manual_seed(0)


def report(fn, example, **kwargs):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            traced = torch.jit.trace(fn, example, **kwargs)
            print("traced:", traced(-torch.ones(3)))
        except torch.jit.TracingCheckError as e:
            text = str(e).split("\tTrace source location:")[0]
            text = "\n".join(line for line in text.split("\n") if not line.lstrip("\t").startswith("?"))
            print(type(e).__name__, "|", text.replace(__file__, "<this file>"))
    for w in caught:
        print(w.category.__name__, "|", str(w.message).replace(__file__, "<this file>"))


def branchy(x):
    if x.sum() > 0:
        return x * 2
    return x - x.mean()


report(branchy, torch.ones(3), check_inputs=[(torch.ones(3),)])
report(branchy, torch.ones(3), check_inputs=[(torch.ones(3),), (-torch.ones(3),)])


def noisy(x):
    return x + torch.rand(3)


report(noisy, torch.ones(3))
report(noisy, torch.ones(3), check_trace=False)


def prefix(x):
    return x[: int(x.sum())]


report(prefix, torch.ones(3), check_inputs=[(torch.ones(5),)])


class Drop(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(3, 3)
        self.drop = torch.nn.Dropout(0.5)

    def forward(self, x):
        return self.drop(self.lin(x)) + torch.randn(3)


report(Drop(), torch.ones(2, 3))
report(Drop().eval(), torch.ones(2, 3), check_trace=False)
report(lambda x: x.clamp(min=0) * 3, torch.ones(3), check_inputs=[torch.full((3,), -2.0), (torch.zeros(3),)])
