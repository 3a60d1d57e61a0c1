# Layer arguments of the wrong length, zero or negative sizes and divisors, and modules built or called wrongly:
# PyTorch's errors word for word.
import warnings

import torch
from torch import nn
import torch.nn.functional as F

def attempt(label, fn):
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter("always")
        try:
            r = fn(); print(label, 'ok', r.shape if isinstance(r, torch.Tensor) else r)
        except Exception as e:
            print(label, type(e).__name__, str(e))
    for w in ws: print('  warning:', w.message)
torch.manual_seed(0)
x4 = torch.randn(2, 3, 8, 8)
attempt('conv kernel neg', lambda: nn.Conv2d(3, 4, -1))
attempt('conv kernel tuple len', lambda: nn.Conv2d(3, 4, (3, 3, 3))(x4))
attempt('conv stride tuple len', lambda: F.conv2d(x4, torch.randn(4, 3, 3, 3), stride=(1, 1, 1)))
attempt('maxpool kernel 0', lambda: F.max_pool2d(x4, 0))
attempt('maxpool kernel tuple', lambda: F.max_pool2d(x4, (2, 2, 2)))
attempt('avgpool kernel 0', lambda: F.avg_pool2d(x4, 0))
attempt('avgpool divisor 0', lambda: F.avg_pool2d(x4, 2, divisor_override=0))
attempt('batchnorm momentum none ok', lambda: nn.BatchNorm2d(3, momentum=None)(x4))
attempt('layernorm empty', lambda: nn.LayerNorm([])(x4))
attempt('dropout inplace int', lambda: F.dropout(torch.ones(3), 0.5, inplace=True, training=True).shape)
attempt('upsample mode', lambda: nn.Upsample(scale_factor=2, mode='x')(x4))
attempt('upsample size neg', lambda: F.interpolate(x4, size=-1))
attempt('upsample scale neg', lambda: F.interpolate(x4, scale_factor=-1.0))
attempt('identity args', lambda: nn.Identity(3, k=4)(x4))
attempt('sequential not module', lambda: nn.Sequential(3))
attempt('modulelist append', lambda: nn.ModuleList().append(3))
attempt('parameter of int', lambda: nn.Parameter(torch.ones(2, dtype=torch.long)))
attempt('softmax no dim', lambda: F.softmax(x4))
attempt('log_softmax dim none', lambda: nn.LogSoftmax()(torch.randn(3)))
attempt('upsample scale to zero', lambda: F.interpolate(x4, scale_factor=0.1))
attempt('upsample bilinear zero', lambda: F.interpolate(x4, size=(0, 4), mode='bilinear'))
attempt('upsample bicubic neg', lambda: F.interpolate(x4, size=(4, -2), mode='bicubic'))
attempt('upsample empty input', lambda: F.interpolate(torch.randn(1, 1, 0, 4), size=(2, 2)))
attempt('maxpool stride tuple', lambda: F.max_pool2d(x4, 2, stride=(1, 1, 1)))
attempt('maxpool padding tuple', lambda: F.max_pool2d(x4, 2, padding=(0, 0, 0)))
attempt('maxpool dilation tuple', lambda: F.max_pool2d(x4, 2, dilation=(1, 1, 1)))
attempt('avgpool kernel tuple', lambda: F.avg_pool2d(x4, (2, 2, 2)))
attempt('avgpool stride tuple', lambda: F.avg_pool2d(x4, 2, stride=(1, 1, 1)))
attempt('avgpool padding tuple', lambda: F.avg_pool2d(x4, 2, padding=(0, 0, 0)))
attempt('avgpool divisor 0 on 2d', lambda: F.avg_pool2d(torch.randn(3), 2, divisor_override=0))
