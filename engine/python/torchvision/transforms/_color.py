"""The tensor kernels of torchvision's colour and blur transforms (its _functional_tensor.py): grayscale by the
ITU-R 601 weights, brightness/contrast/saturation as blends, hue through HSV, and a separable-kernel Gaussian blur
as one grouped conv2d over reflect padding."""
import torch
from torch.nn.functional import conv2d
from torch.nn.functional import pad as torch_pad

from .functional import _max_value, _tensor_image, convert_image_dtype, get_dimensions


def _assert_channels(img, permitted):
    c = get_dimensions(img)[0]
    if c not in permitted:
        raise TypeError(f"Input image tensor permitted channel values are {permitted}, but found {c}")


def rgb_to_grayscale(img, num_output_channels=1):
    if not isinstance(img, torch.Tensor):
        _tensor_image(img)  # raises the PIL backend's error
    if img.ndim < 3:
        raise TypeError(f"Input image tensor should have at least 3 dimensions, but found {img.ndim}")
    _assert_channels(img, [1, 3])
    if num_output_channels not in (1, 3):
        raise ValueError("num_output_channels should be either 1 or 3")
    if img.shape[-3] == 3:
        r, g, b = img.unbind(dim=-3)
        l_img = (0.2989 * r + 0.587 * g + 0.114 * b).to(img.dtype).unsqueeze(dim=-3)
    else:
        l_img = img.clone()
    if num_output_channels == 3:
        return l_img.expand(img.shape)
    return l_img


def _blend(img1, img2, ratio):
    ratio = float(ratio)
    return (ratio * img1 + (1.0 - ratio) * img2).clamp(0, _max_value(img1.dtype)).to(img1.dtype)


def adjust_brightness(img, brightness_factor):
    if brightness_factor < 0:
        raise ValueError(f"brightness_factor ({brightness_factor}) is not non-negative.")
    _tensor_image(img)
    _assert_channels(img, [1, 3])
    return _blend(img, torch.zeros_like(img), brightness_factor)


def adjust_contrast(img, contrast_factor):
    if contrast_factor < 0:
        raise ValueError(f"contrast_factor ({contrast_factor}) is not non-negative.")
    _tensor_image(img)
    _assert_channels(img, [3, 1])
    dtype = img.dtype if torch.is_floating_point(img) else torch.float32
    gray = rgb_to_grayscale(img) if get_dimensions(img)[0] == 3 else img
    mean = torch.mean(gray.to(dtype), dim=(-3, -2, -1), keepdim=True)
    return _blend(img, mean, contrast_factor)


def adjust_saturation(img, saturation_factor):
    if saturation_factor < 0:
        raise ValueError(f"saturation_factor ({saturation_factor}) is not non-negative.")
    _tensor_image(img)
    _assert_channels(img, [1, 3])
    if get_dimensions(img)[0] == 1:  # as PIL: a one-channel image has no saturation
        return img
    return _blend(img, rgb_to_grayscale(img), saturation_factor)


def _rgb2hsv(img):
    r, g, b = img.unbind(dim=-3)
    maxc = torch.max(img, dim=-3).values
    minc = torch.min(img, dim=-3).values
    # where maxc == minc the divisors are replaced by 1: s and h come out 0 there instead of nan
    eqc = maxc == minc
    cr = maxc - minc
    ones = torch.ones_like(maxc)
    s = cr / torch.where(eqc, ones, maxc)
    cr_divisor = torch.where(eqc, ones, cr)
    rc = (maxc - r) / cr_divisor
    gc = (maxc - g) / cr_divisor
    bc = (maxc - b) / cr_divisor
    hr = (maxc == r) * (bc - gc)
    hg = ((maxc == g) & (maxc != r)) * (2.0 + rc - bc)
    hb = ((maxc != g) & (maxc != r)) * (4.0 + gc - rc)
    h = torch.fmod((hr + hg + hb) / 6.0 + 1.0, 1.0)
    return torch.stack((h, s, maxc), dim=-3)


def _hsv2rgb(img):
    h, s, v = img.unbind(dim=-3)
    i = torch.floor(h * 6.0)
    f = (h * 6.0) - i
    i = i.to(dtype=torch.int32)
    p = torch.clamp((v * (1.0 - s)), 0.0, 1.0)
    q = torch.clamp((v * (1.0 - s * f)), 0.0, 1.0)
    t = torch.clamp((v * (1.0 - s * (1.0 - f))), 0.0, 1.0)
    i = i % 6
    mask = i.unsqueeze(dim=-3) == torch.arange(6, device=i.device).view(-1, 1, 1)
    a1 = torch.stack((v, q, p, p, t, v), dim=-3)
    a2 = torch.stack((t, v, v, q, p, p), dim=-3)
    a3 = torch.stack((p, p, t, v, v, q), dim=-3)
    a4 = torch.stack((a1, a2, a3), dim=-4)
    return torch.einsum("...ijk, ...xijk -> ...xjk", mask.to(dtype=img.dtype), a4)


def adjust_hue(img, hue_factor):
    if not (-0.5 <= hue_factor <= 0.5):
        raise ValueError(f"hue_factor ({hue_factor}) is not in [-0.5, 0.5].")
    if not isinstance(img, torch.Tensor):
        raise TypeError("Input img should be Tensor image")
    _tensor_image(img)
    _assert_channels(img, [1, 3])
    if get_dimensions(img)[0] == 1:  # as PIL: a one-channel image has no hue
        return img
    orig_dtype = img.dtype
    h, s, v = _rgb2hsv(convert_image_dtype(img, torch.float32)).unbind(dim=-3)
    h = (h + hue_factor) % 1.0
    return convert_image_dtype(_hsv2rgb(torch.stack((h, s, v), dim=-3)), orig_dtype)


def _gaussian_kernel1d(kernel_size, sigma, dtype, device):
    ksize_half = (kernel_size - 1) * 0.5
    x = torch.linspace(-ksize_half, ksize_half, steps=kernel_size, dtype=dtype, device=device)
    pdf = torch.exp(-0.5 * (x / sigma).pow(2))
    return pdf / pdf.sum()


def _blur_arguments(kernel_size, sigma):
    """kernel_size and sigma as two-element lists, checked as torchvision checks them (sigma defaults from the
    kernel size)."""
    if not isinstance(kernel_size, (int, list, tuple)):
        raise TypeError(f"kernel_size should be int or a sequence of integers. Got {type(kernel_size)}")
    if isinstance(kernel_size, int):
        kernel_size = [kernel_size, kernel_size]
    if len(kernel_size) != 2:
        raise ValueError(f"If kernel_size is a sequence its length should be 2. Got {len(kernel_size)}")
    for ksize in kernel_size:
        if ksize % 2 == 0 or ksize < 0:
            raise ValueError(f"kernel_size should have odd and positive integers. Got {kernel_size}")
    if sigma is None:
        sigma = [ksize * 0.15 + 0.35 for ksize in kernel_size]
    if not isinstance(sigma, (int, float, list, tuple)):
        raise TypeError(f"sigma should be either float or sequence of floats. Got {type(sigma)}")
    if isinstance(sigma, (int, float)):
        sigma = [float(sigma), float(sigma)]
    if len(sigma) == 1:
        sigma = [sigma[0], sigma[0]]
    if len(sigma) != 2:
        raise ValueError(f"If sigma is a sequence, its length should be 2. Got {len(sigma)}")
    for s in sigma:
        if s <= 0.0:
            raise ValueError(f"sigma should have positive values. Got {sigma}")
    return kernel_size, sigma


def gaussian_blur(img, kernel_size, sigma=None):
    kernel_size, sigma = _blur_arguments(kernel_size, sigma)
    if not isinstance(img, torch.Tensor):
        raise TypeError(f"img should be PIL Image or Tensor. Got {type(img)}")
    _tensor_image(img)
    dtype = img.dtype if torch.is_floating_point(img) else torch.float32
    kernel_x = _gaussian_kernel1d(kernel_size[0], sigma[0], dtype, img.device)
    kernel_y = _gaussian_kernel1d(kernel_size[1], sigma[1], dtype, img.device)
    kernel = torch.mm(kernel_y[:, None], kernel_x[None, :])
    kernel = kernel.expand(img.shape[-3], 1, kernel.shape[0], kernel.shape[1])
    squeeze = img.ndim < 4
    out_dtype = img.dtype
    if squeeze:
        img = img.unsqueeze(dim=0)
    if out_dtype != kernel.dtype:
        img = img.to(kernel.dtype)
    padding = [kernel_size[0] // 2, kernel_size[0] // 2, kernel_size[1] // 2, kernel_size[1] // 2]
    img = conv2d(torch_pad(img, padding, mode="reflect"), kernel, groups=img.shape[-3])
    if squeeze:
        img = img.squeeze(dim=0)
    if out_dtype != kernel.dtype:
        # integer images are rounded before the cast back
        img = (torch.round(img) if not out_dtype.is_floating_point else img).to(out_dtype)
    return img
