"""GoogLeNet (Szegedy et al. 2014), Inception v1 with batch norm; the auxiliary classifiers run only in training."""
import warnings
from collections import namedtuple
from typing import Optional

import torch
import torch.nn.functional as F
from torch import Tensor, nn

from ._api import WeightsEnum
from ._inception_common import (BasicConv2d, _build_with_aux, _init_truncated_normal, _resolve_init_weights,
                                _transform_input)
from ._utils import _registered_builder
from ._weights import PORTED, RECIPES, _classification

__all__ = ["GoogLeNet", "GoogLeNetOutputs", "_GoogLeNetOutputs", "GoogLeNet_Weights", "googlenet"]

GoogLeNetOutputs = namedtuple("GoogLeNetOutputs", ["logits", "aux_logits2", "aux_logits1"])
GoogLeNetOutputs.__annotations__ = {"logits": Tensor, "aux_logits2": Optional[Tensor], "aux_logits1": Optional[Tensor]}
_GoogLeNetOutputs = GoogLeNetOutputs


class GoogLeNet(nn.Module):
    __constants__ = ["aux_logits", "transform_input"]
    _init_stddev = 0.01

    def __init__(self, num_classes=1000, aux_logits=True, transform_input=False, init_weights=None, blocks=None,
                 dropout=0.2, dropout_aux=0.7):
        super().__init__()
        if blocks is None:
            blocks = [BasicConv2d, Inception, InceptionAux]
        init_weights = _resolve_init_weights(init_weights, "GoogleNet")
        if len(blocks) != 3:
            raise ValueError(f"blocks length should be 3 instead of {len(blocks)}")
        conv_block, inception_block, inception_aux_block = blocks
        self.aux_logits = aux_logits
        self.transform_input = transform_input
        self.conv1 = conv_block(3, 64, kernel_size=7, stride=2, padding=3)
        self.maxpool1 = nn.MaxPool2d(3, stride=2, ceil_mode=True)
        self.conv2 = conv_block(64, 64, kernel_size=1)
        self.conv3 = conv_block(64, 192, kernel_size=3, padding=1)
        self.maxpool2 = nn.MaxPool2d(3, stride=2, ceil_mode=True)
        self.inception3a = inception_block(192, 64, 96, 128, 16, 32, 32)
        self.inception3b = inception_block(256, 128, 128, 192, 32, 96, 64)
        self.maxpool3 = nn.MaxPool2d(3, stride=2, ceil_mode=True)
        self.inception4a = inception_block(480, 192, 96, 208, 16, 48, 64)
        self.inception4b = inception_block(512, 160, 112, 224, 24, 64, 64)
        self.inception4c = inception_block(512, 128, 128, 256, 24, 64, 64)
        self.inception4d = inception_block(512, 112, 144, 288, 32, 64, 64)
        self.inception4e = inception_block(528, 256, 160, 320, 32, 128, 128)
        self.maxpool4 = nn.MaxPool2d(2, stride=2, ceil_mode=True)
        self.inception5a = inception_block(832, 256, 160, 320, 32, 128, 128)
        self.inception5b = inception_block(832, 384, 192, 384, 48, 128, 128)
        if aux_logits:
            self.aux1 = inception_aux_block(512, num_classes, dropout=dropout_aux)
            self.aux2 = inception_aux_block(528, num_classes, dropout=dropout_aux)
        else:
            self.aux1 = None
            self.aux2 = None
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.dropout = nn.Dropout(p=dropout)
        self.fc = nn.Linear(1024, num_classes)
        if init_weights:
            _init_truncated_normal(self)

    def _transform_input(self, x):
        return _transform_input(x) if self.transform_input else x

    def _forward(self, x):
        x = self.maxpool1(self.conv1(x))
        x = self.maxpool2(self.conv3(self.conv2(x)))
        x = self.maxpool3(self.inception3b(self.inception3a(x)))
        x = self.inception4a(x)
        aux1 = self.aux1(x) if self.aux1 is not None and self.training else None
        x = self.inception4d(self.inception4c(self.inception4b(x)))
        aux2 = self.aux2(x) if self.aux2 is not None and self.training else None
        x = self.maxpool4(self.inception4e(x))
        x = self.inception5b(self.inception5a(x))
        x = torch.flatten(self.avgpool(x), 1)
        return self.fc(self.dropout(x)), aux2, aux1

    def eager_outputs(self, x, aux2, aux1):
        if self.training and self.aux_logits:
            return _GoogLeNetOutputs(x, aux2, aux1)
        return x

    def forward(self, x):
        x, aux2, aux1 = self._forward(self._transform_input(x))
        return self.eager_outputs(x, aux2, aux1)


class Inception(nn.Module):
    def __init__(self, in_channels, ch1x1, ch3x3red, ch3x3, ch5x5red, ch5x5, pool_proj, conv_block=None):
        super().__init__()
        if conv_block is None:
            conv_block = BasicConv2d
        self.branch1 = conv_block(in_channels, ch1x1, kernel_size=1)
        self.branch2 = nn.Sequential(conv_block(in_channels, ch3x3red, kernel_size=1),
                                     conv_block(ch3x3red, ch3x3, kernel_size=3, padding=1))
        # the "5x5" branch has used a 3x3 convolution since the original port
        self.branch3 = nn.Sequential(conv_block(in_channels, ch5x5red, kernel_size=1),
                                     conv_block(ch5x5red, ch5x5, kernel_size=3, padding=1))
        self.branch4 = nn.Sequential(nn.MaxPool2d(kernel_size=3, stride=1, padding=1, ceil_mode=True),
                                     conv_block(in_channels, pool_proj, kernel_size=1))

    def _forward(self, x):
        return [self.branch1(x), self.branch2(x), self.branch3(x), self.branch4(x)]

    def forward(self, x: Tensor) -> Tensor:
        return torch.cat(self._forward(x), 1)


class InceptionAux(nn.Module):
    def __init__(self, in_channels, num_classes, conv_block=None, dropout=0.7):
        super().__init__()
        if conv_block is None:
            conv_block = BasicConv2d
        self.conv = conv_block(in_channels, 128, kernel_size=1)
        self.fc1 = nn.Linear(2048, 1024)
        self.fc2 = nn.Linear(1024, num_classes)
        self.dropout = nn.Dropout(p=dropout)

    def forward(self, x: Tensor) -> Tensor:
        x = torch.flatten(self.conv(F.adaptive_avg_pool2d(x, (4, 4))), 1)
        x = self.dropout(F.relu(self.fc1(x), inplace=True))
        return self.fc2(x)


class GoogLeNet_Weights(WeightsEnum):
    IMAGENET1K_V1 = _classification(
        'https://download.pytorch.org/models/googlenet-1378be20.pth', num_params=6624904, metrics=(69.778, 89.53),
        min_size=(15, 15),
        recipe=RECIPES + "#googlenet",
        docs=PORTED)
    DEFAULT = IMAGENET1K_V1


def _drop_aux(model):
    model.aux1 = None
    model.aux2 = None


def _googlenet(weights, progress, **kwargs):
    model = _build_with_aux(GoogLeNet, weights, progress, kwargs, False, _drop_aux)
    if weights is not None and model.aux_logits:
        warnings.warn(
            "auxiliary heads in the pretrained googlenet model are NOT pretrained, so make sure to train them")
    return model


googlenet = _registered_builder("googlenet", __name__, GoogLeNet_Weights, _googlenet)
