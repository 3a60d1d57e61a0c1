"""torchvision, the part the lessons use: reading and decoding images (torchvision.io)."""
from . import io  # noqa: F401

__version__ = "0.20.0"
