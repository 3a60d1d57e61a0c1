"""Summary messages as tensorboard's summary functions build them: a scalar's simple_value, a histogram over
TensorFlow's default bucket limits, a PNG image, text as a string tensor for the text plugin."""
import struct
import zlib

import torch

from . import _proto


def as_tensor(x):
    """What tensorboard's make_np accepts (numbers, numpy arrays, tensors), as a CPU tensor."""
    if isinstance(x, torch.Tensor):
        return x.detach().cpu()
    if isinstance(x, (int, float)):
        return torch.tensor(x, dtype=torch.float64)
    if type(x).__module__ == "numpy":
        return torch.as_tensor(x)
    raise NotImplementedError(f"Got {type(x)}, but numpy array, torch tensor, or caffe2 blob name are expected.")


def _value(tag: str, body: bytes, metadata: bytes = b"") -> bytes:
    """A Summary holding one Value: tag 1, metadata 9, then the value's own field."""
    value = _proto.bytes_field(1, tag) + (_proto.bytes_field(9, metadata) if metadata else b"") + body
    return _proto.bytes_field(1, value)


def scalar(tag: str, value) -> bytes:
    t = as_tensor(value)
    assert t.squeeze().dim() == 0, "scalar should be 0D"
    return _value(tag, _proto.float_field(2, float(t.reshape(()).item())))


def _default_bins():
    limits, v = [], 1e-12
    while v < 1e20:
        limits.append(v)
        v *= 1.1
    return [-x for x in reversed(limits)] + [0.0] + limits


_BINS = None


def histogram(tag: str, values) -> bytes:
    global _BINS
    _BINS = _BINS or torch.tensor(_default_bins(), dtype=torch.float64)
    v = as_tensor(values).to(torch.float64).reshape(-1)
    if v.numel() == 0:
        raise ValueError("The input has no element.")
    counts = torch.bincount(torch.bucketize(v, _BINS), minlength=len(_BINS) + 1)[:len(_BINS)]
    nonzero = counts.nonzero().reshape(-1)
    first, last = int(nonzero[0]), int(nonzero[-1]) + 1
    limits = _BINS[first:last].tolist()
    body = (_proto.double_field(1, v.min().item()) + _proto.double_field(2, v.max().item()) +
            _proto.double_field(3, float(v.numel())) + _proto.double_field(4, v.sum().item()) +
            _proto.double_field(5, v.mul(v).sum().item()) + _proto.packed_doubles(6, limits) +
            _proto.packed_doubles(7, [float(c) for c in counts[first:last].tolist()]))
    return _value(tag, _proto.bytes_field(5, body))


def _png(pixels: bytes, height: int, width: int, channels: int) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    color = {1: 0, 3: 2, 4: 6}[channels]
    stride = width * channels
    raw = b"".join(b"\x00" + pixels[r * stride:(r + 1) * stride] for r in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, color, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def image(tag: str, hwc) -> bytes:
    """An image summary of an HWC tensor: floats are in [0, 1], uint8 as they are."""
    scale = 1 if hwc.dtype == torch.uint8 else 255
    pixels = hwc.to(torch.float32).mul(scale).clamp(0, 255).to(torch.uint8)
    height, width, channels = pixels.shape
    encoded = _png(bytes(pixels.reshape(-1).tolist()), height, width, channels)
    body = (_proto.varint_field(1, height) + _proto.varint_field(2, width) + _proto.varint_field(3, channels) +
            _proto.bytes_field(4, encoded))
    return _value(tag, _proto.bytes_field(4, body))


def text(tag: str, text_string: str) -> bytes:
    plugin = _proto.bytes_field(1, _proto.bytes_field(1, "text") + _proto.bytes_field(2, b""))
    shape = _proto.bytes_field(2, _proto.varint_field(1, 1))
    tensor = _proto.varint_field(1, 7) + _proto.bytes_field(2, shape) + _proto.bytes_field(8, text_string)
    return _value(tag + "/text_summary", _proto.bytes_field(8, tensor), plugin)
