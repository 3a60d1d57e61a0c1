# Passing something that is not a tensor (a list, a numpy array, a number) to torch functions and layers: PyTorch's
# argument parser names the function and the argument.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def attempt(label, fn):
    try:
        out = fn()
    except (TypeError, AttributeError, RuntimeError) as e:
        print(f"{label}: {type(e).__name__}: {e}")
    else:
        print(f"{label}: {out}")


data = [1.0, -2.0, 3.0]
arr = np.array(data, dtype=np.float32)
attempt("F.relu(list)", lambda: F.relu(data))
attempt("torch.relu(list)", lambda: torch.relu(data))
attempt("torch.sigmoid(ndarray)", lambda: torch.sigmoid(arr))
attempt("F.softmax(list, dim=0)", lambda: F.softmax(data, dim=0))
attempt("torch.sum(list)", lambda: torch.sum(data))
attempt("torch.max(list)", lambda: torch.max(data))
attempt("torch.mean(ndarray)", lambda: torch.mean(arr))
attempt("F.gelu(list)", lambda: F.gelu(data))
attempt("F.leaky_relu(list)", lambda: F.leaky_relu(data))
attempt("torch.tanh(None)", lambda: torch.tanh(None))
attempt("F.log_softmax(list, dim=0)", lambda: F.log_softmax(data, dim=0))

print("\nLayers:")
attempt("nn.Linear(3, 1)(list)", lambda: nn.Linear(3, 1)(data))
attempt("nn.ReLU()(list)", lambda: nn.ReLU()(data))
attempt("F.linear(list, weight)", lambda: F.linear(data, torch.ones(1, 3)))
attempt("F.mse_loss(list, tensor)", lambda: F.mse_loss(data, torch.ones(3)))

print("\nArguments of the wrong type:")
x = torch.tensor(data)
attempt("x.sum(dim='0')", lambda: x.sum(dim="0"))
attempt("torch.full((2,), [1])", lambda: torch.full((2,), [1]))
attempt("x.transpose(0)", lambda: x.transpose(0))
attempt("torch.matmul(x)", lambda: torch.matmul(x))
attempt("x.unsqueeze()", lambda: x.unsqueeze())
attempt("fixed: torch.as_tensor(ndarray)", lambda: F.relu(torch.as_tensor(arr)))
