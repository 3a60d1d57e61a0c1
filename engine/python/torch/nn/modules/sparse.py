"""Where PyTorch defines Embedding: a pickled whole module names torch.nn.modules.sparse.Embedding."""
from .misc import Embedding

Embedding.__module__ = __name__
