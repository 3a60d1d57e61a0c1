"""RegNet X and Y (Radosavovic et al. 2020): stages of residual bottlenecks whose widths follow a quantised linear
rule; the Y models add squeeze-and-excitation."""
import math
from collections import OrderedDict
from functools import partial

import torch
from torch import Tensor, nn

from ..ops.misc import Conv2dNormActivation, SqueezeExcitation
from ..transforms.functional import InterpolationMode
from ._api import WeightsEnum
from ._utils import _load_weights, _make_divisible, _ovewrite_named_param, _registered_builder
from ._weights import MODIFIED_NEW_RECIPE, PAPER_RECIPE, RECIPES, _classification

__all__ = ["RegNet", "RegNet_Y_400MF_Weights", "RegNet_Y_800MF_Weights", "RegNet_Y_1_6GF_Weights",
           "RegNet_Y_3_2GF_Weights", "RegNet_Y_8GF_Weights", "RegNet_Y_16GF_Weights", "RegNet_Y_32GF_Weights",
           "RegNet_Y_128GF_Weights", "RegNet_X_400MF_Weights", "RegNet_X_800MF_Weights", "RegNet_X_1_6GF_Weights",
           "RegNet_X_3_2GF_Weights", "RegNet_X_8GF_Weights", "RegNet_X_16GF_Weights", "RegNet_X_32GF_Weights",
           "regnet_y_400mf", "regnet_y_800mf", "regnet_y_1_6gf", "regnet_y_3_2gf", "regnet_y_8gf", "regnet_y_16gf",
           "regnet_y_32gf", "regnet_y_128gf", "regnet_x_400mf", "regnet_x_800mf", "regnet_x_1_6gf", "regnet_x_3_2gf",
           "regnet_x_8gf", "regnet_x_16gf", "regnet_x_32gf"]


class SimpleStemIN(Conv2dNormActivation):
    def __init__(self, width_in, width_out, norm_layer, activation_layer):
        super().__init__(width_in, width_out, kernel_size=3, stride=2, norm_layer=norm_layer,
                         activation_layer=activation_layer)


class BottleneckTransform(nn.Sequential):
    def __init__(self, width_in, width_out, stride, norm_layer, activation_layer, group_width, bottleneck_multiplier,
                 se_ratio):
        layers = OrderedDict()
        w_b = int(round(width_out * bottleneck_multiplier))
        g = w_b // group_width
        layers["a"] = Conv2dNormActivation(width_in, w_b, kernel_size=1, stride=1, norm_layer=norm_layer,
                                           activation_layer=activation_layer)
        layers["b"] = Conv2dNormActivation(w_b, w_b, kernel_size=3, stride=stride, groups=g, norm_layer=norm_layer,
                                           activation_layer=activation_layer)
        if se_ratio:
            layers["se"] = SqueezeExcitation(input_channels=w_b, squeeze_channels=int(round(se_ratio * width_in)),
                                             activation=activation_layer)
        layers["c"] = Conv2dNormActivation(w_b, width_out, kernel_size=1, stride=1, norm_layer=norm_layer,
                                           activation_layer=None)
        super().__init__(layers)


class ResBottleneckBlock(nn.Module):
    def __init__(self, width_in, width_out, stride, norm_layer, activation_layer, group_width=1,
                 bottleneck_multiplier=1.0, se_ratio=None):
        super().__init__()
        self.proj = None
        if (width_in != width_out) or (stride != 1):
            self.proj = Conv2dNormActivation(width_in, width_out, kernel_size=1, stride=stride, norm_layer=norm_layer,
                                             activation_layer=None)
        self.f = BottleneckTransform(width_in, width_out, stride, norm_layer, activation_layer, group_width,
                                     bottleneck_multiplier, se_ratio)
        self.activation = activation_layer(inplace=True)

    def forward(self, x: Tensor) -> Tensor:
        x = self.proj(x) + self.f(x) if self.proj is not None else x + self.f(x)
        return self.activation(x)


class AnyStage(nn.Sequential):
    def __init__(self, width_in, width_out, stride, depth, block_constructor, norm_layer, activation_layer,
                 group_width, bottleneck_multiplier, se_ratio=None, stage_index=0):
        super().__init__()
        for i in range(depth):
            block = block_constructor(width_in if i == 0 else width_out, width_out, stride if i == 0 else 1,
                                      norm_layer, activation_layer, group_width, bottleneck_multiplier, se_ratio)
            self.add_module(f"block{stage_index}-{i}", block)


class BlockParams:
    def __init__(self, depths, widths, group_widths, bottleneck_multipliers, strides, se_ratio=None):
        self.depths = depths
        self.widths = widths
        self.group_widths = group_widths
        self.bottleneck_multipliers = bottleneck_multipliers
        self.strides = strides
        self.se_ratio = se_ratio

    @classmethod
    def from_init_params(cls, depth, w_0, w_a, w_m, group_width, bottleneck_multiplier=1.0, se_ratio=None,
                         **kwargs):
        """Per-block widths w_0 + w_a * j, snapped to w_0 times a power of w_m and to multiples of 8; runs of equal
        width form the stages."""
        quant = 8
        stride = 2
        if w_a < 0 or w_0 <= 0 or w_m <= 1 or w_0 % 8 != 0:
            raise ValueError("Invalid RegNet settings")
        widths_cont = torch.arange(depth) * w_a + w_0
        block_capacity = torch.round(torch.log(widths_cont / w_0) / math.log(w_m))
        block_widths = (torch.round(torch.divide(w_0 * torch.pow(w_m, block_capacity), quant)) * quant).int().tolist()
        num_stages = len(set(block_widths))
        split_helper = zip(block_widths + [0], [0] + block_widths, block_widths + [0], [0] + block_widths)
        splits = [w != wp or r != rp for w, wp, r, rp in split_helper]
        stage_widths = [w for w, t in zip(block_widths, splits[:-1]) if t]
        stage_depths = torch.diff(torch.tensor([d for d, t in enumerate(splits) if t])).int().tolist()
        bottleneck_multipliers = [bottleneck_multiplier] * num_stages
        stage_widths, group_widths = cls._adjust_widths_groups_compatibilty(
            stage_widths, bottleneck_multipliers, [group_width] * num_stages)
        return cls(depths=stage_depths, widths=stage_widths, group_widths=group_widths,
                   bottleneck_multipliers=bottleneck_multipliers, strides=[stride] * num_stages, se_ratio=se_ratio)

    def _get_expanded_params(self):
        return zip(self.widths, self.strides, self.depths, self.group_widths, self.bottleneck_multipliers)

    @staticmethod
    def _adjust_widths_groups_compatibilty(stage_widths, bottleneck_ratios, group_widths):
        # the bottleneck width must be a multiple of the group width
        widths = [int(w * b) for w, b in zip(stage_widths, bottleneck_ratios)]
        group_widths_min = [min(g, w_bot) for g, w_bot in zip(group_widths, widths)]
        ws_bot = [_make_divisible(w_bot, g) for w_bot, g in zip(widths, group_widths_min)]
        return [int(w_bot / b) for w_bot, b in zip(ws_bot, bottleneck_ratios)], group_widths_min


class RegNet(nn.Module):
    def __init__(self, block_params, num_classes=1000, stem_width=32, stem_type=None, block_type=None,
                 norm_layer=None, activation=None):
        super().__init__()
        stem_type = SimpleStemIN if stem_type is None else stem_type
        norm_layer = nn.BatchNorm2d if norm_layer is None else norm_layer
        block_type = ResBottleneckBlock if block_type is None else block_type
        activation = nn.ReLU if activation is None else activation
        self.stem = stem_type(3, stem_width, norm_layer, activation)
        current_width = stem_width
        blocks = []
        for i, (width_out, stride, depth, group_width, bottleneck_multiplier) in enumerate(
                block_params._get_expanded_params()):
            blocks.append((f"block{i + 1}", AnyStage(current_width, width_out, stride, depth, block_type, norm_layer,
                                                     activation, group_width, bottleneck_multiplier,
                                                     block_params.se_ratio, stage_index=i + 1)))
            current_width = width_out
        self.trunk_output = nn.Sequential(OrderedDict(blocks))
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(in_features=current_width, out_features=num_classes)
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                fan_out = m.kernel_size[0] * m.kernel_size[1] * m.out_channels
                nn.init.normal_(m.weight, mean=0.0, std=math.sqrt(2.0 / fan_out))
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.ones_(m.weight)
                nn.init.zeros_(m.bias)
            elif isinstance(m, nn.Linear):
                nn.init.normal_(m.weight, mean=0.0, std=0.01)
                nn.init.zeros_(m.bias)

    def forward(self, x: Tensor) -> Tensor:
        x = self.avgpool(self.trunk_output(self.stem(x)))
        return self.fc(x.flatten(start_dim=1))


def _regnet(block_params, weights, progress, **kwargs):
    if weights is not None:
        _ovewrite_named_param(kwargs, "num_classes", len(weights.meta["categories"]))
    norm_layer = kwargs.pop("norm_layer", partial(nn.BatchNorm2d, eps=1e-05, momentum=0.1))
    return _load_weights(RegNet(block_params, norm_layer=norm_layer, **kwargs), weights, progress)


class RegNet_Y_400MF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_400mf-c65dace8.pth', num_params=4344144,
        metrics=(74.046, 91.716),
        recipe=RECIPES + "#small-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_y_400mf-e6988f5f.pth', num_params=4344144,
        metrics=(75.804, 92.742), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class RegNet_Y_800MF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_800mf-1b27b58c.pth', num_params=6432512,
        metrics=(76.42, 93.136),
        recipe=RECIPES + "#small-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_y_800mf-58fc7688.pth', num_params=6432512,
        metrics=(78.828, 94.502), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class RegNet_Y_1_6GF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_1_6gf-b11a554e.pth', num_params=11202430,
        metrics=(77.95, 93.966),
        recipe=RECIPES + "#small-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_y_1_6gf-0d7bc02a.pth', num_params=11202430,
        metrics=(80.876, 95.444), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class RegNet_Y_3_2GF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_3_2gf-b5a9779c.pth', num_params=19436338,
        metrics=(78.948, 94.576),
        recipe=RECIPES + "#medium-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_y_3_2gf-9180c971.pth', num_params=19436338,
        metrics=(81.982, 95.972), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class RegNet_Y_8GF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_8gf-d0d0e4a8.pth', num_params=39381472,
        metrics=(80.032, 95.048),
        recipe=RECIPES + "#medium-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_y_8gf-dc2b1b54.pth', num_params=39381472,
        metrics=(82.828, 96.33), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class RegNet_Y_16GF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_16gf-9e6ed7dd.pth', num_params=83590140,
        metrics=(80.424, 95.24),
        recipe=RECIPES + "#large-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_y_16gf-3e4a00f9.pth', num_params=83590140,
        metrics=(82.886, 96.328), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=MODIFIED_NEW_RECIPE)
    IMAGENET1K_SWAG_E2E_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_16gf_swag-43afe44d.pth', num_params=83590140,
        metrics=(86.012, 98.054), crop_size=384, resize_size=384, interpolation=InterpolationMode.BICUBIC,
        license='https://github.com/facebookresearch/SWAG/blob/main/LICENSE',
        recipe='https://github.com/facebookresearch/SWAG',
        docs='These weights are learnt via transfer learning by end-to-end fine-tuning the original\n               '
             '`SWAG <https://arxiv.org/abs/2201.08371>`_ weights on ImageNet-1K data.')
    IMAGENET1K_SWAG_LINEAR_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_16gf_lc_swag-f3ec0043.pth', num_params=83590140,
        metrics=(83.976, 97.244), resize_size=224, interpolation=InterpolationMode.BICUBIC,
        license='https://github.com/facebookresearch/SWAG/blob/main/LICENSE',
        recipe='https://github.com/pytorch/vision/pull/5793',
        docs='These weights are composed of the original frozen `SWAG <https://arxiv.org/abs/2201.08371>`_ trunk\n  '
             'weights and a linear classifier learnt on top of them trained on ImageNet-1K data.')
    DEFAULT = IMAGENET1K_V2


class RegNet_Y_32GF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_32gf-4dee3f7a.pth', num_params=145046770,
        metrics=(80.878, 95.34),
        recipe=RECIPES + "#large-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_y_32gf-8db6d4b5.pth', num_params=145046770,
        metrics=(83.368, 96.498), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=MODIFIED_NEW_RECIPE)
    IMAGENET1K_SWAG_E2E_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_32gf_swag-04fdfa75.pth', num_params=145046770,
        metrics=(86.838, 98.362), crop_size=384, resize_size=384, interpolation=InterpolationMode.BICUBIC,
        license='https://github.com/facebookresearch/SWAG/blob/main/LICENSE',
        recipe='https://github.com/facebookresearch/SWAG',
        docs='These weights are learnt via transfer learning by end-to-end fine-tuning the original\n               '
             '`SWAG <https://arxiv.org/abs/2201.08371>`_ weights on ImageNet-1K data.')
    IMAGENET1K_SWAG_LINEAR_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_32gf_lc_swag-e1583746.pth', num_params=145046770,
        metrics=(84.622, 97.48), resize_size=224, interpolation=InterpolationMode.BICUBIC,
        license='https://github.com/facebookresearch/SWAG/blob/main/LICENSE',
        recipe='https://github.com/pytorch/vision/pull/5793',
        docs='These weights are composed of the original frozen `SWAG <https://arxiv.org/abs/2201.08371>`_ trunk\n  '
             'weights and a linear classifier learnt on top of them trained on ImageNet-1K data.')
    DEFAULT = IMAGENET1K_V2


class RegNet_Y_128GF_Weights(WeightsEnum):
    IMAGENET1K_SWAG_E2E_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_128gf_swag-c8ce3e52.pth', num_params=644812894,
        metrics=(88.228, 98.682), crop_size=384, resize_size=384, interpolation=InterpolationMode.BICUBIC,
        license='https://github.com/facebookresearch/SWAG/blob/main/LICENSE',
        recipe='https://github.com/facebookresearch/SWAG',
        docs='These weights are learnt via transfer learning by end-to-end fine-tuning the original\n               '
             '`SWAG <https://arxiv.org/abs/2201.08371>`_ weights on ImageNet-1K data.')
    IMAGENET1K_SWAG_LINEAR_V1 = _classification(
        'https://download.pytorch.org/models/regnet_y_128gf_lc_swag-cbe8ce12.pth', num_params=644812894,
        metrics=(86.068, 97.844), resize_size=224, interpolation=InterpolationMode.BICUBIC,
        license='https://github.com/facebookresearch/SWAG/blob/main/LICENSE',
        recipe='https://github.com/pytorch/vision/pull/5793',
        docs='These weights are composed of the original frozen `SWAG <https://arxiv.org/abs/2201.08371>`_ trunk\n  '
             'weights and a linear classifier learnt on top of them trained on ImageNet-1K data.')
    DEFAULT = IMAGENET1K_SWAG_E2E_V1


class RegNet_X_400MF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_x_400mf-adf1edd5.pth', num_params=5495976,
        metrics=(72.834, 90.95),
        recipe=RECIPES + "#small-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_x_400mf-62229a5f.pth', num_params=5495976,
        metrics=(74.864, 92.322), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe-with-fixres',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class RegNet_X_800MF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_x_800mf-ad17e45c.pth', num_params=7259656,
        metrics=(75.212, 92.348),
        recipe=RECIPES + "#small-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_x_800mf-94a99ebd.pth', num_params=7259656,
        metrics=(77.522, 93.826), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe-with-fixres',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class RegNet_X_1_6GF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_x_1_6gf-e3633e7f.pth', num_params=9190136,
        metrics=(77.04, 93.44),
        recipe=RECIPES + "#small-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_x_1_6gf-a12f2b72.pth', num_params=9190136,
        metrics=(79.668, 94.922), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe-with-fixres',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class RegNet_X_3_2GF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_x_3_2gf-f342aeae.pth', num_params=15296552,
        metrics=(78.364, 93.992),
        recipe=RECIPES + "#medium-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_x_3_2gf-7071aa85.pth', num_params=15296552,
        metrics=(81.196, 95.43), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class RegNet_X_8GF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_x_8gf-03ceed89.pth', num_params=39572648,
        metrics=(79.344, 94.686),
        recipe=RECIPES + "#medium-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_x_8gf-2b70d774.pth', num_params=39572648,
        metrics=(81.682, 95.678), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class RegNet_X_16GF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_x_16gf-2007eb11.pth', num_params=54278536,
        metrics=(80.058, 94.944),
        recipe=RECIPES + "#medium-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_x_16gf-ba3796d7.pth', num_params=54278536,
        metrics=(82.716, 96.196), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class RegNet_X_32GF_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/regnet_x_32gf-9d47f8d0.pth', num_params=107811560,
        metrics=(80.622, 95.248),
        recipe=RECIPES + "#large-models",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/regnet_x_32gf-6eb8fdc6.pth', num_params=107811560,
        metrics=(83.014, 96.288), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=MODIFIED_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


def _builder(name, weights_enum, **design):
    """`design` is the RegNet's depth, initial width w_0, slope w_a, quantisation w_m, group width (and SE ratio)."""

    def build(weights, progress, **kwargs):
        params = BlockParams.from_init_params(**design, **kwargs)
        return _regnet(params, weights, progress, **kwargs)

    return _registered_builder(name, __name__, weights_enum, build)


regnet_y_400mf = _builder("regnet_y_400mf", RegNet_Y_400MF_Weights, depth=16, w_0=48, w_a=27.89, w_m=2.09,
                          group_width=8, se_ratio=0.25)
regnet_y_800mf = _builder("regnet_y_800mf", RegNet_Y_800MF_Weights, depth=14, w_0=56, w_a=38.84, w_m=2.4,
                          group_width=16, se_ratio=0.25)
regnet_y_1_6gf = _builder("regnet_y_1_6gf", RegNet_Y_1_6GF_Weights, depth=27, w_0=48, w_a=20.71, w_m=2.65,
                          group_width=24, se_ratio=0.25)
regnet_y_3_2gf = _builder("regnet_y_3_2gf", RegNet_Y_3_2GF_Weights, depth=21, w_0=80, w_a=42.63, w_m=2.66,
                          group_width=24, se_ratio=0.25)
regnet_y_8gf = _builder("regnet_y_8gf", RegNet_Y_8GF_Weights, depth=17, w_0=192, w_a=76.82, w_m=2.19,
                        group_width=56, se_ratio=0.25)
regnet_y_16gf = _builder("regnet_y_16gf", RegNet_Y_16GF_Weights, depth=18, w_0=200, w_a=106.23, w_m=2.48,
                         group_width=112, se_ratio=0.25)
regnet_y_32gf = _builder("regnet_y_32gf", RegNet_Y_32GF_Weights, depth=20, w_0=232, w_a=115.89, w_m=2.53,
                         group_width=232, se_ratio=0.25)
regnet_y_128gf = _builder("regnet_y_128gf", RegNet_Y_128GF_Weights, depth=27, w_0=456, w_a=160.83, w_m=2.52,
                          group_width=264, se_ratio=0.25)
regnet_x_400mf = _builder("regnet_x_400mf", RegNet_X_400MF_Weights, depth=22, w_0=24, w_a=24.48, w_m=2.54,
                          group_width=16)
regnet_x_800mf = _builder("regnet_x_800mf", RegNet_X_800MF_Weights, depth=16, w_0=56, w_a=35.73, w_m=2.28,
                          group_width=16)
regnet_x_1_6gf = _builder("regnet_x_1_6gf", RegNet_X_1_6GF_Weights, depth=18, w_0=80, w_a=34.01, w_m=2.25,
                          group_width=24)
regnet_x_3_2gf = _builder("regnet_x_3_2gf", RegNet_X_3_2GF_Weights, depth=25, w_0=88, w_a=26.31, w_m=2.25,
                          group_width=48)
regnet_x_8gf = _builder("regnet_x_8gf", RegNet_X_8GF_Weights, depth=23, w_0=80, w_a=49.56, w_m=2.88,
                        group_width=120)
regnet_x_16gf = _builder("regnet_x_16gf", RegNet_X_16GF_Weights, depth=22, w_0=216, w_a=55.59, w_m=2.1,
                         group_width=128)
regnet_x_32gf = _builder("regnet_x_32gf", RegNet_X_32GF_Weights, depth=23, w_0=320, w_a=69.86, w_m=2.0,
                         group_width=168)
