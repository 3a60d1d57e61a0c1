"""EfficientNet B0-B7 (Tan & Le 2019) and EfficientNetV2 S/M/L (Tan & Le 2021): MBConv and fused-MBConv stages
scaled in width and depth, with stochastic depth growing along the network."""
import copy
import math
from dataclasses import dataclass
from functools import partial
from typing import Callable

import torch
from torch import Tensor, nn

from ..ops.misc import Conv2dNormActivation, SqueezeExcitation
from ..ops.stochastic_depth import StochasticDepth
from ..transforms.functional import InterpolationMode
from ._api import WeightsEnum
from ._utils import _load_weights, _make_divisible, _ovewrite_named_param, _registered_builder
from ._weights import MODIFIED_NEW_RECIPE, PORTED, RECIPES, _classification

__all__ = ["EfficientNet", "EfficientNet_B0_Weights", "EfficientNet_B1_Weights", "EfficientNet_B2_Weights",
           "EfficientNet_B3_Weights", "EfficientNet_B4_Weights", "EfficientNet_B5_Weights", "EfficientNet_B6_Weights",
           "EfficientNet_B7_Weights", "EfficientNet_V2_S_Weights", "EfficientNet_V2_M_Weights",
           "EfficientNet_V2_L_Weights", "efficientnet_b0", "efficientnet_b1", "efficientnet_b2", "efficientnet_b3",
           "efficientnet_b4", "efficientnet_b5", "efficientnet_b6", "efficientnet_b7", "efficientnet_v2_s",
           "efficientnet_v2_m", "efficientnet_v2_l"]


@dataclass
class _MBConvConfig:
    expand_ratio: float
    kernel: int
    stride: int
    input_channels: int
    out_channels: int
    num_layers: int
    block: Callable[..., nn.Module]

    @staticmethod
    def adjust_channels(channels, width_mult, min_value=None):
        return _make_divisible(channels * width_mult, 8, min_value)


class MBConvConfig(_MBConvConfig):
    def __init__(self, expand_ratio, kernel, stride, input_channels, out_channels, num_layers, width_mult=1.0,
                 depth_mult=1.0, block=None):
        super().__init__(expand_ratio, kernel, stride, self.adjust_channels(input_channels, width_mult),
                         self.adjust_channels(out_channels, width_mult), self.adjust_depth(num_layers, depth_mult),
                         MBConv if block is None else block)

    @staticmethod
    def adjust_depth(num_layers, depth_mult):
        return int(math.ceil(num_layers * depth_mult))


class FusedMBConvConfig(_MBConvConfig):
    def __init__(self, expand_ratio, kernel, stride, input_channels, out_channels, num_layers, block=None):
        super().__init__(expand_ratio, kernel, stride, input_channels, out_channels, num_layers,
                         FusedMBConv if block is None else block)


class _Residual(nn.Module):
    """A block whose output, where shapes allow, is stochastically dropped and added to its input."""

    def forward(self, input):
        result = self.block(input)
        if self.use_res_connect:
            result = self.stochastic_depth(result)
            result += input
        return result


class MBConv(_Residual):
    def __init__(self, cnf, stochastic_depth_prob, norm_layer, se_layer=SqueezeExcitation):
        super().__init__()
        if not (1 <= cnf.stride <= 2):
            raise ValueError("illegal stride value")
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        expanded_channels = cnf.adjust_channels(cnf.input_channels, cnf.expand_ratio)
        layers = []
        if expanded_channels != cnf.input_channels:
            layers.append(Conv2dNormActivation(cnf.input_channels, expanded_channels, kernel_size=1,
                                               norm_layer=norm_layer, activation_layer=nn.SiLU))
        layers.append(Conv2dNormActivation(expanded_channels, expanded_channels, kernel_size=cnf.kernel,
                                           stride=cnf.stride, groups=expanded_channels, norm_layer=norm_layer,
                                           activation_layer=nn.SiLU))
        layers.append(se_layer(expanded_channels, max(1, cnf.input_channels // 4),
                               activation=partial(nn.SiLU, inplace=True)))
        layers.append(Conv2dNormActivation(expanded_channels, cnf.out_channels, kernel_size=1, norm_layer=norm_layer,
                                           activation_layer=None))
        self.block = nn.Sequential(*layers)
        self.stochastic_depth = StochasticDepth(stochastic_depth_prob, "row")
        self.out_channels = cnf.out_channels


class FusedMBConv(_Residual):
    def __init__(self, cnf, stochastic_depth_prob, norm_layer):
        super().__init__()
        if not (1 <= cnf.stride <= 2):
            raise ValueError("illegal stride value")
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        expanded_channels = cnf.adjust_channels(cnf.input_channels, cnf.expand_ratio)
        if expanded_channels != cnf.input_channels:
            layers = [
                Conv2dNormActivation(cnf.input_channels, expanded_channels, kernel_size=cnf.kernel, stride=cnf.stride,
                                     norm_layer=norm_layer, activation_layer=nn.SiLU),
                Conv2dNormActivation(expanded_channels, cnf.out_channels, kernel_size=1, norm_layer=norm_layer,
                                     activation_layer=None),
            ]
        else:
            layers = [Conv2dNormActivation(cnf.input_channels, cnf.out_channels, kernel_size=cnf.kernel,
                                           stride=cnf.stride, norm_layer=norm_layer, activation_layer=nn.SiLU)]
        self.block = nn.Sequential(*layers)
        self.stochastic_depth = StochasticDepth(stochastic_depth_prob, "row")
        self.out_channels = cnf.out_channels


class EfficientNet(nn.Module):
    def __init__(self, inverted_residual_setting, dropout, stochastic_depth_prob=0.2, num_classes=1000,
                 norm_layer=None, last_channel=None):
        super().__init__()
        if not inverted_residual_setting:
            raise ValueError("The inverted_residual_setting should not be empty")
        if not (isinstance(inverted_residual_setting, (list, tuple))
                and all(isinstance(s, _MBConvConfig) for s in inverted_residual_setting)):
            raise TypeError("The inverted_residual_setting should be List[MBConvConfig]")
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        layers = [Conv2dNormActivation(3, inverted_residual_setting[0].input_channels, kernel_size=3, stride=2,
                                       norm_layer=norm_layer, activation_layer=nn.SiLU)]
        total_stage_blocks = sum(cnf.num_layers for cnf in inverted_residual_setting)
        stage_block_id = 0
        for cnf in inverted_residual_setting:
            stage = []
            for _ in range(cnf.num_layers):
                block_cnf = copy.copy(cnf)
                # a stage's later blocks take its output and keep the resolution
                if stage:
                    block_cnf.input_channels = block_cnf.out_channels
                    block_cnf.stride = 1
                sd_prob = stochastic_depth_prob * float(stage_block_id) / total_stage_blocks
                stage.append(block_cnf.block(block_cnf, sd_prob, norm_layer))
                stage_block_id += 1
            layers.append(nn.Sequential(*stage))
        lastconv_input_channels = inverted_residual_setting[-1].out_channels
        lastconv_output_channels = last_channel if last_channel is not None else 4 * lastconv_input_channels
        layers.append(Conv2dNormActivation(lastconv_input_channels, lastconv_output_channels, kernel_size=1,
                                           norm_layer=norm_layer, activation_layer=nn.SiLU))
        self.features = nn.Sequential(*layers)
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(nn.Dropout(p=dropout, inplace=True),
                                        nn.Linear(lastconv_output_channels, num_classes))
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out")
                if m.bias is not None:
                    nn.init.zeros_(m.bias)
            elif isinstance(m, (nn.BatchNorm2d, nn.GroupNorm)):
                nn.init.ones_(m.weight)
                nn.init.zeros_(m.bias)
            elif isinstance(m, nn.Linear):
                init_range = 1.0 / math.sqrt(m.out_features)
                nn.init.uniform_(m.weight, -init_range, init_range)
                nn.init.zeros_(m.bias)

    def _forward_impl(self, x):
        x = torch.flatten(self.avgpool(self.features(x)), 1)
        return self.classifier(x)

    def forward(self, x: Tensor) -> Tensor:
        return self._forward_impl(x)


def _efficientnet_conf(arch, **kwargs):
    if arch.startswith("efficientnet_b"):
        bneck_conf = partial(MBConvConfig, width_mult=kwargs.pop("width_mult"), depth_mult=kwargs.pop("depth_mult"))
        return [
            bneck_conf(1, 3, 1, 32, 16, 1), bneck_conf(6, 3, 2, 16, 24, 2), bneck_conf(6, 5, 2, 24, 40, 2),
            bneck_conf(6, 3, 2, 40, 80, 3), bneck_conf(6, 5, 1, 80, 112, 3), bneck_conf(6, 5, 2, 112, 192, 4),
            bneck_conf(6, 3, 1, 192, 320, 1),
        ], None
    fused, mb = FusedMBConvConfig, MBConvConfig
    if arch.startswith("efficientnet_v2_s"):
        return [fused(1, 3, 1, 24, 24, 2), fused(4, 3, 2, 24, 48, 4), fused(4, 3, 2, 48, 64, 4),
                mb(4, 3, 2, 64, 128, 6), mb(6, 3, 1, 128, 160, 9), mb(6, 3, 2, 160, 256, 15)], 1280
    if arch.startswith("efficientnet_v2_m"):
        return [fused(1, 3, 1, 24, 24, 3), fused(4, 3, 2, 24, 48, 5), fused(4, 3, 2, 48, 80, 5),
                mb(4, 3, 2, 80, 160, 7), mb(6, 3, 1, 160, 176, 14), mb(6, 3, 2, 176, 304, 18),
                mb(6, 3, 1, 304, 512, 5)], 1280
    if arch.startswith("efficientnet_v2_l"):
        return [fused(1, 3, 1, 32, 32, 4), fused(4, 3, 2, 32, 64, 7), fused(4, 3, 2, 64, 96, 7),
                mb(4, 3, 2, 96, 192, 10), mb(6, 3, 1, 192, 224, 19), mb(6, 3, 2, 224, 384, 25),
                mb(6, 3, 1, 384, 640, 7)], 1280
    raise ValueError(f"Unsupported model type {arch}")


def _efficientnet(inverted_residual_setting, dropout, last_channel, weights, progress, **kwargs):
    if weights is not None:
        _ovewrite_named_param(kwargs, "num_classes", len(weights.meta["categories"]))
    model = EfficientNet(inverted_residual_setting, dropout, last_channel=last_channel, **kwargs)
    return _load_weights(model, weights, progress)


class EfficientNet_B0_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/efficientnet_b0_rwightman-3dd342df.pth', num_params=5288548,
        metrics=(77.692, 93.532), interpolation=InterpolationMode.BICUBIC,
        recipe=RECIPES + "#efficientnet-v1",
        docs=PORTED)
    DEFAULT = IMAGENET1K_V1


class EfficientNet_B1_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/efficientnet_b1_rwightman-533bc792.pth', num_params=7794184,
        metrics=(78.642, 94.186), crop_size=240, interpolation=InterpolationMode.BICUBIC,
        recipe=RECIPES + "#efficientnet-v1",
        docs=PORTED)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/efficientnet_b1-c27df63c.pth', num_params=7794184,
        metrics=(79.838, 94.934), crop_size=240, resize_size=255,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe-with-lr-wd-crop-tuning',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class EfficientNet_B2_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/efficientnet_b2_rwightman-bcdf34b7.pth', num_params=9109994,
        metrics=(80.608, 95.31), crop_size=288, resize_size=288, interpolation=InterpolationMode.BICUBIC,
        recipe=RECIPES + "#efficientnet-v1",
        docs=PORTED)
    DEFAULT = IMAGENET1K_V1


class EfficientNet_B3_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/efficientnet_b3_rwightman-cf984f9c.pth', num_params=12233232,
        metrics=(82.008, 96.054), crop_size=300, resize_size=320, interpolation=InterpolationMode.BICUBIC,
        recipe=RECIPES + "#efficientnet-v1",
        docs=PORTED)
    DEFAULT = IMAGENET1K_V1


class EfficientNet_B4_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/efficientnet_b4_rwightman-7eb33cd5.pth', num_params=19341616,
        metrics=(83.384, 96.594), crop_size=380, resize_size=384, interpolation=InterpolationMode.BICUBIC,
        recipe=RECIPES + "#efficientnet-v1",
        docs=PORTED)
    DEFAULT = IMAGENET1K_V1


class EfficientNet_B5_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/efficientnet_b5_lukemelas-b6417697.pth', num_params=30389784,
        metrics=(83.444, 96.628), crop_size=456, resize_size=456, interpolation=InterpolationMode.BICUBIC,
        recipe=RECIPES + "#efficientnet-v1",
        docs=PORTED)
    DEFAULT = IMAGENET1K_V1


class EfficientNet_B6_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/efficientnet_b6_lukemelas-c76e70fd.pth', num_params=43040704,
        metrics=(84.008, 96.916), crop_size=528, resize_size=528, interpolation=InterpolationMode.BICUBIC,
        recipe=RECIPES + "#efficientnet-v1",
        docs=PORTED)
    DEFAULT = IMAGENET1K_V1


class EfficientNet_B7_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/efficientnet_b7_lukemelas-dcc49843.pth', num_params=66347960,
        metrics=(84.122, 96.908), crop_size=600, resize_size=600, interpolation=InterpolationMode.BICUBIC,
        recipe=RECIPES + "#efficientnet-v1",
        docs=PORTED)
    DEFAULT = IMAGENET1K_V1


class EfficientNet_V2_S_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/efficientnet_v2_s-dd5fe13b.pth', num_params=21458488,
        metrics=(84.228, 96.878), crop_size=384, resize_size=384, min_size=(33, 33),
        recipe=RECIPES + "#efficientnet-v2",
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V1


class EfficientNet_V2_M_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/efficientnet_v2_m-dc08266a.pth', num_params=54139356,
        metrics=(85.112, 97.156), crop_size=480, resize_size=480, min_size=(33, 33),
        recipe=RECIPES + "#efficientnet-v2",
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V1


class EfficientNet_V2_L_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/efficientnet_v2_l-59c71312.pth', num_params=118515272,
        metrics=(85.808, 97.788), crop_size=480, resize_size=480, interpolation=InterpolationMode.BICUBIC,
        mean=(0.5, 0.5, 0.5), std=(0.5, 0.5, 0.5), min_size=(33, 33),
        recipe=RECIPES + "#efficientnet-v2",
        docs=PORTED)
    DEFAULT = IMAGENET1K_V1


def _builder(arch, weights_enum, dropout, norm_layer=None, **scaling):
    """`scaling` is the B series' width and depth multipliers; B5-B7 and V2 train with their own batch norm."""

    def build(weights, progress, **kwargs):
        inverted_residual_setting, last_channel = _efficientnet_conf(arch, **scaling)
        if norm_layer is not None:
            kwargs["norm_layer"] = norm_layer
        return _efficientnet(inverted_residual_setting, kwargs.pop("dropout", dropout), last_channel, weights,
                             progress, **kwargs)

    return _registered_builder(arch, __name__, weights_enum, build)


_TF_BATCH_NORM = partial(nn.BatchNorm2d, eps=0.001, momentum=0.01)
_V2_BATCH_NORM = partial(nn.BatchNorm2d, eps=1e-03)

efficientnet_b0 = _builder("efficientnet_b0", EfficientNet_B0_Weights, 0.2, width_mult=1.0, depth_mult=1.0)
efficientnet_b1 = _builder("efficientnet_b1", EfficientNet_B1_Weights, 0.2, width_mult=1.0, depth_mult=1.1)
efficientnet_b2 = _builder("efficientnet_b2", EfficientNet_B2_Weights, 0.3, width_mult=1.1, depth_mult=1.2)
efficientnet_b3 = _builder("efficientnet_b3", EfficientNet_B3_Weights, 0.3, width_mult=1.2, depth_mult=1.4)
efficientnet_b4 = _builder("efficientnet_b4", EfficientNet_B4_Weights, 0.4, width_mult=1.4, depth_mult=1.8)
efficientnet_b5 = _builder("efficientnet_b5", EfficientNet_B5_Weights, 0.4, _TF_BATCH_NORM, width_mult=1.6,
                           depth_mult=2.2)
efficientnet_b6 = _builder("efficientnet_b6", EfficientNet_B6_Weights, 0.5, _TF_BATCH_NORM, width_mult=1.8,
                           depth_mult=2.6)
efficientnet_b7 = _builder("efficientnet_b7", EfficientNet_B7_Weights, 0.5, _TF_BATCH_NORM, width_mult=2.0,
                           depth_mult=3.1)
efficientnet_v2_s = _builder("efficientnet_v2_s", EfficientNet_V2_S_Weights, 0.2, _V2_BATCH_NORM)
efficientnet_v2_m = _builder("efficientnet_v2_m", EfficientNet_V2_M_Weights, 0.3, _V2_BATCH_NORM)
efficientnet_v2_l = _builder("efficientnet_v2_l", EfficientNet_V2_L_Weights, 0.4, _V2_BATCH_NORM)
