"""Where PyTorch defines AdamW: a pickled optimizer names torch.optim.adamw.AdamW."""
from .adam import AdamW

AdamW.__module__ = __name__
