"""Where PyTorch defines its dropouts: a pickled whole module names torch.nn.modules.dropout.Dropout."""
from .misc import Dropout, Dropout2d

for _cls in (Dropout, Dropout2d):
    _cls.__module__ = __name__
