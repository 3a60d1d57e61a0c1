"""VGG (Simonyan & Zisserman 2014): stacks of 3x3 convolutions, with or without batch norm."""
import torch
from torch import Tensor, nn

from ._api import WeightsEnum
from ._utils import _load_weights, _ovewrite_named_param, _registered_builder
from ._weights import RECIPES, SIMPLIFIED_RECIPE, _classification

__all__ = ["VGG", "VGG11_Weights", "VGG11_BN_Weights", "VGG13_Weights", "VGG13_BN_Weights", "VGG16_Weights",
           "VGG16_BN_Weights", "VGG19_Weights", "VGG19_BN_Weights", "vgg11", "vgg11_bn", "vgg13", "vgg13_bn", "vgg16",
           "vgg16_bn", "vgg19", "vgg19_bn"]


class VGG(nn.Module):
    def __init__(self, features, num_classes=1000, init_weights=True, dropout=0.5):
        super().__init__()
        self.features = features
        self.avgpool = nn.AdaptiveAvgPool2d((7, 7))
        self.classifier = nn.Sequential(
            nn.Linear(512 * 7 * 7, 4096), nn.ReLU(True), nn.Dropout(p=dropout),
            nn.Linear(4096, 4096), nn.ReLU(True), nn.Dropout(p=dropout),
            nn.Linear(4096, num_classes),
        )
        if init_weights:
            for m in self.modules():
                if isinstance(m, nn.Conv2d):
                    nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
                    if m.bias is not None:
                        nn.init.constant_(m.bias, 0)
                elif isinstance(m, nn.BatchNorm2d):
                    nn.init.constant_(m.weight, 1)
                    nn.init.constant_(m.bias, 0)
                elif isinstance(m, nn.Linear):
                    nn.init.normal_(m.weight, 0, 0.01)
                    nn.init.constant_(m.bias, 0)

    def forward(self, x: Tensor) -> Tensor:
        x = torch.flatten(self.avgpool(self.features(x)), 1)
        return self.classifier(x)


def make_layers(cfg, batch_norm=False):
    layers = []
    in_channels = 3
    for v in cfg:
        if v == "M":
            layers.append(nn.MaxPool2d(kernel_size=2, stride=2))
        else:
            conv2d = nn.Conv2d(in_channels, v, kernel_size=3, padding=1)
            norm = [nn.BatchNorm2d(v)] if batch_norm else []
            layers += [conv2d, *norm, nn.ReLU(inplace=True)]
            in_channels = v
    return nn.Sequential(*layers)


cfgs = {
    "A": [64, "M", 128, "M", 256, 256, "M", 512, 512, "M", 512, 512, "M"],
    "B": [64, 64, "M", 128, 128, "M", 256, 256, "M", 512, 512, "M", 512, 512, "M"],
    "D": [64, 64, "M", 128, 128, "M", 256, 256, 256, "M", 512, 512, 512, "M", 512, 512, 512, "M"],
    "E": [64, 64, "M", 128, 128, "M", 256, 256, 256, 256, "M", 512, 512, 512, 512, "M", 512, 512, 512, 512, "M"],
}


def _vgg(cfg, batch_norm, weights, progress, **kwargs):
    if weights is not None:
        kwargs["init_weights"] = False
        if weights.meta["categories"] is not None:
            _ovewrite_named_param(kwargs, "num_classes", len(weights.meta["categories"]))
    model = VGG(make_layers(cfgs[cfg], batch_norm=batch_norm), **kwargs)
    return _load_weights(model, weights, progress)


class VGG11_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/vgg11-8a719046.pth', num_params=132863336, metrics=(69.02, 88.628),
        min_size=(32, 32),
        recipe=RECIPES + "#alexnet-and-vgg",
        docs=SIMPLIFIED_RECIPE)
    DEFAULT = IMAGENET1K_V1


class VGG11_BN_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/vgg11_bn-6002323d.pth', num_params=132868840, metrics=(70.37, 89.81),
        min_size=(32, 32),
        recipe=RECIPES + "#alexnet-and-vgg",
        docs=SIMPLIFIED_RECIPE)
    DEFAULT = IMAGENET1K_V1


class VGG13_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/vgg13-19584684.pth', num_params=133047848, metrics=(69.928, 89.246),
        min_size=(32, 32),
        recipe=RECIPES + "#alexnet-and-vgg",
        docs=SIMPLIFIED_RECIPE)
    DEFAULT = IMAGENET1K_V1


class VGG13_BN_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/vgg13_bn-abd245e5.pth', num_params=133053736, metrics=(71.586, 90.374),
        min_size=(32, 32),
        recipe=RECIPES + "#alexnet-and-vgg",
        docs=SIMPLIFIED_RECIPE)
    DEFAULT = IMAGENET1K_V1


class VGG16_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/vgg16-397923af.pth', num_params=138357544, metrics=(71.592, 90.382),
        min_size=(32, 32),
        recipe=RECIPES + "#alexnet-and-vgg",
        docs=SIMPLIFIED_RECIPE)
    IMAGENET1K_FEATURES = _classification(
        'https://download.pytorch.org/models/vgg16_features-amdegroot-88682ab5.pth', num_params=138357544,
        metrics=(float("nan"), float("nan")), min_size=(32, 32), mean=(0.48235, 0.45882, 0.40784),
        std=(1.0 / 255.0, 1.0 / 255.0, 1.0 / 255.0), categories=None,
        recipe='https://github.com/amdegroot/ssd.pytorch#training-ssd',
        docs="These weights can't be used for classification because they are missing values in the `classifier` "
             'module. Only the `features` module has valid values and can be used for feature extraction. The '
             'weights were trained using the original input standardization method as described in the paper.')
    DEFAULT = IMAGENET1K_V1


class VGG16_BN_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/vgg16_bn-6c64b313.pth', num_params=138365992, metrics=(73.36, 91.516),
        min_size=(32, 32),
        recipe=RECIPES + "#alexnet-and-vgg",
        docs=SIMPLIFIED_RECIPE)
    DEFAULT = IMAGENET1K_V1


class VGG19_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/vgg19-dcbb9e9d.pth', num_params=143667240, metrics=(72.376, 90.876),
        min_size=(32, 32),
        recipe=RECIPES + "#alexnet-and-vgg",
        docs=SIMPLIFIED_RECIPE)
    DEFAULT = IMAGENET1K_V1


class VGG19_BN_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/vgg19_bn-c79401a0.pth', num_params=143678248, metrics=(74.218, 91.842),
        min_size=(32, 32),
        recipe=RECIPES + "#alexnet-and-vgg",
        docs=SIMPLIFIED_RECIPE)
    DEFAULT = IMAGENET1K_V1


def _builder(name, cfg, batch_norm, weights_enum):
    def build(weights, progress, **kwargs):
        return _vgg(cfg, batch_norm, weights, progress, **kwargs)

    return _registered_builder(name, __name__, weights_enum, build)


vgg11 = _builder("vgg11", "A", False, VGG11_Weights)
vgg11_bn = _builder("vgg11_bn", "A", True, VGG11_BN_Weights)
vgg13 = _builder("vgg13", "B", False, VGG13_Weights)
vgg13_bn = _builder("vgg13_bn", "B", True, VGG13_BN_Weights)
vgg16 = _builder("vgg16", "D", False, VGG16_Weights)
vgg16_bn = _builder("vgg16_bn", "D", True, VGG16_BN_Weights)
vgg19 = _builder("vgg19", "E", False, VGG19_Weights)
vgg19_bn = _builder("vgg19_bn", "E", True, VGG19_BN_Weights)
