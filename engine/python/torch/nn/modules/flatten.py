"""Where PyTorch defines Flatten and Unflatten: a pickled whole module names this module."""
from .misc import Flatten, Unflatten

for _cls in (Flatten, Unflatten):
    _cls.__module__ = __name__
