"""Image tensors in any of tensorboard's layouts (dataformats) to one HWC image, batches tiled as tensorboard tiles
them (eight to a row)."""
import math

import torch


def _grid(nchw, ncols=8):
    if nchw.shape[1] == 1:
        nchw = nchw.expand(-1, 3, -1, -1)
    count, channels, h, w = nchw.shape
    ncols = min(count, ncols)
    nrows = math.ceil(count / ncols)
    canvas = torch.zeros(channels, h * nrows, w * ncols, dtype=nchw.dtype)
    for i in range(count):
        y, x = divmod(i, ncols)
        canvas[:, y * h:(y + 1) * h, x * w:(x + 1) * w] = nchw[i]
    return canvas


def to_hwc(t, dataformats: str):
    assert len(set(dataformats)) == len(dataformats), \
        f"You can not use the same dimension shordhand twice.         input_format: {dataformats}"
    assert t.dim() == len(dataformats), \
        f"size of input tensor and input format are different.         tensor shape: {tuple(t.shape)}, " \
        f"input_format: {dataformats}"
    layout = dataformats.upper()
    if len(layout) == 4:
        return _grid(t.permute([layout.find(c) for c in "NCHW"])).permute(1, 2, 0)
    if len(layout) == 3:
        hwc = t.permute([layout.find(c) for c in "HWC"])
        return hwc.expand(-1, -1, 3) if hwc.shape[2] == 1 else hwc
    return t.permute([layout.find(c) for c in "HW"]).unsqueeze(2).expand(-1, -1, 3)
