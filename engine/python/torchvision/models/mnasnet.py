"""MNASNet (Tan et al. 2018), the architecture found by mobile neural architecture search, at four widths."""
import torch
from torch import Tensor, nn

from ._api import WeightsEnum
from ._utils import _load_weights, _ovewrite_named_param, _registered_builder
from ._weights import SCRATCH_NEW_RECIPE, _classification

__all__ = ["MNASNet", "MNASNet0_5_Weights", "MNASNet0_75_Weights", "MNASNet1_0_Weights", "MNASNet1_3_Weights",
           "mnasnet0_5", "mnasnet0_75", "mnasnet1_0", "mnasnet1_3"]

# the TensorFlow reference's batch norm decay of 0.9997
_BN_MOMENTUM = 1 - 0.9997


class _InvertedResidual(nn.Module):
    def __init__(self, in_ch, out_ch, kernel_size, stride, expansion_factor, bn_momentum=0.1):
        super().__init__()
        if stride not in [1, 2]:
            raise ValueError(f"stride should be 1 or 2 instead of {stride}")
        if kernel_size not in [3, 5]:
            raise ValueError(f"kernel_size should be 3 or 5 instead of {kernel_size}")
        mid_ch = in_ch * expansion_factor
        self.apply_residual = in_ch == out_ch and stride == 1
        self.layers = nn.Sequential(
            nn.Conv2d(in_ch, mid_ch, 1, bias=False),
            nn.BatchNorm2d(mid_ch, momentum=bn_momentum),
            nn.ReLU(inplace=True),
            nn.Conv2d(mid_ch, mid_ch, kernel_size, padding=kernel_size // 2, stride=stride, groups=mid_ch, bias=False),
            nn.BatchNorm2d(mid_ch, momentum=bn_momentum),
            nn.ReLU(inplace=True),
            nn.Conv2d(mid_ch, out_ch, 1, bias=False),
            nn.BatchNorm2d(out_ch, momentum=bn_momentum),
        )

    def forward(self, input: Tensor) -> Tensor:
        return self.layers(input) + input if self.apply_residual else self.layers(input)


def _stack(in_ch, out_ch, kernel_size, stride, exp_factor, repeats, bn_momentum):
    if repeats < 1:
        raise ValueError(f"repeats should be >= 1, instead got {repeats}")
    first = _InvertedResidual(in_ch, out_ch, kernel_size, stride, exp_factor, bn_momentum=bn_momentum)
    remaining = [_InvertedResidual(out_ch, out_ch, kernel_size, 1, exp_factor, bn_momentum=bn_momentum)
                 for _ in range(1, repeats)]
    return nn.Sequential(first, *remaining)


def _round_to_multiple_of(val, divisor, round_up_bias=0.9):
    if not 0.0 < round_up_bias < 1.0:
        raise ValueError(f"round_up_bias should be greater than 0.0 and smaller than 1.0 instead of {round_up_bias}")
    new_val = max(divisor, int(val + divisor / 2) // divisor * divisor)
    return new_val if new_val >= round_up_bias * val else new_val + divisor


def _get_depths(alpha):
    return [_round_to_multiple_of(depth * alpha, 8) for depth in [32, 16, 24, 40, 80, 96, 192, 320]]


class MNASNet(torch.nn.Module):
    _version = 2

    def __init__(self, alpha, num_classes=1000, dropout=0.2):
        super().__init__()
        if alpha <= 0.0:
            raise ValueError(f"alpha should be greater than 0.0 instead of {alpha}")
        self.alpha = alpha
        self.num_classes = num_classes
        depths = _get_depths(alpha)
        layers = [
            nn.Conv2d(3, depths[0], 3, padding=1, stride=2, bias=False),
            nn.BatchNorm2d(depths[0], momentum=_BN_MOMENTUM),
            nn.ReLU(inplace=True),
            nn.Conv2d(depths[0], depths[0], 3, padding=1, stride=1, groups=depths[0], bias=False),
            nn.BatchNorm2d(depths[0], momentum=_BN_MOMENTUM),
            nn.ReLU(inplace=True),
            nn.Conv2d(depths[0], depths[1], 1, padding=0, stride=1, bias=False),
            nn.BatchNorm2d(depths[1], momentum=_BN_MOMENTUM),
            _stack(depths[1], depths[2], 3, 2, 3, 3, _BN_MOMENTUM),
            _stack(depths[2], depths[3], 5, 2, 3, 3, _BN_MOMENTUM),
            _stack(depths[3], depths[4], 5, 2, 6, 3, _BN_MOMENTUM),
            _stack(depths[4], depths[5], 3, 1, 6, 2, _BN_MOMENTUM),
            _stack(depths[5], depths[6], 5, 2, 6, 4, _BN_MOMENTUM),
            _stack(depths[6], depths[7], 3, 1, 6, 1, _BN_MOMENTUM),
            nn.Conv2d(depths[7], 1280, 1, padding=0, stride=1, bias=False),
            nn.BatchNorm2d(1280, momentum=_BN_MOMENTUM),
            nn.ReLU(inplace=True),
        ]
        self.layers = nn.Sequential(*layers)
        self.classifier = nn.Sequential(nn.Dropout(p=dropout, inplace=True), nn.Linear(1280, num_classes))
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
                if m.bias is not None:
                    nn.init.zeros_(m.bias)
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.ones_(m.weight)
                nn.init.zeros_(m.bias)
            elif isinstance(m, nn.Linear):
                nn.init.kaiming_uniform_(m.weight, mode="fan_out", nonlinearity="sigmoid")
                nn.init.zeros_(m.bias)

    def forward(self, x: Tensor) -> Tensor:
        return self.classifier(self.layers(x).mean([2, 3]))


class MNASNet0_5_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/mnasnet0.5_top1_67.823-3ffadce67e.pth', num_params=2218512,
        metrics=(67.734, 87.49),
        recipe='https://github.com/1e100/mnasnet_trainer',
        docs='These weights reproduce closely the results of the paper.')
    DEFAULT = IMAGENET1K_V1


class MNASNet0_75_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/mnasnet0_75-7090bc5f.pth', num_params=3170208, metrics=(71.18, 90.496),
        resize_size=232,
        recipe='https://github.com/pytorch/vision/pull/6019',
        docs=SCRATCH_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V1


class MNASNet1_0_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/mnasnet1.0_top1_73.512-f206786ef8.pth', num_params=4383312,
        metrics=(73.456, 91.51),
        recipe='https://github.com/1e100/mnasnet_trainer',
        docs='These weights reproduce closely the results of the paper.')
    DEFAULT = IMAGENET1K_V1


class MNASNet1_3_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/mnasnet1_3-a4c69d6f.pth', num_params=6282256, metrics=(76.506, 93.522),
        resize_size=232,
        recipe='https://github.com/pytorch/vision/pull/6019',
        docs=SCRATCH_NEW_RECIPE)
    DEFAULT = IMAGENET1K_V1


def _builder(alpha, weights_enum):
    def build(weights, progress, **kwargs):
        if weights is not None:
            _ovewrite_named_param(kwargs, "num_classes", len(weights.meta["categories"]))
        return _load_weights(MNASNet(alpha, **kwargs), weights, progress)

    return _registered_builder("mnasnet" + str(alpha).replace(".", "_"), __name__, weights_enum, build)


mnasnet0_5 = _builder(0.5, MNASNet0_5_Weights)
mnasnet0_75 = _builder(0.75, MNASNet0_75_Weights)
mnasnet1_0 = _builder(1.0, MNASNet1_0_Weights)
mnasnet1_3 = _builder(1.3, MNASNet1_3_Weights)
