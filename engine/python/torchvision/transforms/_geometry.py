"""Rotation and affine warps of tensor images as torchvision computes them: the inverse affine matrix about the
image centre, a grid over the output pixels, and grid_sample (a mask channel carries the fill colour)."""
import math
import numbers

import torch
from torch.nn.functional import grid_sample

from .functional import InterpolationMode, _tensor_image, get_dimensions


def _inverse_affine_matrix(center, angle, translate, scale, shear):
    """The matrix taking output pixels to input pixels: (T * C * RotateScaleShear * C^-1)^-1, flattened 2x3."""
    rot = math.radians(angle)
    sx, sy = math.radians(shear[0]), math.radians(shear[1])
    cx, cy = center
    tx, ty = translate
    a = math.cos(rot - sy) / math.cos(sy)
    b = -math.cos(rot - sy) * math.tan(sx) / math.cos(sy) - math.sin(rot)
    c = math.sin(rot - sy) / math.cos(sy)
    d = -math.sin(rot - sy) * math.tan(sx) / math.cos(sy) + math.cos(rot)
    matrix = [x / scale for x in [d, -b, 0.0, -c, a, 0.0]]
    matrix[2] += matrix[0] * (-cx - tx) + matrix[1] * (-cy - ty)
    matrix[5] += matrix[3] * (-cx - tx) + matrix[4] * (-cy - ty)
    matrix[2] += cx
    matrix[5] += cy
    return matrix


def _affine_grid(theta, w, h, ow, oh):
    """As ATen's affine grid, but normalised after theta and by the input size (so `expand` can grow the output)."""
    d = 0.5
    base_grid = torch.empty(1, oh, ow, 3, dtype=theta.dtype, device=theta.device)
    base_grid[..., 0].copy_(torch.linspace(-ow * 0.5 + d, ow * 0.5 + d - 1, steps=ow, device=theta.device))
    base_grid[..., 1].copy_(torch.linspace(-oh * 0.5 + d, oh * 0.5 + d - 1, steps=oh, device=theta.device)
                            .unsqueeze_(-1))
    base_grid[..., 2].fill_(1)
    rescaled_theta = theta.transpose(1, 2) / torch.tensor([0.5 * w, 0.5 * h], dtype=theta.dtype, device=theta.device)
    return base_grid.view(1, oh * ow, 3).bmm(rescaled_theta).view(1, oh, ow, 2)


def _grid_transform(img, grid, mode, fill):
    squeeze = img.ndim < 4
    if squeeze:
        img = img.unsqueeze(dim=0)
    out_dtype = img.dtype
    if out_dtype != grid.dtype:
        img = img.to(grid.dtype)
    if img.shape[0] > 1:  # one grid for the whole batch
        grid = grid.expand(img.shape[0], grid.shape[1], grid.shape[2], grid.shape[3])
    if fill is not None:  # a channel of ones: where it comes out below one, the fill shows through
        img = torch.cat((img, torch.ones((img.shape[0], 1, img.shape[2], img.shape[3]), dtype=img.dtype,
                                         device=img.device)), dim=1)
    img = grid_sample(img, grid, mode=mode, padding_mode="zeros", align_corners=False)
    if fill is not None:
        mask = img[:, -1:, :, :]
        img = img[:, :-1, :, :]
        mask = mask.expand_as(img)
        fill_list, len_fill = (fill, len(fill)) if isinstance(fill, (tuple, list)) else ([float(fill)], 1)
        fill_img = torch.tensor(fill_list, dtype=img.dtype, device=img.device).view(1, len_fill, 1, 1).expand_as(img)
        if mode == "nearest":
            mask = mask < 0.5
            img[mask] = fill_img[mask]
        else:
            img = img * mask + (1.0 - mask) * fill_img
    if squeeze:
        img = img.squeeze(dim=0)
    if out_dtype != img.dtype:
        img = (img if out_dtype.is_floating_point else torch.round(img)).to(out_dtype)
    return img


def _check_grid_inputs(img, interpolation, fill):
    _tensor_image(img)
    if fill is not None and isinstance(fill, (tuple, list)) and len(fill) > 1 and len(fill) != get_dimensions(img)[0]:
        raise ValueError("The number of elements in 'fill' cannot broadcast to match the number of channels of the "
                         f"image ({len(fill)} != {get_dimensions(img)[0]})")
    if interpolation not in ("nearest", "bilinear"):
        raise ValueError(f"Interpolation mode '{interpolation}' is unsupported with Tensor input")


def _expanded_size(matrix, w, h):
    """The output (w, h) that holds the whole rotated image, as PIL computes it."""
    pts = torch.tensor([[-0.5 * w, -0.5 * h, 1.0], [-0.5 * w, 0.5 * h, 1.0], [0.5 * w, 0.5 * h, 1.0],
                        [0.5 * w, -0.5 * h, 1.0]])
    theta = torch.tensor(matrix, dtype=torch.float).view(2, 3)
    new_pts = torch.matmul(pts, theta.T)
    min_vals, _ = new_pts.min(dim=0)
    max_vals, _ = new_pts.max(dim=0)
    min_vals += torch.tensor((w * 0.5, h * 0.5))
    max_vals += torch.tensor((w * 0.5, h * 0.5))
    tol = 1e-4  # truncated first, so that ceil does not turn 1e-15 into 1
    size = torch.ceil((max_vals / tol).trunc_() * tol) - torch.floor((min_vals / tol).trunc_() * tol)
    return int(size[0]), int(size[1])


def _warp(img, matrix, interpolation, fill, out_size=None):
    _check_grid_inputs(img, interpolation, fill)
    w, h = img.shape[-1], img.shape[-2]
    ow, oh = out_size or (w, h)
    dtype = img.dtype if torch.is_floating_point(img) else torch.float32
    theta = torch.tensor(matrix, dtype=dtype, device=img.device).reshape(1, 2, 3)
    return _grid_transform(img, _affine_grid(theta, w=w, h=h, ow=ow, oh=oh), interpolation, fill)


def _center(img, center):
    """A centre in pixels as the offset from the image's middle that the matrix takes."""
    if center is None:
        return [0.0, 0.0]
    _, height, width = get_dimensions(img)
    return [1.0 * (c - s * 0.5) for c, s in zip(center, [width, height])]


def rotate(img, angle, interpolation=InterpolationMode.NEAREST, expand=False, center=None, fill=None):
    if not isinstance(angle, (int, float)):
        raise TypeError("Argument angle should be int or float")
    if center is not None and not isinstance(center, (list, tuple)):
        raise TypeError("Argument center should be a sequence")
    if not isinstance(interpolation, InterpolationMode):
        raise TypeError("Argument interpolation should be a InterpolationMode")
    _tensor_image(img)
    # rotate turns counter-clockwise, the affine matrix clockwise
    matrix = _inverse_affine_matrix(_center(img, center), -angle, [0.0, 0.0], 1.0, [0.0, 0.0])
    size = _expanded_size(matrix, img.shape[-1], img.shape[-2]) if expand else None
    return _warp(img, matrix, interpolation.value, fill, size)


def affine(img, angle, translate, scale, shear, interpolation=InterpolationMode.NEAREST, fill=None, center=None):
    if not isinstance(angle, (int, float)):
        raise TypeError("Argument angle should be int or float")
    if not isinstance(translate, (list, tuple)):
        raise TypeError("Argument translate should be a sequence")
    if len(translate) != 2:
        raise ValueError("Argument translate should be a sequence of length 2")
    if scale <= 0.0:
        raise ValueError("Argument scale should be positive")
    if not isinstance(shear, (numbers.Number, (list, tuple))):
        raise TypeError("Shear should be either a single value or a sequence of two values")
    if not isinstance(interpolation, InterpolationMode):
        raise TypeError("Argument interpolation should be a InterpolationMode")
    shear = [shear, 0.0] if isinstance(shear, numbers.Number) else list(shear)
    if len(shear) == 1:
        shear = [shear[0], shear[0]]
    if len(shear) != 2:
        raise ValueError(f"Shear should be a sequence containing two values. Got {shear}")
    if center is not None and not isinstance(center, (list, tuple)):
        raise TypeError("Argument center should be a sequence")
    _tensor_image(img)
    matrix = _inverse_affine_matrix(_center(img, center), float(angle), [1.0 * t for t in translate], scale, shear)
    return _warp(img, matrix, interpolation.value, fill)
