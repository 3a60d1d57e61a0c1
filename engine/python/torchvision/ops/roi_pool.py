"""RoIPool (Girshick 2015, Fast R-CNN): each box, rounded to the pixel grid, is split into bins that take the maximum
of the features they cover."""
import math

import torch
from torch import nn
from torch.nn.modules.utils import _pair

from ._utils import _rois, _scalar_rounding

__all__ = ["roi_pool", "RoIPool"]


def _round_half_away(v):
    return math.floor(v + 0.5) if v >= 0 else -math.floor(-v + 0.5)


def _bin_edges(start, bin_size, bins, size, rnd):
    edges = []
    for b in range(bins):
        lo = math.floor(rnd(b * bin_size)) + start
        hi = math.ceil(rnd((b + 1) * bin_size)) + start
        edges.append((min(max(lo, 0), size), min(max(hi, 0), size)))
    return edges


def _roi_pool_one(feature, roi, pooled_h, pooled_w, spatial_scale, rnd):
    channels, height, width = feature.shape
    scale = rnd(spatial_scale)
    start_w, start_h, end_w, end_h = (_round_half_away(rnd(c * scale)) for c in roi)
    roi_w = max(end_w - start_w + 1, 1)
    roi_h = max(end_h - start_h + 1, 1)
    rows = _bin_edges(start_h, rnd(roi_h / pooled_h), pooled_h, height, rnd)
    cols = _bin_edges(start_w, rnd(roi_w / pooled_w), pooled_w, width, rnd)
    bins = []
    for h0, h1 in rows:
        for w0, w1 in cols:
            if h1 <= h0 or w1 <= w0:
                bins.append(feature.new_zeros(channels))
            else:
                bins.append(feature[:, h0:h1, w0:w1].reshape(channels, -1).max(1).values)
    return torch.stack(bins, 1).reshape(channels, pooled_h, pooled_w)


def roi_pool(input, boxes, output_size, spatial_scale=1.0):
    rois = _rois(boxes)
    pooled_h, pooled_w = _pair(output_size)
    rnd = _scalar_rounding(input.dtype)
    outputs = [_roi_pool_one(input[int(r[0])], r[1:], pooled_h, pooled_w, spatial_scale, rnd)
               for r in rois.detach().tolist()]
    if not outputs:
        return input.new_zeros((0, input.shape[1], pooled_h, pooled_w))
    return torch.stack(outputs)


class RoIPool(nn.Module):
    def __init__(self, output_size, spatial_scale):
        super().__init__()
        self.output_size = output_size
        self.spatial_scale = spatial_scale

    def forward(self, input, rois):
        return roi_pool(input, rois, self.output_size, self.spatial_scale)

    def __repr__(self):
        return f"{self.__class__.__name__}(output_size={self.output_size}, spatial_scale={self.spatial_scale})"
