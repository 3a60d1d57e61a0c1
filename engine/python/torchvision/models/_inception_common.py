"""What GoogLeNet and Inception v3 share: the conv-BN-ReLU unit, the re-normalisation of ImageNet-normalised input
to the [-1, 1] the ported checkpoints expect, and how their builders load weights around the auxiliary heads."""
import warnings

import torch
import torch.nn.functional as F
from torch import nn

from ._utils import _load_weights, _ovewrite_named_param


class BasicConv2d(nn.Module):
    def __init__(self, in_channels, out_channels, **kwargs):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, bias=False, **kwargs)
        self.bn = nn.BatchNorm2d(out_channels, eps=0.001)

    def forward(self, x):
        return F.relu(self.bn(self.conv(x)), inplace=True)


def _transform_input(x):
    x_ch0 = torch.unsqueeze(x[:, 0], 1) * (0.229 / 0.5) + (0.485 - 0.5) / 0.5
    x_ch1 = torch.unsqueeze(x[:, 1], 1) * (0.224 / 0.5) + (0.456 - 0.5) / 0.5
    x_ch2 = torch.unsqueeze(x[:, 2], 1) * (0.225 / 0.5) + (0.406 - 0.5) / 0.5
    return torch.cat((x_ch0, x_ch1, x_ch2), 1)


def _resolve_init_weights(init_weights, name):
    if init_weights is None:
        warnings.warn(
            f"The default weight initialization of {name} will be changed in future releases of "
            "torchvision. If you wish to keep the old behavior (which leads to long initialization times"
            " due to scipy/scipy#11299), please set init_weights=True.",
            FutureWarning,
        )
        return True
    return init_weights


def _init_truncated_normal(model):
    # a module's `stddev` attribute overrides the default spread
    for m in model.modules():
        if isinstance(m, (nn.Conv2d, nn.Linear)):
            stddev = float(m.stddev) if hasattr(m, "stddev") else model._init_stddev
            torch.nn.init.trunc_normal_(m.weight, mean=0.0, std=stddev, a=-2, b=2)
        elif isinstance(m, nn.BatchNorm2d):
            nn.init.constant_(m.weight, 1)
            nn.init.constant_(m.bias, 0)


def _build_with_aux(model_cls, weights, progress, kwargs, aux_default, drop_aux):
    """Checkpoints hold the auxiliary heads and expect transformed input; the heads go again after loading unless
    asked for (`drop_aux` removes them)."""
    original_aux_logits = kwargs.get("aux_logits", aux_default)
    if weights is not None:
        if "transform_input" not in kwargs:
            _ovewrite_named_param(kwargs, "transform_input", True)
        _ovewrite_named_param(kwargs, "aux_logits", True)
        _ovewrite_named_param(kwargs, "init_weights", False)
        _ovewrite_named_param(kwargs, "num_classes", len(weights.meta["categories"]))
    model = _load_weights(model_cls(**kwargs), weights, progress)
    if weights is not None and not original_aux_logits:
        model.aux_logits = False
        drop_aux(model)
    return model
