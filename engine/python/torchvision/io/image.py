"""Decoding PNG images to (C, H, W) uint8 tensors, as torchvision.io does.

PNG is zlib-compressed rows, each with a filter that predicts it from the row above and the pixel to its left;
decoding inflates the rows and undoes the filters. 8-bit greyscale, RGB, palette and alpha images, not interlaced.
"""
import enum
import struct
import zlib

import torch

_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


class ImageReadMode(enum.Enum):
    UNCHANGED = 0
    GRAY = 1
    GRAY_ALPHA = 2
    RGB = 3
    RGB_ALPHA = 4
    RGBA = RGB_ALPHA


def read_file(path):
    """The file's bytes as a 1-d uint8 tensor."""
    with open(path, "rb") as f:
        data = f.read()
    return torch.frombuffer(bytearray(data), dtype=torch.uint8)


def read_image(path, mode=ImageReadMode.UNCHANGED, apply_exif_orientation=False):
    return decode_image(read_file(path), mode)


def decode_image(input, mode=ImageReadMode.UNCHANGED, apply_exif_orientation=False):  # noqa: A002
    if not isinstance(input, torch.Tensor):
        input = read_file(str(input))
    if isinstance(mode, str):
        mode = ImageReadMode[mode.upper()]
    return decode_png(input, mode)


def decode_png(input, mode=ImageReadMode.UNCHANGED, apply_exif_orientation=False):  # noqa: A002
    if not isinstance(input, torch.Tensor) or input.dtype != torch.uint8 or input.dim() != 1:
        raise RuntimeError("Expected a 1-dimensional uint8 tensor holding the encoded image")
    data = bytes(input.tolist())
    if not data.startswith(_SIGNATURE):
        raise RuntimeError("Unsupported image file. Only jpeg, png, webp and gif are currently supported. "
                           "For avif and heic format, please rely on `decode_avif` and `decode_heic` directly.")
    width, height, channels, pixels = _decode(data)
    image = torch.frombuffer(bytearray(pixels), dtype=torch.uint8).reshape(height, width, channels).permute(2, 0, 1)
    return _convert(image, mode)


def _decode(data):
    pos, idat, palette, header = len(_SIGNATURE), [], None, None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"PLTE":
            palette = body
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or interlace != 0 or colour not in _CHANNELS:
        raise RuntimeError(f"Unsupported PNG: bit depth {depth}, colour type {colour}, interlace {interlace}")
    channels = _CHANNELS[colour]
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    out = bytearray(height * stride)
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        _unfilter(kind, row, previous, channels)
        out[y * stride:(y + 1) * stride] = row
        previous = row
    if colour == 3:
        out = bytearray(b"".join(palette[3 * i:3 * i + 3] for i in out))
        channels = 3
    return width, height, channels, out


def _unfilter(kind, row, up, bpp):
    n = len(row)
    if kind == 0:
        return
    if kind == 1:
        for i in range(bpp, n):
            row[i] = (row[i] + row[i - bpp]) & 0xFF
    elif kind == 2:
        for i in range(n):
            row[i] = (row[i] + up[i]) & 0xFF
    elif kind == 3:
        for i in range(n):
            left = row[i - bpp] if i >= bpp else 0
            row[i] = (row[i] + ((left + up[i]) >> 1)) & 0xFF
    elif kind == 4:
        for i in range(n):
            a = row[i - bpp] if i >= bpp else 0
            b, c = up[i], (up[i - bpp] if i >= bpp else 0)
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            row[i] = (row[i] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 0xFF
    else:
        raise RuntimeError(f"Unknown PNG filter type {kind}")


def _convert(image, mode):
    """Channels as `mode` asks, alpha added or dropped. Greyscale is libpng's rgb_to_gray with torchvision's weights
    (0.2989, 0.587, 0.114) in 15-bit fixed point, truncated, as libpng computes it."""
    c = image.shape[0]
    if mode == ImageReadMode.UNCHANGED:
        return image
    colour = image[:3] if c >= 3 else image[:1]
    alpha = image[c - 1:] if c in (2, 4) else None
    if mode in (ImageReadMode.GRAY, ImageReadMode.GRAY_ALPHA):
        if colour.shape[0] == 3:
            weights = torch.tensor([9794, 19234, 3740], dtype=torch.int64).view(3, 1, 1)
            colour = (colour.to(torch.int64) * weights).sum(0, keepdim=True).div(32768, rounding_mode="floor")
            colour = colour.to(torch.uint8)
    elif colour.shape[0] == 1:
        colour = colour.expand(3, -1, -1)
    if mode in (ImageReadMode.GRAY_ALPHA, ImageReadMode.RGB_ALPHA):
        if alpha is None:
            alpha = torch.full_like(colour[:1], 255)
        return torch.cat([colour, alpha], 0)
    return colour.contiguous()
