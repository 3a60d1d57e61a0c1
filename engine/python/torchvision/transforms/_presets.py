"""The evaluation preprocessing a weights enum carries (`weights.transforms()`): resize, centre crop, scale to [0, 1]
and normalise, as the checkpoint was evaluated."""
import torch
from torch import Tensor, nn

from . import functional as F
from .functional import InterpolationMode

__all__ = ["ImageClassification"]


class ImageClassification(nn.Module):
    def __init__(self, *, crop_size, resize_size=256, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225),
                 interpolation=InterpolationMode.BILINEAR, antialias=True):
        super().__init__()
        self.crop_size = [crop_size]
        self.resize_size = [resize_size]
        self.mean = list(mean)
        self.std = list(std)
        self.interpolation = interpolation
        self.antialias = antialias

    def forward(self, img: Tensor) -> Tensor:
        img = F.resize(img, self.resize_size, interpolation=self.interpolation, antialias=self.antialias)
        img = F.center_crop(img, self.crop_size)
        img = F.convert_image_dtype(img, torch.float)
        return F.normalize(img, mean=self.mean, std=self.std)

    def __repr__(self):
        return (f"{self.__class__.__name__}(\n    crop_size={self.crop_size}\n    resize_size={self.resize_size}\n"
                f"    mean={self.mean}\n    std={self.std}\n    interpolation={self.interpolation}\n)")

    def describe(self):
        return (
            "Accepts ``PIL.Image``, batched ``(B, C, H, W)`` and single ``(C, H, W)`` image ``torch.Tensor`` objects. "
            f"The images are resized to ``resize_size={self.resize_size}`` using "
            f"``interpolation={self.interpolation}``, "
            f"followed by a central crop of ``crop_size={self.crop_size}``. Finally the values are first rescaled to "
            f"``[0.0, 1.0]`` and then normalized using ``mean={self.mean}`` and ``std={self.std}``."
        )
