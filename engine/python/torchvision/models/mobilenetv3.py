"""MobileNetV3 large and small (Howard et al. 2019): inverted residuals with squeeze-and-excitation and hard-swish."""
from functools import partial

import torch
from torch import Tensor, nn

from ..ops.misc import Conv2dNormActivation, SqueezeExcitation as SElayer
from ._api import WeightsEnum
from ._utils import _load_weights, _make_divisible, _ovewrite_named_param, _registered_builder
from ._weights import RECIPES, _classification
from .mobilenetv2 import _init_mobile

__all__ = ["MobileNetV3", "MobileNet_V3_Large_Weights", "MobileNet_V3_Small_Weights", "mobilenet_v3_large",
           "mobilenet_v3_small"]


class InvertedResidualConfig:
    def __init__(self, input_channels, kernel, expanded_channels, out_channels, use_se, activation, stride, dilation,
                 width_mult):
        self.input_channels = self.adjust_channels(input_channels, width_mult)
        self.kernel = kernel
        self.expanded_channels = self.adjust_channels(expanded_channels, width_mult)
        self.out_channels = self.adjust_channels(out_channels, width_mult)
        self.use_se = use_se
        self.use_hs = activation == "HS"
        self.stride = stride
        self.dilation = dilation

    @staticmethod
    def adjust_channels(channels, width_mult):
        return _make_divisible(channels * width_mult, 8)


class InvertedResidual(nn.Module):
    def __init__(self, cnf, norm_layer, se_layer=partial(SElayer, scale_activation=nn.Hardsigmoid)):
        super().__init__()
        if not (1 <= cnf.stride <= 2):
            raise ValueError("illegal stride value")
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        activation_layer = nn.Hardswish if cnf.use_hs else nn.ReLU
        layers = []
        if cnf.expanded_channels != cnf.input_channels:
            layers.append(Conv2dNormActivation(cnf.input_channels, cnf.expanded_channels, kernel_size=1,
                                               norm_layer=norm_layer, activation_layer=activation_layer))
        # a dilated block keeps the resolution instead of striding
        stride = 1 if cnf.dilation > 1 else cnf.stride
        layers.append(Conv2dNormActivation(cnf.expanded_channels, cnf.expanded_channels, kernel_size=cnf.kernel,
                                           stride=stride, dilation=cnf.dilation, groups=cnf.expanded_channels,
                                           norm_layer=norm_layer, activation_layer=activation_layer))
        if cnf.use_se:
            layers.append(se_layer(cnf.expanded_channels, _make_divisible(cnf.expanded_channels // 4, 8)))
        layers.append(Conv2dNormActivation(cnf.expanded_channels, cnf.out_channels, kernel_size=1,
                                           norm_layer=norm_layer, activation_layer=None))
        self.block = nn.Sequential(*layers)
        self.out_channels = cnf.out_channels
        self._is_cn = cnf.stride > 1

    def forward(self, input: Tensor) -> Tensor:
        result = self.block(input)
        if self.use_res_connect:
            result += input
        return result


class MobileNetV3(nn.Module):
    def __init__(self, inverted_residual_setting, last_channel, num_classes=1000, block=None, norm_layer=None,
                 dropout=0.2, **kwargs):
        super().__init__()
        if not inverted_residual_setting:
            raise ValueError("The inverted_residual_setting should not be empty")
        if not (isinstance(inverted_residual_setting, (list, tuple))
                and all(isinstance(s, InvertedResidualConfig) for s in inverted_residual_setting)):
            raise TypeError("The inverted_residual_setting should be List[InvertedResidualConfig]")
        if block is None:
            block = InvertedResidual
        if norm_layer is None:
            norm_layer = partial(nn.BatchNorm2d, eps=0.001, momentum=0.01)
        layers = [Conv2dNormActivation(3, inverted_residual_setting[0].input_channels, kernel_size=3, stride=2,
                                       norm_layer=norm_layer, activation_layer=nn.Hardswish)]
        layers += [block(cnf, norm_layer) for cnf in inverted_residual_setting]
        lastconv_input_channels = inverted_residual_setting[-1].out_channels
        lastconv_output_channels = 6 * lastconv_input_channels
        layers.append(Conv2dNormActivation(lastconv_input_channels, lastconv_output_channels, kernel_size=1,
                                           norm_layer=norm_layer, activation_layer=nn.Hardswish))
        self.features = nn.Sequential(*layers)
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(
            nn.Linear(lastconv_output_channels, last_channel), nn.Hardswish(inplace=True),
            nn.Dropout(p=dropout, inplace=True), nn.Linear(last_channel, num_classes),
        )
        _init_mobile(self)

    def _forward_impl(self, x):
        x = torch.flatten(self.avgpool(self.features(x)), 1)
        return self.classifier(x)

    def forward(self, x: Tensor) -> Tensor:
        return self._forward_impl(x)


def _mobilenet_v3_conf(arch, width_mult=1.0, reduced_tail=False, dilated=False, **kwargs):
    reduce_divider = 2 if reduced_tail else 1
    dilation = 2 if dilated else 1
    bneck_conf = partial(InvertedResidualConfig, width_mult=width_mult)
    adjust_channels = partial(InvertedResidualConfig.adjust_channels, width_mult=width_mult)
    if arch == "mobilenet_v3_large":
        tail = 160 // reduce_divider
        inverted_residual_setting = [
            bneck_conf(16, 3, 16, 16, False, "RE", 1, 1),
            bneck_conf(16, 3, 64, 24, False, "RE", 2, 1),
            bneck_conf(24, 3, 72, 24, False, "RE", 1, 1),
            bneck_conf(24, 5, 72, 40, True, "RE", 2, 1),
            bneck_conf(40, 5, 120, 40, True, "RE", 1, 1),
            bneck_conf(40, 5, 120, 40, True, "RE", 1, 1),
            bneck_conf(40, 3, 240, 80, False, "HS", 2, 1),
            bneck_conf(80, 3, 200, 80, False, "HS", 1, 1),
            bneck_conf(80, 3, 184, 80, False, "HS", 1, 1),
            bneck_conf(80, 3, 184, 80, False, "HS", 1, 1),
            bneck_conf(80, 3, 480, 112, True, "HS", 1, 1),
            bneck_conf(112, 3, 672, 112, True, "HS", 1, 1),
            bneck_conf(112, 5, 672, tail, True, "HS", 2, dilation),
            bneck_conf(tail, 5, 960 // reduce_divider, tail, True, "HS", 1, dilation),
            bneck_conf(tail, 5, 960 // reduce_divider, tail, True, "HS", 1, dilation),
        ]
        last_channel = adjust_channels(1280 // reduce_divider)
    elif arch == "mobilenet_v3_small":
        tail = 96 // reduce_divider
        inverted_residual_setting = [
            bneck_conf(16, 3, 16, 16, True, "RE", 2, 1),
            bneck_conf(16, 3, 72, 24, False, "RE", 2, 1),
            bneck_conf(24, 3, 88, 24, False, "RE", 1, 1),
            bneck_conf(24, 5, 96, 40, True, "HS", 2, 1),
            bneck_conf(40, 5, 240, 40, True, "HS", 1, 1),
            bneck_conf(40, 5, 240, 40, True, "HS", 1, 1),
            bneck_conf(40, 5, 120, 48, True, "HS", 1, 1),
            bneck_conf(48, 5, 144, 48, True, "HS", 1, 1),
            bneck_conf(48, 5, 288, tail, True, "HS", 2, dilation),
            bneck_conf(tail, 5, 576 // reduce_divider, tail, True, "HS", 1, dilation),
            bneck_conf(tail, 5, 576 // reduce_divider, tail, True, "HS", 1, dilation),
        ]
        last_channel = adjust_channels(1024 // reduce_divider)
    else:
        raise ValueError(f"Unsupported model type {arch}")
    return inverted_residual_setting, last_channel


class MobileNet_V3_Large_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/mobilenet_v3_large-8738ca79.pth', num_params=5483032,
        metrics=(74.042, 91.34),
        recipe=RECIPES + "#mobilenetv3-large--small",
        docs='These weights were trained from scratch by using a simple training recipe.')
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/mobilenet_v3_large-5c1a4163.pth', num_params=5483032,
        metrics=(75.274, 92.566), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe-with-reg-tuning',
        docs='These weights improve marginally upon the results of the original paper by using a modified version '
             "of\n                TorchVision's `new training recipe\n                "
             '<https://pytorch.org/blog/how-to-train-state-of-the-art-models-using-torchvision-latest-primitives/>`_.')
    DEFAULT = IMAGENET1K_V2


class MobileNet_V3_Small_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/mobilenet_v3_small-047dcff4.pth', num_params=2542856,
        metrics=(67.668, 87.402),
        recipe=RECIPES + "#mobilenetv3-large--small",
        docs='These weights improve upon the results of the original paper by using a simple training recipe.')
    DEFAULT = IMAGENET1K_V1


def _builder(arch, weights_enum):
    def build(weights, progress, **kwargs):
        inverted_residual_setting, last_channel = _mobilenet_v3_conf(arch, **kwargs)
        if weights is not None:
            _ovewrite_named_param(kwargs, "num_classes", len(weights.meta["categories"]))
        model = MobileNetV3(inverted_residual_setting, last_channel, **kwargs)
        return _load_weights(model, weights, progress)

    return _registered_builder(arch, __name__, weights_enum, build)


mobilenet_v3_large = _builder("mobilenet_v3_large", MobileNet_V3_Large_Weights)
mobilenet_v3_small = _builder("mobilenet_v3_small", MobileNet_V3_Small_Weights)
