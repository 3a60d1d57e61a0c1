"""MobileNetV2 (Sandler et al. 2018): inverted residual blocks of depthwise convolutions with linear bottlenecks."""
import torch
from torch import Tensor, nn

from ..ops.misc import Conv2dNormActivation
from ._api import WeightsEnum
from ._utils import _load_weights, _make_divisible, _ovewrite_named_param, _registered_builder
from ._weights import MODIFIED_NEW_RECIPE, PAPER_RECIPE, RECIPES, _classification

__all__ = ["MobileNetV2", "MobileNet_V2_Weights", "mobilenet_v2"]


class InvertedResidual(nn.Module):
    def __init__(self, inp, oup, stride, expand_ratio, norm_layer=None):
        super().__init__()
        self.stride = stride
        if stride not in [1, 2]:
            raise ValueError(f"stride should be 1 or 2 insted of {stride}")
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        hidden_dim = int(round(inp * expand_ratio))
        self.use_res_connect = self.stride == 1 and inp == oup
        layers = []
        if expand_ratio != 1:
            layers.append(Conv2dNormActivation(inp, hidden_dim, kernel_size=1, norm_layer=norm_layer,
                                               activation_layer=nn.ReLU6))
        layers += [
            Conv2dNormActivation(hidden_dim, hidden_dim, stride=stride, groups=hidden_dim, norm_layer=norm_layer,
                                 activation_layer=nn.ReLU6),
            # the projection back down is linear: no activation
            nn.Conv2d(hidden_dim, oup, 1, 1, 0, bias=False),
            norm_layer(oup),
        ]
        self.conv = nn.Sequential(*layers)
        self.out_channels = oup
        self._is_cn = stride > 1

    def forward(self, x: Tensor) -> Tensor:
        return x + self.conv(x) if self.use_res_connect else self.conv(x)


def _init_mobile(model):
    """The initialisation the MobileNets and MNASNet share."""
    for m in model.modules():
        if isinstance(m, nn.Conv2d):
            nn.init.kaiming_normal_(m.weight, mode="fan_out")
            if m.bias is not None:
                nn.init.zeros_(m.bias)
        elif isinstance(m, (nn.BatchNorm2d, nn.GroupNorm)):
            nn.init.ones_(m.weight)
            nn.init.zeros_(m.bias)
        elif isinstance(m, nn.Linear):
            nn.init.normal_(m.weight, 0, 0.01)
            nn.init.zeros_(m.bias)


class MobileNetV2(nn.Module):
    def __init__(self, num_classes=1000, width_mult=1.0, inverted_residual_setting=None, round_nearest=8,
                 block=None, norm_layer=None, dropout=0.2):
        super().__init__()
        if block is None:
            block = InvertedResidual
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        if inverted_residual_setting is None:
            # expansion t, channels c, repeats n, first stride s
            inverted_residual_setting = [[1, 16, 1, 1], [6, 24, 2, 2], [6, 32, 3, 2], [6, 64, 4, 2], [6, 96, 3, 1],
                                         [6, 160, 3, 2], [6, 320, 1, 1]]
        if len(inverted_residual_setting) == 0 or len(inverted_residual_setting[0]) != 4:
            raise ValueError("inverted_residual_setting should be non-empty or a 4-element list, "
                             f"got {inverted_residual_setting}")
        input_channel = _make_divisible(32 * width_mult, round_nearest)
        self.last_channel = _make_divisible(1280 * max(1.0, width_mult), round_nearest)
        features = [Conv2dNormActivation(3, input_channel, stride=2, norm_layer=norm_layer,
                                         activation_layer=nn.ReLU6)]
        for t, c, n, s in inverted_residual_setting:
            output_channel = _make_divisible(c * width_mult, round_nearest)
            for i in range(n):
                features.append(block(input_channel, output_channel, s if i == 0 else 1, expand_ratio=t,
                                      norm_layer=norm_layer))
                input_channel = output_channel
        features.append(Conv2dNormActivation(input_channel, self.last_channel, kernel_size=1, norm_layer=norm_layer,
                                             activation_layer=nn.ReLU6))
        self.features = nn.Sequential(*features)
        self.classifier = nn.Sequential(nn.Dropout(p=dropout), nn.Linear(self.last_channel, num_classes))
        _init_mobile(self)

    def _forward_impl(self, x):
        x = nn.functional.adaptive_avg_pool2d(self.features(x), (1, 1))
        return self.classifier(torch.flatten(x, 1))

    def forward(self, x: Tensor) -> Tensor:
        return self._forward_impl(x)


class MobileNet_V2_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/mobilenet_v2-b0353104.pth', num_params=3504872,
        metrics=(71.878, 90.286),
        recipe=RECIPES + "#mobilenetv2",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/mobilenet_v2-7ebf99e0.pth', num_params=3504872,
        metrics=(72.154, 90.822), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe-with-reg-tuning',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


def _mobilenet_v2(weights, progress, **kwargs):
    if weights is not None:
        _ovewrite_named_param(kwargs, "num_classes", len(weights.meta["categories"]))
    return _load_weights(MobileNetV2(**kwargs), weights, progress)


mobilenet_v2 = _registered_builder("mobilenet_v2", __name__, MobileNet_V2_Weights, _mobilenet_v2)
