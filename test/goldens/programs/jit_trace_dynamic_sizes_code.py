# Sizes in a trace: x.size(0) and x.shape[0] read while tracing are recorded (aten::size, then a tensor made of the
# number), so a reshape computed from them stays computed in the graph; int() of such a size is a Python value the
# tracer warns about and freezes as a constant.
import warnings

import torch


def show(graph):
    # the source comments name this file; print them relative to it
    print(str(graph).replace(__file__, "<this file>"))


def flatten_batch(x):
    n = x.size(0)
    return x.view(n, -1)


def widen(x):
    return x.reshape(x.shape[0], x.shape[1] * 2, -1)


def mean_of_last(x):
    return x.sum(-1) / x.size(-1)


def frozen_size(x):
    n = int(x.size(0))
    return x + torch.ones(n)


def pooled_and_shape(x):
    b, c = x.shape[:2]
    return x.view(b, c, -1).mean(2), x.size()


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for fn, example in [(flatten_batch, torch.randn(2, 3, 4)), (widen, torch.randn(2, 3, 4)),
                        (mean_of_last, torch.randn(2, 3)), (frozen_size, torch.randn(3)),
                        (pooled_and_shape, torch.randn(2, 3, 4))]:
        traced = torch.jit.trace(fn, example)
        show(traced.graph)
        print(traced.code)
for w in caught:
    print(w.category.__name__, str(w.message))

traced = torch.jit.trace(mean_of_last, torch.randn(2, 3))
x = torch.arange(6.0).view(2, 3)
print(traced(x), mean_of_last(x))


class SmallCNN(torch.nn.Module):
    # the classic flatten before the classifier: the batch size stays a computed size in the traced code
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(1, 2, 3)
        self.fc = torch.nn.Linear(2 * 2 * 2, 3)

    def forward(self, x):
        x = torch.relu(self.conv(x))
        x = x.view(x.size(0), -1)
        return self.fc(x)


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    traced_cnn = torch.jit.trace(SmallCNN(), torch.randn(5, 1, 4, 4))
print(traced_cnn.code)
print(len(caught), "warnings")


def trim_last(x):
    # a computed size used as a slice bound or a factory's size is taken as an int by the op: no warning
    return x[:, : x.size(1) - 1] + torch.zeros(x.size(0), 1)


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    traced_trim = torch.jit.trace(trim_last, torch.randn(2, 4))
print(traced_trim(torch.ones(2, 4)).shape, len(caught), "warnings")


def causal_scores(x, mask):
    # attention's causal mask cut to the sequence length, as GPT-style blocks do: the slice bounds stay computed
    B, T, C = x.size()
    att = x @ x.transpose(-2, -1)
    att = att.masked_fill(mask[:, :T, :T] == 0, float("-inf"))
    return att.softmax(-1), x[0, T - 1]


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    traced_causal = torch.jit.trace(causal_scores, (torch.randn(2, 3, 4), torch.tril(torch.ones(1, 5, 5))))
show(traced_causal.graph)
print(traced_causal.code)
print(len(caught), "warnings")
