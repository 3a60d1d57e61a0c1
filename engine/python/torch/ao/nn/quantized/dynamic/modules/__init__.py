from .linear import Linear  # noqa: F401
from .rnn import GRU, LSTM  # noqa: F401

__all__ = ["Linear", "LSTM", "GRU"]
