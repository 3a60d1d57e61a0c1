"""torchvision.transforms.functional for tensor images ([..., C, H, W]) and, in to_tensor, numpy arrays (H, W, C).

There is no PIL here: where torchvision would hand a non-tensor to its PIL backend, that backend's type error is
raised instead.
"""
import numbers
from enum import Enum

import numpy as np
import torch
from torch.nn.functional import interpolate
from torch.nn.functional import pad as torch_pad


class InterpolationMode(Enum):
    NEAREST = "nearest"
    NEAREST_EXACT = "nearest-exact"
    BILINEAR = "bilinear"
    BICUBIC = "bicubic"
    BOX = "box"
    HAMMING = "hamming"
    LANCZOS = "lanczos"


def _tensor_image(img):
    """Checks img is a tensor image, as the PIL backend (for non-tensors) and the tensor backend would."""
    if not isinstance(img, torch.Tensor):
        raise TypeError(f"img should be PIL Image. Got {type(img)}")
    if img.ndim < 2:
        raise TypeError("Tensor is not a torch image.")
    return img


def _max_value(dtype):
    return torch.iinfo(dtype).max if not dtype.is_floating_point and dtype != torch.bool else 1


def get_dimensions(img):
    _tensor_image(img)
    channels = 1 if img.ndim == 2 else img.shape[-3]
    return [channels, img.shape[-2], img.shape[-1]]


def get_image_size(img):
    _tensor_image(img)
    return [img.shape[-1], img.shape[-2]]


def get_image_num_channels(img):
    return get_dimensions(img)[0]


def to_tensor(pic):
    if not isinstance(pic, np.ndarray):
        raise TypeError(f"pic should be PIL Image or ndarray. Got {type(pic)}")
    if pic.ndim not in (2, 3):
        raise ValueError(f"pic should be 2/3 dimensional. Got {pic.ndim} dimensions.")
    if pic.ndim == 2:
        pic = pic[:, :, None]
    img = torch.from_numpy(pic.transpose((2, 0, 1))).contiguous()
    # 8-bit images are scaled to [0, 1]; any other dtype keeps its values
    if img.dtype == torch.uint8:
        return img.to(dtype=torch.get_default_dtype()).div(255)
    return img


def convert_image_dtype(image, dtype=torch.float):
    if not isinstance(image, torch.Tensor):
        raise TypeError("Input img should be Tensor Image")
    if image.dtype == dtype:
        return image
    if image.is_floating_point():
        if dtype.is_floating_point:
            return image.to(dtype)
        if (image.dtype == torch.float32 and dtype in (torch.int32, torch.int64)) or (
                image.dtype == torch.float64 and dtype == torch.int64):
            raise RuntimeError(f"The cast from {image.dtype} to {dtype} cannot be performed safely.")
        # just below max + 1, so that 1.0 maps to max and the bins of the integer range are equally wide
        eps = 1e-3
        return image.mul(float(_max_value(dtype)) + 1.0 - eps).to(dtype)
    input_max = float(_max_value(image.dtype))
    if dtype.is_floating_point:
        return image.to(dtype) / input_max
    output_max = float(_max_value(dtype))
    if input_max > output_max:
        factor = int((input_max + 1) // (output_max + 1))
        return torch.div(image, factor, rounding_mode="floor").to(dtype)
    factor = int((output_max + 1) // (input_max + 1))
    return image.to(dtype) * factor


def normalize(tensor, mean, std, inplace=False):
    if not isinstance(tensor, torch.Tensor):
        raise TypeError(f"img should be Tensor Image. Got {type(tensor)}")
    _tensor_image(tensor)
    if not tensor.is_floating_point():
        raise TypeError(f"Input tensor should be a float tensor. Got {tensor.dtype}.")
    if tensor.ndim < 3:
        raise ValueError("Expected tensor to be a tensor image of size (..., C, H, W). Got tensor.size() = "
                         f"{tensor.size()}")
    if not inplace:
        tensor = tensor.clone()
    dtype = tensor.dtype
    mean = torch.as_tensor(mean, dtype=dtype, device=tensor.device)
    std = torch.as_tensor(std, dtype=dtype, device=tensor.device)
    if (std == 0).any():
        raise ValueError(f"std evaluated to zero after conversion to {dtype}, leading to division by zero.")
    if mean.ndim == 1:
        mean = mean.view(-1, 1, 1)
    if std.ndim == 1:
        std = std.view(-1, 1, 1)
    return tensor.sub_(mean).div_(std)


def hflip(img):
    return _tensor_image(img).flip(-1)


def vflip(img):
    return _tensor_image(img).flip(-2)


def _ltrb(padding):
    """torchvision's padding forms (int, [all], [left/right, top/bottom], [left, top, right, bottom]) as
    F.pad's [left, right, top, bottom]."""
    if isinstance(padding, int):
        return [padding] * 4
    if len(padding) == 1:
        return [padding[0]] * 4
    if len(padding) == 2:
        return [padding[0], padding[0], padding[1], padding[1]]
    return [padding[0], padding[2], padding[1], padding[3]]


def _pad_symmetric(img, padding):
    """Mirror padding that repeats the edge pixel (numpy's 'symmetric'); negative padding crops."""
    left, right, top, bottom = (-min(p, 0) for p in padding)
    img = img[..., top:img.shape[-2] - bottom, left:img.shape[-1] - right]
    left, right, top, bottom = (max(p, 0) for p in padding)
    x = torch.tensor(list(range(left - 1, -1, -1)) + list(range(img.shape[-1])) + [-(i + 1) for i in range(right)])
    y = torch.tensor(list(range(top - 1, -1, -1)) + list(range(img.shape[-2])) + [-(i + 1) for i in range(bottom)])
    if img.ndim not in (3, 4):
        raise RuntimeError("Symmetric padding of N-D tensors are not supported yet")
    return img[..., y[:, None], x[None, :]]


def pad(img, padding, fill=0, padding_mode="constant"):
    _tensor_image(img)
    fill = 0 if fill is None else fill
    if not isinstance(padding, (int, tuple, list)):
        raise TypeError("Got inappropriate padding arg")
    if not isinstance(fill, (int, float)):
        raise TypeError("Got inappropriate fill arg")
    if not isinstance(padding_mode, str):
        raise TypeError("Got inappropriate padding_mode arg")
    if isinstance(padding, (tuple, list)) and len(padding) not in (1, 2, 4):
        raise ValueError(f"Padding must be an int or a 1, 2, or 4 element tuple, not a {len(padding)} element tuple")
    if padding_mode not in ("constant", "edge", "reflect", "symmetric"):
        raise ValueError("Padding mode should be either constant, edge, reflect or symmetric")
    p = _ltrb(list(padding) if isinstance(padding, tuple) else padding)
    if padding_mode == "symmetric":
        return _pad_symmetric(img, p)
    mode = "replicate" if padding_mode == "edge" else padding_mode
    squeeze = img.ndim < 4
    batch = img.unsqueeze(0) if squeeze else img
    out_dtype = batch.dtype
    # reflect and replicate padding take floating point input only
    cast = mode != "constant" and out_dtype not in (torch.float32, torch.float64)
    if cast:
        batch = batch.to(torch.float32)
    if mode == "constant":
        batch = torch_pad(batch, p, mode=mode, value=float(fill))
    else:
        batch = torch_pad(batch, p, mode=mode)
    if squeeze:
        batch = batch.squeeze(0)
    return batch.to(out_dtype) if cast else batch


def crop(img, top, left, height, width):
    _, h, w = get_dimensions(img)
    right, bottom = left + width, top + height
    if left < 0 or top < 0 or right > w or bottom > h:
        # a box reaching outside the image is filled with zeros there
        padding_ltrb = [max(-left + min(0, right), 0), max(-top + min(0, bottom), 0),
                        max(right - max(w, left), 0), max(bottom - max(h, top), 0)]
        return pad(img[..., max(top, 0):bottom, max(left, 0):right], padding_ltrb, fill=0)
    return img[..., top:bottom, left:right]


def center_crop(img, output_size):
    if isinstance(output_size, numbers.Number):
        output_size = (int(output_size), int(output_size))
    elif isinstance(output_size, (tuple, list)) and len(output_size) == 1:
        output_size = (output_size[0], output_size[0])
    _, image_height, image_width = get_dimensions(img)
    crop_height, crop_width = output_size
    if crop_width > image_width or crop_height > image_height:
        padding_ltrb = [
            (crop_width - image_width) // 2 if crop_width > image_width else 0,
            (crop_height - image_height) // 2 if crop_height > image_height else 0,
            (crop_width - image_width + 1) // 2 if crop_width > image_width else 0,
            (crop_height - image_height + 1) // 2 if crop_height > image_height else 0,
        ]
        img = pad(img, padding_ltrb, fill=0)
        _, image_height, image_width = get_dimensions(img)
        if crop_width == image_width and crop_height == image_height:
            return img
    top = int(round((image_height - crop_height) / 2.0))
    left = int(round((image_width - crop_width) / 2.0))
    return crop(img, top, left, crop_height, crop_width)


def _resized_output_size(image_size, size, max_size):
    """(height, width) after resizing: an int (or 1-list) size is the shorter edge, keeping the aspect ratio."""
    if len(size) == 2:
        return [size[0], size[1]]
    h, w = image_size
    short, long = (w, h) if w <= h else (h, w)
    new_short, new_long = size[0], int(size[0] * long / short)
    if max_size is not None:
        if max_size <= size[0]:
            raise ValueError(f"max_size = {max_size} must be strictly greater than the requested size for the "
                             f"smaller edge size = {size}")
        if new_long > max_size:
            new_short, new_long = int(max_size * new_short / new_long), max_size
    return [new_long, new_short] if w <= h else [new_short, new_long]


def resize(img, size, interpolation=InterpolationMode.BILINEAR, max_size=None, antialias=True):
    if not isinstance(interpolation, InterpolationMode):
        raise TypeError("Argument interpolation should be a InterpolationMode")
    if isinstance(size, (list, tuple)):
        if len(size) not in (1, 2):
            raise ValueError(f"Size must be an int or a 1 or 2 element tuple/list, not a {len(size)} element "
                             "tuple/list")
        if max_size is not None and len(size) != 1:
            raise ValueError("max_size should only be passed if size specifies the length of the smaller edge, i.e. "
                             "size should be an int or a sequence of length 1 in torchscript mode.")
    _, image_height, image_width = get_dimensions(img)
    output_size = _resized_output_size((image_height, image_width), [size] if isinstance(size, int) else size,
                                       max_size)
    if [image_height, image_width] == output_size:
        return img
    mode = interpolation.value
    # antialiasing only exists for the smooth filters; the others ignore the flag
    antialias = bool(antialias) and mode in ("bilinear", "bicubic")
    squeeze = img.ndim < 4
    batch = img.unsqueeze(0) if squeeze else img
    out_dtype = batch.dtype
    cast = out_dtype not in (torch.float32, torch.float64)
    if cast:
        batch = batch.to(torch.float32)
    align_corners = False if mode in ("bilinear", "bicubic") else None
    batch = interpolate(batch, size=output_size, mode=mode, align_corners=align_corners, antialias=antialias)
    if mode == "bicubic" and out_dtype == torch.uint8:
        batch = batch.clamp(min=0, max=255)
    if squeeze:
        batch = batch.squeeze(0)
    if cast:
        if not out_dtype.is_floating_point:
            batch = torch.round(batch)
        batch = batch.to(out_dtype)
    return batch


def resized_crop(img, top, left, height, width, size, interpolation=InterpolationMode.BILINEAR, antialias=True):
    return resize(crop(img, top, left, height, width), size, interpolation, antialias=antialias)


def erase(img, i, j, h, w, v, inplace=False):
    if not isinstance(img, torch.Tensor):
        raise TypeError(f"img should be Tensor Image. Got {type(img)}")
    if not inplace:
        img = img.clone()
    img[..., i:i + h, j:j + w] = v
    return img


__all__ = ["InterpolationMode", "center_crop", "convert_image_dtype", "crop", "erase", "get_dimensions",
           "get_image_num_channels", "get_image_size", "hflip", "normalize", "pad", "resize", "resized_crop",
           "to_tensor", "vflip"]


def five_crop(img, size):
    size = _crop_size(size)
    crop_height, crop_width = size
    _, image_height, image_width = get_dimensions(img)
    if crop_width > image_width or crop_height > image_height:
        raise ValueError(f"Requested crop size {size} is bigger than input size {(image_height, image_width)}")
    tl = crop(img, 0, 0, crop_height, crop_width)
    tr = crop(img, 0, image_width - crop_width, crop_height, crop_width)
    bl = crop(img, image_height - crop_height, 0, crop_height, crop_width)
    br = crop(img, image_height - crop_height, image_width - crop_width, crop_height, crop_width)
    return tl, tr, bl, br, center_crop(img, [crop_height, crop_width])


def ten_crop(img, size, vertical_flip=False):
    size = _crop_size(size)
    first_five = five_crop(img, size)
    return first_five + five_crop(vflip(img) if vertical_flip else hflip(img), size)


def _crop_size(size):
    if isinstance(size, numbers.Number):
        size = (int(size), int(size))
    elif isinstance(size, (tuple, list)) and len(size) == 1:
        size = (size[0], size[0])
    if len(size) != 2:
        raise ValueError("Please provide only two dimensions (h, w) for size.")
    return size


# the colour and geometry kernels build on the helpers above
from ._color import (adjust_brightness, adjust_contrast, adjust_hue, adjust_saturation,  # noqa: E402,F401
                     gaussian_blur, rgb_to_grayscale)
from ._geometry import affine, rotate  # noqa: E402,F401
