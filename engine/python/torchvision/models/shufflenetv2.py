"""ShuffleNetV2 (Ma et al. 2018): half the channels pass through each unit untouched, then the channels shuffle."""
import torch
from torch import Tensor, nn

from ._api import WeightsEnum
from ._utils import _load_weights, _ovewrite_named_param, _registered_builder
from ._weights import SCRATCH_NEW_RECIPE, _classification

__all__ = ["ShuffleNetV2", "ShuffleNet_V2_X0_5_Weights", "ShuffleNet_V2_X1_0_Weights", "ShuffleNet_V2_X1_5_Weights",
           "ShuffleNet_V2_X2_0_Weights", "shufflenet_v2_x0_5", "shufflenet_v2_x1_0", "shufflenet_v2_x1_5",
           "shufflenet_v2_x2_0"]


def channel_shuffle(x, groups):
    batchsize, num_channels, height, width = x.size()
    x = x.view(batchsize, groups, num_channels // groups, height, width)
    x = torch.transpose(x, 1, 2).contiguous()
    return x.view(batchsize, -1, height, width)


class InvertedResidual(nn.Module):
    def __init__(self, inp, oup, stride):
        super().__init__()
        if not (1 <= stride <= 3):
            raise ValueError("illegal stride value")
        self.stride = stride
        branch_features = oup // 2
        if (self.stride == 1) and (inp != branch_features << 1):
            raise ValueError(f"Invalid combination of stride {stride}, inp {inp} and oup {oup} values. If stride == 1 "
                             "then inp should be equal to oup // 2 << 1.")
        if self.stride > 1:
            self.branch1 = nn.Sequential(
                self.depthwise_conv(inp, inp, kernel_size=3, stride=self.stride, padding=1),
                nn.BatchNorm2d(inp),
                nn.Conv2d(inp, branch_features, kernel_size=1, stride=1, padding=0, bias=False),
                nn.BatchNorm2d(branch_features),
                nn.ReLU(inplace=True),
            )
        else:
            self.branch1 = nn.Sequential()
        self.branch2 = nn.Sequential(
            nn.Conv2d(inp if (self.stride > 1) else branch_features, branch_features, kernel_size=1, stride=1,
                      padding=0, bias=False),
            nn.BatchNorm2d(branch_features),
            nn.ReLU(inplace=True),
            self.depthwise_conv(branch_features, branch_features, kernel_size=3, stride=self.stride, padding=1),
            nn.BatchNorm2d(branch_features),
            nn.Conv2d(branch_features, branch_features, kernel_size=1, stride=1, padding=0, bias=False),
            nn.BatchNorm2d(branch_features),
            nn.ReLU(inplace=True),
        )

    @staticmethod
    def depthwise_conv(i, o, kernel_size, stride=1, padding=0, bias=False):
        return nn.Conv2d(i, o, kernel_size, stride, padding, bias=bias, groups=i)

    def forward(self, x: Tensor) -> Tensor:
        if self.stride == 1:
            x1, x2 = x.chunk(2, dim=1)
            out = torch.cat((x1, self.branch2(x2)), dim=1)
        else:
            out = torch.cat((self.branch1(x), self.branch2(x)), dim=1)
        return channel_shuffle(out, 2)


class ShuffleNetV2(nn.Module):
    def __init__(self, stages_repeats, stages_out_channels, num_classes=1000, inverted_residual=InvertedResidual):
        super().__init__()
        if len(stages_repeats) != 3:
            raise ValueError("expected stages_repeats as list of 3 positive ints")
        if len(stages_out_channels) != 5:
            raise ValueError("expected stages_out_channels as list of 5 positive ints")
        self._stage_out_channels = stages_out_channels
        output_channels = self._stage_out_channels[0]
        self.conv1 = nn.Sequential(nn.Conv2d(3, output_channels, 3, 2, 1, bias=False),
                                   nn.BatchNorm2d(output_channels), nn.ReLU(inplace=True))
        input_channels = output_channels
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        for name, repeats, output_channels in zip(("stage2", "stage3", "stage4"), stages_repeats,
                                                  self._stage_out_channels[1:]):
            seq = [inverted_residual(input_channels, output_channels, 2)]
            seq += [inverted_residual(output_channels, output_channels, 1) for _ in range(repeats - 1)]
            setattr(self, name, nn.Sequential(*seq))
            input_channels = output_channels
        output_channels = self._stage_out_channels[-1]
        self.conv5 = nn.Sequential(nn.Conv2d(input_channels, output_channels, 1, 1, 0, bias=False),
                                   nn.BatchNorm2d(output_channels), nn.ReLU(inplace=True))
        self.fc = nn.Linear(output_channels, num_classes)

    def _forward_impl(self, x):
        x = self.maxpool(self.conv1(x))
        x = self.conv5(self.stage4(self.stage3(self.stage2(x))))
        return self.fc(x.mean([2, 3]))

    def forward(self, x: Tensor) -> Tensor:
        return self._forward_impl(x)


class ShuffleNet_V2_X0_5_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/shufflenetv2_x0.5-f707e7126e.pth', num_params=1366792,
        metrics=(60.552, 81.746),
        recipe='https://github.com/ericsun99/Shufflenet-v2-Pytorch',
        docs='These weights were trained from scratch to reproduce closely the results of the paper.')
    DEFAULT = IMAGENET1K_V1


class ShuffleNet_V2_X1_0_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/shufflenetv2_x1-5666bf0f80.pth', num_params=2278604,
        metrics=(69.362, 88.316),
        recipe='https://github.com/ericsun99/Shufflenet-v2-Pytorch',
        docs='These weights were trained from scratch to reproduce closely the results of the paper.')
    DEFAULT = IMAGENET1K_V1


class ShuffleNet_V2_X1_5_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/shufflenetv2_x1_5-3c479a10.pth', num_params=3503624,
        metrics=(72.996, 91.086), resize_size=232,
        recipe='https://github.com/pytorch/vision/pull/5906',
        docs=SCRATCH_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V1


class ShuffleNet_V2_X2_0_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/shufflenetv2_x2_0-8be3c8ee.pth', num_params=7393996,
        metrics=(76.23, 93.006), resize_size=232,
        recipe='https://github.com/pytorch/vision/pull/5906',
        docs=SCRATCH_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V1


def _builder(name, stages_out_channels, weights_enum):
    def build(weights, progress, **kwargs):
        if weights is not None:
            _ovewrite_named_param(kwargs, "num_classes", len(weights.meta["categories"]))
        return _load_weights(ShuffleNetV2([4, 8, 4], stages_out_channels, **kwargs), weights, progress)

    return _registered_builder(name, __name__, weights_enum, build)


shufflenet_v2_x0_5 = _builder("shufflenet_v2_x0_5", [24, 48, 96, 192, 1024], ShuffleNet_V2_X0_5_Weights)
shufflenet_v2_x1_0 = _builder("shufflenet_v2_x1_0", [24, 116, 232, 464, 1024], ShuffleNet_V2_X1_0_Weights)
shufflenet_v2_x1_5 = _builder("shufflenet_v2_x1_5", [24, 176, 352, 704, 1024], ShuffleNet_V2_X1_5_Weights)
shufflenet_v2_x2_0 = _builder("shufflenet_v2_x2_0", [24, 244, 488, 976, 2048], ShuffleNet_V2_X2_0_Weights)
