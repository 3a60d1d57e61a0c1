"""What the quantized modules share: weight quantization by an observer, and a print without packed weights."""
import torch


def _quantize_weight(float_wt, observer):
    """float_wt quantized with the parameters observer (which has seen it) chose."""
    wt_scale, wt_zp = observer.calculate_qparams()
    if observer.qscheme in (torch.per_tensor_symmetric, torch.per_tensor_affine):
        return torch.quantize_per_tensor(float_wt, float(wt_scale), int(wt_zp), torch.qint8)
    if observer.qscheme in (torch.per_channel_symmetric, torch.per_channel_affine):
        return torch.quantize_per_channel(float_wt, wt_scale.to(torch.double), wt_zp.to(torch.int64),
                                          observer.ch_axis, torch.qint8)
    raise ValueError(f"Unexpected qscheme {observer.qscheme}")


def _zero_weight(shape):
    """A qint8 weight of zeros (scale 1, zero point 0): a quantized module's weight before one is set."""
    return torch._make_per_tensor_quantized_tensor(torch.zeros(shape, dtype=torch.int8), 1.0, 0)


def _output_qparams(mod):
    """(scale, zero point) of the output a calibrated module's activation observer chose."""
    scale, zero_point = mod.activation_post_process.calculate_qparams()
    return float(scale), int(zero_point)


class OutputQParams(torch.nn.Module):
    """A quantized module whose output has the (scale, zero_point) calibration chose: its state dict holds them
    after the module's own entries (_state_entries, for what a subclass keeps outside its parameters)."""

    def _state_entries(self):
        return {}

    def _load_state_entries(self, state_dict, prefix):
        pass

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        super()._save_to_state_dict(destination, prefix, keep_vars)
        for key, value in self._state_entries().items():
            destination[prefix + key] = value
        destination[prefix + "scale"] = torch.tensor(self.scale)
        destination[prefix + "zero_point"] = torch.tensor(self.zero_point)

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs):
        self._load_state_entries(state_dict, prefix)
        self.scale = float(state_dict.pop(prefix + "scale"))
        self.zero_point = int(state_dict.pop(prefix + "zero_point"))
        super()._load_from_state_dict(state_dict, prefix, local_metadata, False, missing_keys, unexpected_keys,
                                      error_msgs)


class WeightedQuantizedModule(OutputQParams):
    """A quantized module whose weights live packed in a child module, which prints omit."""

    _PACKED = ()

    def _repr_children(self):
        return [(k, m) for k, m in self._modules.items() if not isinstance(m, self._PACKED)]
