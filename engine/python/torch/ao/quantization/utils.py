"""Helpers the observers share: the integer range of a quantized dtype, and checks on observed statistics."""
import warnings

import torch


def is_per_tensor(qscheme):
    return qscheme is torch.per_tensor_affine or qscheme is torch.per_tensor_symmetric


def is_per_channel(qscheme):
    return qscheme in (torch.per_channel_affine, torch.per_channel_affine_float_qparams, torch.per_channel_symmetric)


def calculate_qmin_qmax(quant_min, quant_max, has_customized_qrange, dtype, reduce_range):
    """The integers an observer maps onto: the user's range (halved by reduce_range) or dtype's 8-bit one."""
    if has_customized_qrange:
        qrange_len = quant_max - quant_min + 1
        if dtype is torch.qint8 and not 0 < qrange_len <= 256:
            raise AssertionError("quantization range should be positive and not exceed the maximum bit range "
                                 "(=256).")
        if dtype is torch.qint32 and not 0 < qrange_len <= 2 ** 31:
            raise AssertionError("quantization range should be positive and not exceed the maximum bit range "
                                 "(=4294967296).")
        if reduce_range:
            quant_min, quant_max = quant_min // 2, quant_max // 2
        return quant_min, quant_max
    if dtype is torch.qint8:
        return (-64, 63) if reduce_range else (-128, 127)
    if dtype is torch.quint8:
        return (0, 127) if reduce_range else (0, 255)
    if dtype is torch.qint32:
        return -1 * (2 ** 31), (2 ** 31) - 1
    return 0, 15


def check_min_max_valid(min_val, max_val):
    """Whether an observer has seen values (warning when it has not), min <= max asserted."""
    if min_val.numel() == 0 or max_val.numel() == 0:
        warnings.warn("must run observer before calling calculate_qparams. Returning default values.",
                      stacklevel=3)
        return False
    if min_val.dim() == 0 or max_val.dim() == 0:
        if min_val == float("inf") and max_val == float("-inf"):
            warnings.warn("must run observer before calling calculate_qparams. Returning default values.",
                          stacklevel=3)
            return False
        if not min_val <= max_val:
            raise AssertionError(f"min {min_val} should be less than max {max_val}")
    elif not torch.all(min_val <= max_val):
        raise AssertionError(f"min {min_val} should be less than max {max_val}")
    return True
