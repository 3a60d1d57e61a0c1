"""RoIAlign (He et al. 2017, Mask R-CNN): each box's bins average bilinear samples of the feature map, taken on a
regular grid, with no rounding of the box to the pixel grid."""
import math

import torch
from torch import nn
from torch.nn.modules.utils import _pair

from ._utils import _rois, _scalar_rounding

__all__ = ["roi_align", "RoIAlign"]


def _axis_samples(start, bin_size, bins, grid, size, rnd):
    """Per sample along one axis (bin-major, then grid): whether it lies on the map, its two neighbouring pixels
    and their interpolation weights, as the kernel computes them in the input's dtype."""
    valid, low, high, lo_w, hi_w = [], [], [], [], []
    for b in range(bins):
        for g in range(grid):
            v = rnd(rnd(start + rnd(b * bin_size)) + rnd(rnd((g + 0.5) * bin_size) / grid))
            if v < -1.0 or v > size:
                valid.append(False)
                low.append(0)
                high.append(0)
                lo_w.append(0.0)
                hi_w.append(0.0)
                continue
            v = max(v, 0.0)
            lo = int(v)
            if lo >= size - 1:
                lo = hi = size - 1
                v = float(lo)
            else:
                hi = lo + 1
            frac = rnd(v - lo)
            valid.append(True)
            low.append(lo)
            high.append(hi)
            lo_w.append(rnd(1.0 - frac))
            hi_w.append(frac)
    return valid, low, high, lo_w, hi_w


def _roi_align_one(feature, roi, pooled_h, pooled_w, spatial_scale, sampling_ratio, aligned, rnd):
    channels, height, width = feature.shape
    scale = rnd(spatial_scale)
    offset = 0.5 if aligned else 0.0
    start_w, start_h, end_w, end_h = (rnd(rnd(c * scale) - offset) for c in roi)
    roi_w = rnd(end_w - start_w)
    roi_h = rnd(end_h - start_h)
    if not aligned:
        # a degenerate box still covers one pixel
        roi_w = max(roi_w, 1.0)
        roi_h = max(roi_h, 1.0)
    bin_h = rnd(roi_h / pooled_h)
    bin_w = rnd(roi_w / pooled_w)
    grid_h = sampling_ratio if sampling_ratio > 0 else math.ceil(bin_h)
    grid_w = sampling_ratio if sampling_ratio > 0 else math.ceil(bin_w)
    count = max(grid_h * grid_w, 1)
    vy, y_low, y_high, hy, ly = _axis_samples(start_h, bin_h, pooled_h, grid_h, height, rnd)
    vx, x_low, x_high, hx, lx = _axis_samples(start_w, bin_w, pooled_w, grid_w, width, rnd)
    valid = torch.tensor(vy)[:, None] & torch.tensor(vx)[None, :]
    hy, ly, hx, lx = (torch.tensor(w, dtype=feature.dtype) for w in (hy, ly, hx, lx))
    y_low, y_high, x_low, x_high = (torch.tensor(i) for i in (y_low, y_high, x_low, x_high))
    value = (hy[:, None] * hx[None, :] * feature[:, y_low[:, None], x_low[None, :]]
             + hy[:, None] * lx[None, :] * feature[:, y_low[:, None], x_high[None, :]]
             + ly[:, None] * hx[None, :] * feature[:, y_high[:, None], x_low[None, :]]
             + ly[:, None] * lx[None, :] * feature[:, y_high[:, None], x_high[None, :]])
    value = torch.where(valid, value, torch.zeros((), dtype=value.dtype))
    value = value.reshape(channels, pooled_h, grid_h, pooled_w, grid_w)
    # the samples of a bin sum in the kernel's order, row by row
    total = torch.zeros(channels, pooled_h, pooled_w, dtype=feature.dtype)
    for iy in range(grid_h):
        for ix in range(grid_w):
            total = total + value[:, :, iy, :, ix]
    return total / count


def roi_align(input, boxes, output_size, spatial_scale=1.0, sampling_ratio=-1, aligned=False):
    rois = _rois(boxes)
    pooled_h, pooled_w = _pair(output_size)
    rnd = _scalar_rounding(input.dtype)
    outputs = [_roi_align_one(input[int(r[0])], r[1:], pooled_h, pooled_w, spatial_scale, sampling_ratio, aligned,
                              rnd) for r in rois.detach().tolist()]
    if not outputs:
        return input.new_zeros((0, input.shape[1], pooled_h, pooled_w))
    return torch.stack(outputs)


class RoIAlign(nn.Module):
    def __init__(self, output_size, spatial_scale, sampling_ratio, aligned=False):
        super().__init__()
        self.output_size = output_size
        self.spatial_scale = spatial_scale
        self.sampling_ratio = sampling_ratio
        self.aligned = aligned

    def forward(self, input, rois):
        return roi_align(input, rois, self.output_size, self.spatial_scale, self.sampling_ratio, self.aligned)

    def __repr__(self):
        return (f"{self.__class__.__name__}(output_size={self.output_size}, spatial_scale={self.spatial_scale}, "
                f"sampling_ratio={self.sampling_ratio}, aligned={self.aligned})")
