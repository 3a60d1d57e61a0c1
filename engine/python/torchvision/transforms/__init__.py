"""torchvision.transforms for tensor images and numpy arrays (there is no PIL in this runtime)."""
from . import functional  # noqa: F401
from .functional import InterpolationMode  # noqa: F401
from .transforms import (CenterCrop, ColorJitter, Compose, ConvertImageDtype, FiveCrop,  # noqa: F401
                         GaussianBlur, Grayscale, Lambda, Normalize, Pad, RandomAffine, RandomApply, RandomCrop,
                         RandomErasing, RandomGrayscale, RandomHorizontalFlip, RandomResizedCrop, RandomRotation,
                         RandomVerticalFlip, Resize, TenCrop, ToTensor)
