"""ResNet, ResNeXt and Wide ResNet (He et al. 2015; Xie et al. 2016; Zagoruyko & Komodakis 2016)."""
import torch
from torch import Tensor, nn

from ._api import WeightsEnum
from ._utils import _load_weights, _ovewrite_named_param, _registered_builder
from ._weights import NEW_RECIPE, PAPER_RECIPE, RECIPES, SCRATCH_NEW_RECIPE, _classification

__all__ = ["ResNet", "ResNet18_Weights", "ResNet34_Weights", "ResNet50_Weights", "ResNet101_Weights",
           "ResNet152_Weights", "ResNeXt50_32X4D_Weights", "ResNeXt101_32X8D_Weights", "ResNeXt101_64X4D_Weights",
           "Wide_ResNet50_2_Weights", "Wide_ResNet101_2_Weights", "resnet18", "resnet34", "resnet50", "resnet101",
           "resnet152", "resnext50_32x4d", "resnext101_32x8d", "resnext101_64x4d", "wide_resnet50_2",
           "wide_resnet101_2"]


def conv3x3(in_planes, out_planes, stride=1, groups=1, dilation=1):
    return nn.Conv2d(in_planes, out_planes, kernel_size=3, stride=stride, padding=dilation, groups=groups, bias=False,
                     dilation=dilation)


def conv1x1(in_planes, out_planes, stride=1):
    return nn.Conv2d(in_planes, out_planes, kernel_size=1, stride=stride, bias=False)


class BasicBlock(nn.Module):
    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None, groups=1, base_width=64, dilation=1,
                 norm_layer=None):
        super().__init__()
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        if groups != 1 or base_width != 64:
            raise ValueError("BasicBlock only supports groups=1 and base_width=64")
        if dilation > 1:
            raise NotImplementedError("Dilation > 1 not supported in BasicBlock")
        self.conv1 = conv3x3(inplanes, planes, stride)
        self.bn1 = norm_layer(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = conv3x3(planes, planes)
        self.bn2 = norm_layer(planes)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x: Tensor) -> Tensor:
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if self.downsample is not None:
            identity = self.downsample(x)
        out += identity
        return self.relu(out)


class Bottleneck(nn.Module):
    # the stride sits on the 3x3 convolution (ResNet V1.5), not on the first 1x1
    expansion = 4

    def __init__(self, inplanes, planes, stride=1, downsample=None, groups=1, base_width=64, dilation=1,
                 norm_layer=None):
        super().__init__()
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        width = int(planes * (base_width / 64.0)) * groups
        self.conv1 = conv1x1(inplanes, width)
        self.bn1 = norm_layer(width)
        self.conv2 = conv3x3(width, width, stride, groups, dilation)
        self.bn2 = norm_layer(width)
        self.conv3 = conv1x1(width, planes * self.expansion)
        self.bn3 = norm_layer(planes * self.expansion)
        self.relu = nn.ReLU(inplace=True)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x: Tensor) -> Tensor:
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.relu(self.bn2(self.conv2(out)))
        out = self.bn3(self.conv3(out))
        if self.downsample is not None:
            identity = self.downsample(x)
        out += identity
        return self.relu(out)


class ResNet(nn.Module):
    def __init__(self, block, layers, num_classes=1000, zero_init_residual=False, groups=1, width_per_group=64,
                 replace_stride_with_dilation=None, norm_layer=None):
        super().__init__()
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        self._norm_layer = norm_layer
        self.inplanes = 64
        self.dilation = 1
        if replace_stride_with_dilation is None:
            replace_stride_with_dilation = [False, False, False]
        if len(replace_stride_with_dilation) != 3:
            raise ValueError("replace_stride_with_dilation should be None "
                             f"or a 3-element tuple, got {replace_stride_with_dilation}")
        self.groups = groups
        self.base_width = width_per_group
        self.conv1 = nn.Conv2d(3, self.inplanes, kernel_size=7, stride=2, padding=3, bias=False)
        self.bn1 = norm_layer(self.inplanes)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.layer1 = self._make_layer(block, 64, layers[0])
        self.layer2 = self._make_layer(block, 128, layers[1], stride=2, dilate=replace_stride_with_dilation[0])
        self.layer3 = self._make_layer(block, 256, layers[2], stride=2, dilate=replace_stride_with_dilation[1])
        self.layer4 = self._make_layer(block, 512, layers[3], stride=2, dilate=replace_stride_with_dilation[2])
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(512 * block.expansion, num_classes)

        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            elif isinstance(m, (nn.BatchNorm2d, nn.GroupNorm)):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)
        # each residual branch can start as the identity (Goyal et al. 2017)
        if zero_init_residual:
            for m in self.modules():
                if isinstance(m, Bottleneck) and m.bn3.weight is not None:
                    nn.init.constant_(m.bn3.weight, 0)
                elif isinstance(m, BasicBlock) and m.bn2.weight is not None:
                    nn.init.constant_(m.bn2.weight, 0)

    def _make_layer(self, block, planes, blocks, stride=1, dilate=False):
        norm_layer = self._norm_layer
        downsample = None
        previous_dilation = self.dilation
        if dilate:
            self.dilation *= stride
            stride = 1
        if stride != 1 or self.inplanes != planes * block.expansion:
            downsample = nn.Sequential(conv1x1(self.inplanes, planes * block.expansion, stride),
                                       norm_layer(planes * block.expansion))
        layers = [block(self.inplanes, planes, stride, downsample, self.groups, self.base_width, previous_dilation,
                        norm_layer)]
        self.inplanes = planes * block.expansion
        for _ in range(1, blocks):
            layers.append(block(self.inplanes, planes, groups=self.groups, base_width=self.base_width,
                                dilation=self.dilation, norm_layer=norm_layer))
        return nn.Sequential(*layers)

    def _forward_impl(self, x: Tensor) -> Tensor:
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer4(self.layer3(self.layer2(self.layer1(x))))
        x = torch.flatten(self.avgpool(x), 1)
        return self.fc(x)

    def forward(self, x: Tensor) -> Tensor:
        return self._forward_impl(x)


def _resnet(block, layers, weights, progress, **kwargs):
    if weights is not None:
        _ovewrite_named_param(kwargs, "num_classes", len(weights.meta["categories"]))
    return _load_weights(ResNet(block, layers, **kwargs), weights, progress)


class ResNet18_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/resnet18-f37072fd.pth', num_params=11689512, metrics=(69.758, 89.078),
        recipe=RECIPES + "#resnet",
        docs=PAPER_RECIPE)
    DEFAULT = IMAGENET1K_V1


class ResNet34_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/resnet34-b627a593.pth', num_params=21797672, metrics=(73.314, 91.42),
        recipe=RECIPES + "#resnet",
        docs=PAPER_RECIPE)
    DEFAULT = IMAGENET1K_V1


class ResNet50_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/resnet50-0676ba61.pth', num_params=25557032, metrics=(76.13, 92.862),
        recipe=RECIPES + "#resnet",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/resnet50-11ad3fa6.pth', num_params=25557032, metrics=(80.858, 95.434),
        resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#issuecomment-1013906621',
        docs=NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class ResNet101_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/resnet101-63fe2227.pth', num_params=44549160, metrics=(77.374, 93.546),
        recipe=RECIPES + "#resnet",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/resnet101-cd907fc2.pth', num_params=44549160, metrics=(81.886, 95.78),
        resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class ResNet152_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/resnet152-394f9c45.pth', num_params=60192808, metrics=(78.312, 94.046),
        recipe=RECIPES + "#resnet",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/resnet152-f82ba261.pth', num_params=60192808, metrics=(82.284, 96.002),
        resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class ResNeXt50_32X4D_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/resnext50_32x4d-7cdf4587.pth', num_params=25028904,
        metrics=(77.618, 93.698),
        recipe=RECIPES + "#resnext",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/resnext50_32x4d-1a0047aa.pth', num_params=25028904,
        metrics=(81.198, 95.34), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class ResNeXt101_32X8D_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/resnext101_32x8d-8ba56ff5.pth', num_params=88791336,
        metrics=(79.312, 94.526),
        recipe=RECIPES + "#resnext",
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/resnext101_32x8d-110c445d.pth', num_params=88791336,
        metrics=(82.834, 96.228), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe-with-fixres',
        docs=NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class ResNeXt101_64X4D_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/resnext101_64x4d-173b62eb.pth', num_params=83455272,
        metrics=(83.246, 96.454), resize_size=232,
        recipe='https://github.com/pytorch/vision/pull/5935',
        docs=SCRATCH_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V1


class Wide_ResNet50_2_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/wide_resnet50_2-95faca4d.pth', num_params=68883240,
        metrics=(78.468, 94.086),
        recipe='https://github.com/pytorch/vision/pull/912#issue-445437439',
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/wide_resnet50_2-9ba9bcbe.pth', num_params=68883240,
        metrics=(81.602, 95.758), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe-with-fixres',
        docs=NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


class Wide_ResNet101_2_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/wide_resnet101_2-32ee1156.pth', num_params=126886696,
        metrics=(78.848, 94.284),
        recipe='https://github.com/pytorch/vision/pull/912#issue-445437439',
        docs=PAPER_RECIPE)
    IMAGENET1K_V2 = _classification(
        'https://download.pytorch.org/models/wide_resnet101_2-d733dc28.pth', num_params=126886696,
        metrics=(82.51, 96.02), resize_size=232,
        recipe='https://github.com/pytorch/vision/issues/3995#new-recipe',
        docs=NEW_RECIPE)
    DEFAULT = IMAGENET1K_V2


def _builder(name, block, layers, weights_enum, **config):
    """ResNeXt and Wide ResNet fix `config` (groups, widths), which kwargs may repeat but not change."""

    def build(weights, progress, **kwargs):
        for param, value in config.items():
            _ovewrite_named_param(kwargs, param, value)
        return _resnet(block, layers, weights, progress, **kwargs)

    return _registered_builder(name, __name__, weights_enum, build)


resnet18 = _builder("resnet18", BasicBlock, [2, 2, 2, 2], ResNet18_Weights)
resnet34 = _builder("resnet34", BasicBlock, [3, 4, 6, 3], ResNet34_Weights)
resnet50 = _builder("resnet50", Bottleneck, [3, 4, 6, 3], ResNet50_Weights)
resnet101 = _builder("resnet101", Bottleneck, [3, 4, 23, 3], ResNet101_Weights)
resnet152 = _builder("resnet152", Bottleneck, [3, 8, 36, 3], ResNet152_Weights)
resnext50_32x4d = _builder("resnext50_32x4d", Bottleneck, [3, 4, 6, 3], ResNeXt50_32X4D_Weights, groups=32,
                           width_per_group=4)
resnext101_32x8d = _builder("resnext101_32x8d", Bottleneck, [3, 4, 23, 3], ResNeXt101_32X8D_Weights, groups=32,
                            width_per_group=8)
resnext101_64x4d = _builder("resnext101_64x4d", Bottleneck, [3, 4, 23, 3], ResNeXt101_64X4D_Weights, groups=64,
                            width_per_group=4)
wide_resnet50_2 = _builder("wide_resnet50_2", Bottleneck, [3, 4, 6, 3], Wide_ResNet50_2_Weights,
                           width_per_group=64 * 2)
wide_resnet101_2 = _builder("wide_resnet101_2", Bottleneck, [3, 4, 23, 3], Wide_ResNet101_2_Weights,
                            width_per_group=64 * 2)
