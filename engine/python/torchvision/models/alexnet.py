"""AlexNet (Krizhevsky et al. 2012), in the one-GPU variant of Krizhevsky 2014."""
import torch
from torch import Tensor, nn

from ._api import WeightsEnum
from ._utils import _load_weights, _ovewrite_named_param, _registered_builder
from ._weights import RECIPES, _classification

__all__ = ["AlexNet", "AlexNet_Weights", "alexnet"]


class AlexNet(nn.Module):
    def __init__(self, num_classes=1000, dropout=0.5):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 64, kernel_size=11, stride=4, padding=2), nn.ReLU(inplace=True),
            nn.MaxPool2d(kernel_size=3, stride=2),
            nn.Conv2d(64, 192, kernel_size=5, padding=2), nn.ReLU(inplace=True),
            nn.MaxPool2d(kernel_size=3, stride=2),
            nn.Conv2d(192, 384, kernel_size=3, padding=1), nn.ReLU(inplace=True),
            nn.Conv2d(384, 256, kernel_size=3, padding=1), nn.ReLU(inplace=True),
            nn.Conv2d(256, 256, kernel_size=3, padding=1), nn.ReLU(inplace=True),
            nn.MaxPool2d(kernel_size=3, stride=2),
        )
        self.avgpool = nn.AdaptiveAvgPool2d((6, 6))
        self.classifier = nn.Sequential(
            nn.Dropout(p=dropout), nn.Linear(256 * 6 * 6, 4096), nn.ReLU(inplace=True),
            nn.Dropout(p=dropout), nn.Linear(4096, 4096), nn.ReLU(inplace=True),
            nn.Linear(4096, num_classes),
        )

    def forward(self, x: Tensor) -> Tensor:
        x = torch.flatten(self.avgpool(self.features(x)), 1)
        return self.classifier(x)


class AlexNet_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/alexnet-owt-7be5be79.pth', num_params=61100840,
        metrics=(56.522, 79.066), min_size=(63, 63),
        recipe=RECIPES + "#alexnet-and-vgg",
        docs='These weights reproduce closely the results of the paper using a simplified training recipe.')
    DEFAULT = IMAGENET1K_V1


def _alexnet(weights, progress, **kwargs):
    if weights is not None:
        _ovewrite_named_param(kwargs, "num_classes", len(weights.meta["categories"]))
    return _load_weights(AlexNet(**kwargs), weights, progress)


alexnet = _registered_builder("alexnet", __name__, AlexNet_Weights, _alexnet)
