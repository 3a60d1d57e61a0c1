# Module paths real code imports from: torch.nn.modules.* with their private bases, torch.autograd.function, torch.functional
import torch
from torch.autograd.function import once_differentiable, FunctionCtx, Function, InplaceFunction
from torch.autograd import Function as F2
print(Function is F2)
from torch.nn.modules.linear import Linear, Identity, Bilinear
from torch.nn.modules.conv import Conv2d, _ConvNd
from torch.nn.modules.activation import ReLU, MultiheadAttention
from torch.nn.modules.batchnorm import _BatchNorm, BatchNorm1d
from torch.nn.modules.loss import _Loss, _WeightedLoss, CrossEntropyLoss
from torch.nn.modules.module import Module
from torch.nn.modules.container import Sequential, ModuleList
from torch.nn.modules.dropout import Dropout
from torch.nn.modules.pooling import MaxPool2d
from torch.nn.modules.rnn import LSTM, RNNBase
from torch.nn.modules.normalization import LayerNorm
from torch.nn.modules.sparse import Embedding
from torch.nn.modules.utils import _pair, _single, _triple
from torch.nn.parameter import Parameter, UninitializedParameter
print(_pair(3), _single(2), _triple((1, 2, 3)))
print(Linear.__module__, Conv2d.__module__, ReLU.__module__, CrossEntropyLoss.__module__)
print(issubclass(CrossEntropyLoss, _WeightedLoss), issubclass(BatchNorm1d, _BatchNorm))
print(torch.nn.Linear is Linear)
import torch.functional
print(torch.functional.einsum is torch.einsum, torch.functional.norm is torch.norm)
print(torch.functional.split(torch.arange(5), 2))
print(torch.functional.broadcast_shapes((2, 1), (1, 3)))
print(torch.functional.unique(torch.tensor([3, 1, 3])))
class Exp(Function):
    @staticmethod
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)
        return result
    @staticmethod
    @once_differentiable
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result
x = torch.randn(3, requires_grad=True)
y = Exp.apply(x)
print(type(y.grad_fn).__name__)
g, = torch.autograd.grad(y.sum(), x, create_graph=True)
print(g.requires_grad)
try:
    g.sum().backward()
except RuntimeError as e:
    print(e)
print(FunctionCtx)
print(torch.autograd.function.BackwardCFunction)
from torch.nn import functional as F
print(F.__name__)
from torch.nn.modules import Module as M2
print(M2 is Module)
print(torch.Tensor.__module__, torch.nn.Module.__module__, torch.optim.SGD.__module__, torch.optim.Adam.__module__)
print(torch.utils.data.DataLoader.__module__, torch.nn.Parameter.__module__)
from torch.nn.modules.batchnorm import _LazyNormBase
from torch.nn.modules.instancenorm import _InstanceNorm, InstanceNorm2d
print(issubclass(InstanceNorm2d, _InstanceNorm), _BatchNorm.__name__, _LazyNormBase.__name__)
