"""torchvision.transforms for tensor images and numpy arrays (there is no PIL in this runtime)."""
from . import functional  # noqa: F401
from .functional import InterpolationMode  # noqa: F401
from .transforms import (CenterCrop, Compose, ConvertImageDtype, Lambda, Normalize, Pad, RandomCrop,  # noqa: F401
                         RandomErasing, RandomHorizontalFlip, RandomResizedCrop, RandomVerticalFlip, Resize,
                         ToTensor)
