# Layers and losses given inputs of the wrong rank, size or dtype, each with PyTorch's exception type and message:
# Linear, convolutions, pooling, norms, recurrent layers, Embedding and EmbeddingBag, attention, PReLU and Bilinear,
# and losses with mismatched targets; a loss's size-mismatch warning is attributed to the caller's line. Where current
# PyTorch differs from 1.13, the expected output is current PyTorch's: Linear names both dtypes, max pooling's padding
# check names the dilation, LSTM and Softmax2d refuse ranks in Python with their own words, RNN lists the
# nonlinearities it takes, prelu checks dtypes before its kernel ("Type promoting not supported"), and normalize of
# an integer tensor is linalg.vector_norm's refusal.
import os
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F


def show(label, fn):
    try:
        result = fn()
        text = str(result)
    except Exception as e:  # noqa: BLE001
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "->", text)


def warned(label, fn):
    """The warning and where it points: this file's line (counted from here), or only the name of torch's file."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        fn()
    for w in caught:
        here = w.filename == __file__
        where = w.lineno - first_line if here else "(torch)"
        print(label, "warns", w.category.__name__, "at", os.path.basename(w.filename), where, "->", w.message)


first_line = warned.__code__.co_firstlineno
torch.manual_seed(0)
show("Linear wrong features", lambda: nn.Linear(4, 2)(torch.ones(3, 5)))
show("Linear int input", lambda: nn.Linear(4, 2)(torch.ones(3, 4, dtype=torch.long)))
show("Linear double input", lambda: nn.Linear(4, 2)(torch.ones(3, 4, dtype=torch.float64)))
show("Conv1d 4-d input", lambda: nn.Conv1d(3, 4, 3)(torch.ones(1, 3, 5, 5)))
show("Conv2d wrong channels", lambda: nn.Conv2d(3, 4, 3)(torch.ones(2, 5, 5)))
show("Conv2d kernel too big", lambda: nn.Conv2d(3, 4, 7)(torch.ones(1, 3, 5, 5)))
show("Conv2d groups not dividing", lambda: nn.Conv2d(3, 4, 3, groups=2))
show("Conv2d same padding with stride", lambda: nn.Conv2d(3, 4, 3, padding="same", stride=2))
show("MaxPool2d padding too big", lambda: nn.MaxPool2d(2, padding=2)(torch.ones(1, 1, 5, 5)))
show("BatchNorm1d wrong features", lambda: nn.BatchNorm1d(3)(torch.ones(4, 5)))
show("BatchNorm2d 3-d input", lambda: nn.BatchNorm2d(3)(torch.ones(4, 3, 2)))
show("LayerNorm wrong shape", lambda: nn.LayerNorm(5)(torch.ones(2, 4)))
show("GroupNorm groups not dividing", lambda: nn.GroupNorm(2, 3))
show("LSTM wrong input size", lambda: nn.LSTM(4, 3)(torch.ones(5, 2, 3)))
show("LSTM 4-d input", lambda: nn.LSTM(4, 3)(torch.ones(5, 2, 4, 1)))
show("LSTM hidden of the wrong batch", lambda: nn.LSTM(4, 3)(torch.ones(5, 2, 4), (torch.zeros(1, 3, 3),
                                                                                 torch.zeros(1, 3, 3))))
show("GRU hidden of the wrong layers", lambda: nn.GRU(4, 3)(torch.ones(5, 2, 4), torch.zeros(2, 2, 3)))
show("RNN unknown nonlinearity", lambda: nn.RNN(4, 3, nonlinearity="foo"))
show("Embedding index out of range", lambda: nn.Embedding(5, 2)(torch.tensor([5])))
show("Embedding float indices", lambda: nn.Embedding(5, 2)(torch.tensor([1.0])))
show("Embedding max_norm, float indices", lambda: nn.Embedding(5, 2, max_norm=1.0)(torch.tensor([1.0])))
show("EmbeddingBag offsets not from 0", lambda: nn.EmbeddingBag(5, 2)(torch.tensor([1, 2]), torch.tensor([1])))
show("EmbeddingBag int32 offsets not from 0", lambda: nn.EmbeddingBag(5, 2)(torch.tensor([1, 2], dtype=torch.int32),
                                                                          torch.tensor([2], dtype=torch.int32)))
show("EmbeddingBag offsets past the end", lambda: nn.EmbeddingBag(5, 2)(torch.tensor([1, 2]), torch.tensor([0, 3])))
show("MultiheadAttention heads not dividing", lambda: nn.MultiheadAttention(5, 2))
show("MultiheadAttention wrong embed dim", lambda: nn.MultiheadAttention(4, 2)(torch.ones(3, 2, 5), torch.ones(3, 2, 5),
                                                                               torch.ones(3, 2, 5)))
show("PReLU wrong channels", lambda: nn.PReLU(3)(torch.ones(2, 4)))
show("prelu weight of another dtype", lambda: F.prelu(torch.ones(2, 3), torch.ones(3, dtype=torch.float64)))
show("prelu of a 0-d input", lambda: F.prelu(torch.tensor(1.0), torch.ones(3)))
show("prelu 2-d weight", lambda: F.prelu(torch.ones(2, 4), torch.ones(2, 2)))
show("Bilinear wrong input2 size", lambda: nn.Bilinear(2, 3, 4)(torch.ones(5, 2), torch.ones(5, 4)))
show("Bilinear wrong input1 size", lambda: nn.Bilinear(2, 3, 4)(torch.ones(5, 3), torch.ones(5, 3)))
show("Bilinear batches differ", lambda: nn.Bilinear(2, 3, 4)(torch.ones(5, 2), torch.ones(4, 3)))
show("bilinear wrong bias size", lambda: F.bilinear(torch.ones(5, 2), torch.ones(5, 3), torch.ones(4, 2, 3),
                                                    torch.ones(3)))
show("huber_loss zero delta", lambda: F.huber_loss(torch.ones(2), torch.ones(2), delta=0.0))
show("Softmax2d of 2-d", lambda: nn.Softmax2d()(torch.ones(2, 2)))
show("normalize int", lambda: F.normalize(torch.ones(2, dtype=torch.long)))
warned("mse_loss sizes differ", lambda: F.mse_loss(torch.ones(2), torch.ones(3, 2)))
warned("smooth_l1_loss sizes differ", lambda: F.smooth_l1_loss(torch.ones(2), torch.ones(3, 2)))
warned("huber_loss sizes differ", lambda: F.huber_loss(torch.ones(2), torch.ones(3, 2)))
warned("l1_loss sizes differ", lambda: F.l1_loss(torch.ones(2), torch.ones(3, 2)))
warned("MSELoss sizes differ", lambda: nn.MSELoss()(torch.ones(2), torch.ones(3, 2)))
