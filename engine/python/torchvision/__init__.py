"""torchvision, the part the lessons and tutorials use without downloads: reading and decoding images
(torchvision.io), transforms on tensor images and numpy arrays, make_grid, the classification models and the
detection ops."""
from . import io, models, ops, transforms, utils  # noqa: F401

__version__ = "0.20.0"
