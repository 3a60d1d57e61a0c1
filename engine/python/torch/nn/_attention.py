"""Attention as PyTorch composes it: scaled_dot_product_attention (math path, or what shows of the CPU flash kernel)
and multi_head_attention_forward."""
import math
import warnings

from .. import _ops


def _none_or_dtype(input):  # noqa: A002
    if input is None:
        return None
    if hasattr(input, "dtype"):
        return input.dtype
    raise RuntimeError("input to _none_or_dtype() must be None or torch.Tensor")


def _canonical_mask(mask, mask_name, other_type, other_name, target_type, check_other=True):
    """A bool mask (True = masked out) as the additive float mask of target_type; a float mask passes through."""
    if mask is None:
        return None
    import torch

    is_float = torch.is_floating_point(mask)
    if mask.dtype != torch.bool and not is_float:
        raise AssertionError(f"only bool and floating types of {mask_name} are supported")
    if check_other and other_type is not None and mask.dtype != other_type:
        warnings.warn(f"Support for mismatched {mask_name} and {other_name} is deprecated. Use same type for both "
                      "instead.")
    if not is_float:
        mask = torch.zeros_like(mask, dtype=target_type).masked_fill_(mask, float("-inf"))
    return mask


def _safe_softmax(scores):
    """Softmax over the last dim whose fully masked rows (all -inf) give zeros rather than NaN, as ATen's."""
    import torch

    probs = _ops.INTERNAL["softmax"](scores, -1, None)
    fully_masked = (scores == float("-inf")).all(-1, keepdim=True)
    # a meta tensor has no values to decide by: it fills, as ATen always does
    return probs.masked_fill(fully_masked, 0.0) if scores.is_meta or bool(fully_masked.any()) else probs


def _sdpa_additive_mask(mask, dtype):
    """SDPA's bool mask marks what takes part (the opposite of MultiheadAttention's); as 0 / -inf of dtype."""
    import torch

    if mask is None or mask.dtype != torch.bool:
        return mask
    return torch.zeros_like(mask, dtype=dtype).masked_fill_(mask.logical_not(), float("-inf"))


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
                                 enable_gqa=False):
    """ATen's _scaled_dot_product_attention_math: q and k each scaled by sqrt(scale) before their product."""
    import torch

    if query.dtype != key.dtype or query.dtype != value.dtype:
        raise RuntimeError(f"Expected query, key, and value to have the same dtype, but got query.dtype: {query.dtype} "
                           f"key.dtype: {key.dtype} and value.dtype: {value.dtype} instead.")
    if query.dim() < 2 or key.dim() < 2 or value.dim() < 2:
        raise RuntimeError("Expected query, key, and value to all be  at least 2 dimensional, but got query.dim: "
                           f"{query.dim()} key.dim: {key.dim()} and value.dim: {value.dim()} instead.")
    if attn_mask is not None and attn_mask.dtype not in (torch.bool, query.dtype):
        raise RuntimeError("Expected attn_mask dtype to be bool or float or to match query dtype, but got "
                           f"attn_mask.dtype: {attn_mask.dtype} and  query.dtype: {query.dtype} instead.")
    mask = _sdpa_additive_mask(attn_mask, query.dtype)
    negative = scale is not None and scale < 0.0
    factor = math.sqrt(abs(scale) if scale is not None else 1.0 / math.sqrt(query.size(-1)))
    q = query * (-factor if negative else factor)
    flash = _cpu_backend(query, key, value, attn_mask, dropout_p, enable_gqa)
    if is_causal:
        if mask is not None and not flash:
            raise RuntimeError("_scaled_dot_product_attention: Explicit attn_mask should not be set when is_causal=True")
        causal = torch.ones(query.size(-2), key.size(-2), dtype=torch.bool, device=query.device).tril()
        # the flash kernel fills the causal corner with -inf before it adds an explicit mask
        causal = _sdpa_additive_mask(causal, query.dtype)
        mask = causal if mask is None else causal + mask
    if enable_gqa:
        # grouped-query attention: each key/value head serves a block of consecutive query heads
        groups = query.size(-3) // key.size(-3)
        key, value = key.repeat_interleave(groups, -3), value.repeat_interleave(groups, -3)
    scores = q.matmul(key.transpose(-2, -1) * factor)
    if mask is not None:
        scores = scores.add_(mask)
    attn = _safe_softmax(scores)
    if dropout_p > 0.0:
        from .functional import dropout

        attn = dropout(attn, dropout_p, True)
    out = attn.matmul(value)
    if not flash:
        return out
    # the kernel writes (batch, sequence, heads, dim) and hands back its (batch, heads, sequence, dim) transpose
    out = out.transpose(1, 2).contiguous().transpose(1, 2)
    if not out.requires_grad:
        return out
    return _ops.INTERNAL["_named_grad"](out, "ScaledDotProductFlashAttentionForCpuBackward0")


def _cpu_backend(query, key, value, attn_mask, dropout_p, enable_gqa):
    """select_sdp_backend_cpp: True for the flash kernel, False for the math path, among those switched on."""
    from ..backends import cuda as switches

    flash_on, math_on = switches.flash_sdp_enabled(), switches.math_sdp_enabled()
    if query.device.type == "cpu" and not flash_on and not math_on:
        raise RuntimeError("No viable backend for scaled_dot_product_attention was found. This is likely due to "
                           "turning off both the math kernel and the fused kernels.")
    if flash_on and _cpu_flash_kernel_runs(query, key, value, attn_mask, dropout_p, enable_gqa):
        return True
    if query.device.type == "cpu" and not math_on:
        raise RuntimeError("No available kernel.  Aborting execution.")
    return False


def _cpu_flash_kernel_runs(query, key, value, attn_mask, dropout_p, enable_gqa):
    """Whether CPU PyTorch takes its flash attention kernel over the math path (use_flash_attention_cpp): dense
    4-D inputs of one floating head size, no dropout, a 2-D or 4-D mask that broadcasts over the scores."""
    import torch

    tensors = (query, key, value)
    if query.device.type != "cpu" or dropout_p > 0.0 or any(t.dim() != 4 or t.is_nested for t in tensors):
        return False
    if query.dtype not in (torch.float32, torch.float64, torch.bfloat16, torch.float16):
        return False
    batch, heads, q_len, head_dim = query.shape
    if key.size(0) != batch or value.size(0) != batch or key.size(1) != value.size(1):
        return False
    if key.size(1) != heads and not (enable_gqa and heads % key.size(1) == 0):
        return False
    if key.size(-1) != head_dim or value.size(-1) != head_dim or q_len == 0 or key.size(2) == 0:
        return False
    if any(t.stride(-1) != 1 for t in tensors):
        return False
    return attn_mask is None or _flash_mask_shape(attn_mask, batch, heads, q_len, key.size(2))


def _flash_mask_shape(mask, batch, heads, q_len, kv_len):
    """check_attn_mask_shape: a mask without grad whose last two sizes are the scores' or 1, 2-D or 4-D."""
    if mask.requires_grad or mask.size(-2) not in (q_len, 1) or mask.size(-1) not in (kv_len, 1):
        return False
    return mask.dim() == 2 or (mask.dim() == 4 and mask.size(0) in (1, batch) and mask.size(1) in (1, heads))


def _mha_shape_check(query, key, value, key_padding_mask, attn_mask, num_heads):
    """Whether the inputs are batched (3-D query) or one unbatched sequence (2-D), checking the masks' ranks."""
    if query.dim() == 3:
        assert key.dim() == 3 and value.dim() == 3, (
            "For batched (3-D) `query`, expected `key` and `value` to be 3-D"
            f" but found {key.dim()}-D and {value.dim()}-D tensors respectively")
        if key_padding_mask is not None:
            assert key_padding_mask.dim() == 2, (
                "For batched (3-D) `query`, expected `key_padding_mask` to be `None` or 2-D"
                f" but found {key_padding_mask.dim()}-D tensor instead")
        if attn_mask is not None:
            assert attn_mask.dim() in (2, 3), (
                "For batched (3-D) `query`, expected `attn_mask` to be `None`, 2-D or 3-D"
                f" but found {attn_mask.dim()}-D tensor instead")
        return True
    if query.dim() == 2:
        assert key.dim() == 2 and value.dim() == 2, (
            "For unbatched (2-D) `query`, expected `key` and `value` to be 2-D"
            f" but found {key.dim()}-D and {value.dim()}-D tensors respectively")
        if key_padding_mask is not None:
            assert key_padding_mask.dim() == 1, (
                "For unbatched (2-D) `query`, expected `key_padding_mask` to be `None` or 1-D"
                f" but found {key_padding_mask.dim()}-D tensor instead")
        if attn_mask is not None:
            assert attn_mask.dim() in (2, 3), (
                "For unbatched (2-D) `query`, expected `attn_mask` to be `None`, 2-D or 3-D"
                f" but found {attn_mask.dim()}-D tensor instead")
            if attn_mask.dim() == 3:
                expected_shape = (num_heads, query.shape[0], key.shape[0])
                assert attn_mask.shape == expected_shape, (
                    f"Expected `attn_mask` shape to be {expected_shape} but got {attn_mask.shape}")
        return False
    raise AssertionError(f"query should be unbatched 2D or batched 3D tensor but received {query.dim()}-D query tensor")


def _in_projection_packed(q, k, v, w, b):
    """q, k and v through the packed (3E, E) weight: one product when they are the same tensor."""
    from .functional import linear

    E = q.size(-1)
    if k is v:
        if q is k:
            return linear(q, w, b).chunk(3, dim=-1)
        w_q, w_kv = w.split([E, E * 2])
        b_q, b_kv = (None, None) if b is None else b.split([E, E * 2])
        return (linear(q, w_q, b_q),) + linear(k, w_kv, b_kv).chunk(2, dim=-1)
    b_q, b_k, b_v = (None, None, None) if b is None else b.chunk(3)
    w_q, w_k, w_v = w.chunk(3)
    return linear(q, w_q, b_q), linear(k, w_k, b_k), linear(v, w_v, b_v)


def _check_attn_mask(attn_mask, tgt_len, src_len, bsz, num_heads):
    """The attention mask as 3-D: a 2-D (L, S) mask gains a leading dim shared by every batch and head."""
    if attn_mask.dim() == 2:
        if attn_mask.shape != (tgt_len, src_len):
            raise RuntimeError(f"The shape of the 2D attn_mask is {attn_mask.shape}, but should be "
                               f"{(tgt_len, src_len)}.")
        return attn_mask.unsqueeze(0)
    if attn_mask.dim() == 3:
        if attn_mask.shape != (bsz * num_heads, tgt_len, src_len):
            raise RuntimeError(f"The shape of the 3D attn_mask is {attn_mask.shape}, but should be "
                               f"{(bsz * num_heads, tgt_len, src_len)}.")
        return attn_mask
    raise RuntimeError(f"attn_mask's dimension {attn_mask.dim()} is not supported")


def multi_head_attention_forward(query, key, value, embed_dim_to_check, num_heads, in_proj_weight, in_proj_bias,
                                 bias_k, bias_v, add_zero_attn, dropout_p, out_proj_weight, out_proj_bias,
                                 training=True, key_padding_mask=None, need_weights=True, attn_mask=None,
                                 use_separate_proj_weight=False, q_proj_weight=None, k_proj_weight=None,
                                 v_proj_weight=None, static_k=None, static_v=None, average_attn_weights=True,
                                 is_causal=False):
    """PyTorch's multi_head_attention_forward on (L, N, E) inputs: explicit weights when asked for, else SDPA."""
    import torch
    from .functional import dropout, linear, pad, softmax

    is_batched = _mha_shape_check(query, key, value, key_padding_mask, attn_mask, num_heads)
    if not is_batched:
        query, key, value = query.unsqueeze(1), key.unsqueeze(1), value.unsqueeze(1)
        if key_padding_mask is not None:
            key_padding_mask = key_padding_mask.unsqueeze(0)
    tgt_len, bsz, embed_dim = query.shape
    src_len = key.shape[0]
    key_padding_mask = _canonical_mask(key_padding_mask, "key_padding_mask", _none_or_dtype(attn_mask), "attn_mask",
                                       query.dtype)
    if is_causal and attn_mask is None:
        raise RuntimeError("Need attn_mask if specifying the is_causal hint. You may use the Transformer module method "
                           "`generate_square_subsequent_mask` to create this mask.")
    if is_causal and key_padding_mask is None and not need_weights:
        # SDPA builds the causal mask itself
        attn_mask = None
    else:
        attn_mask = _canonical_mask(attn_mask, "attn_mask", None, "", query.dtype, check_other=False)
        if key_padding_mask is not None:
            is_causal = False
    assert embed_dim == embed_dim_to_check, \
        f"was expecting embedding dimension of {embed_dim_to_check}, but got {embed_dim}"
    head_dim = embed_dim // num_heads
    assert head_dim * num_heads == embed_dim, f"embed_dim {embed_dim} not divisible by num_heads {num_heads}"
    if use_separate_proj_weight:
        assert key.shape[:2] == value.shape[:2], \
            f"key's sequence and batch dims {key.shape[:2]} do not match value's {value.shape[:2]}"
        b_q, b_k, b_v = (None, None, None) if in_proj_bias is None else in_proj_bias.chunk(3)
        q, k, v = linear(query, q_proj_weight, b_q), linear(key, k_proj_weight, b_k), linear(value, v_proj_weight, b_v)
    else:
        assert key.shape == value.shape, f"key shape {key.shape} does not match value shape {value.shape}"
        q, k, v = _in_projection_packed(query, key, value, in_proj_weight, in_proj_bias)
    if attn_mask is not None:
        attn_mask = _check_attn_mask(attn_mask, tgt_len, src_len, bsz, num_heads)
    if bias_k is not None and bias_v is not None:
        assert static_k is None, "bias cannot be added to static key."
        assert static_v is None, "bias cannot be added to static value."
        k, v = torch.cat([k, bias_k.repeat(1, bsz, 1)]), torch.cat([v, bias_v.repeat(1, bsz, 1)])
        attn_mask = None if attn_mask is None else pad(attn_mask, (0, 1))
        key_padding_mask = None if key_padding_mask is None else pad(key_padding_mask, (0, 1))
    q = q.reshape(tgt_len, bsz * num_heads, head_dim).transpose(0, 1)
    k = (k.reshape(k.shape[0], bsz * num_heads, head_dim).transpose(0, 1) if static_k is None else static_k)
    v = (v.reshape(v.shape[0], bsz * num_heads, head_dim).transpose(0, 1) if static_v is None else static_v)
    if add_zero_attn:
        zeros = torch.zeros((bsz * num_heads, 1, head_dim), dtype=k.dtype, device=k.device)
        k, v = torch.cat([k, zeros], dim=1), torch.cat([v, zeros], dim=1)
        attn_mask = None if attn_mask is None else pad(attn_mask, (0, 1))
        key_padding_mask = None if key_padding_mask is None else pad(key_padding_mask, (0, 1))
    src_len = k.size(1)
    if key_padding_mask is not None:
        assert key_padding_mask.shape == (bsz, src_len), \
            f"expecting key_padding_mask shape of {(bsz, src_len)}, but got {key_padding_mask.shape}"
        key_padding_mask = key_padding_mask.view(bsz, 1, 1, src_len).expand(-1, num_heads, -1, -1).reshape(
            bsz * num_heads, 1, src_len)
        attn_mask = key_padding_mask if attn_mask is None else attn_mask + key_padding_mask
    if not training:
        dropout_p = 0.0
    if need_weights:
        q_scaled = q * math.sqrt(1.0 / float(q.size(-1)))
        weights = torch.bmm(q_scaled, k.transpose(-2, -1))
        if attn_mask is not None:
            # PyTorch's baddbmm(attn_mask, q, k^T): the mask plus each finished dot product
            weights = weights + attn_mask
        weights = softmax(weights, dim=-1)
        if dropout_p > 0.0:
            weights = dropout(weights, p=dropout_p)
        out = torch.bmm(weights, v).transpose(0, 1).contiguous().view(tgt_len * bsz, embed_dim)
        out = linear(out, out_proj_weight, out_proj_bias).view(tgt_len, bsz, -1)
        weights = weights.view(bsz, num_heads, tgt_len, src_len)
        if average_attn_weights:
            weights = weights.mean(dim=1)
        if not is_batched:
            out, weights = out.squeeze(1), weights.squeeze(0)
        return out, weights
    if attn_mask is not None:
        attn_mask = (attn_mask.unsqueeze(0) if attn_mask.size(0) == 1 and attn_mask.dim() == 3
                     else attn_mask.view(bsz, num_heads, -1, src_len))
    q = q.view(bsz, num_heads, tgt_len, head_dim)
    k = k.view(bsz, num_heads, src_len, head_dim)
    v = v.view(bsz, num_heads, src_len, head_dim)
    out = scaled_dot_product_attention(q, k, v, attn_mask, dropout_p, is_causal)
    out = out.permute(2, 0, 1, 3).contiguous().view(bsz * tgt_len, embed_dim)
    out = linear(out, out_proj_weight, out_proj_bias).view(tgt_len, bsz, -1)
    return (out if is_batched else out.squeeze(1)), None
