"""Dynamically quantized LSTM and GRU: qint8 weights, float input and state. Input-to-hidden products are taken for
the whole sequence at once (one quantization of all of a layer's input, as PyTorch's CPU kernel precomputes them),
hidden-to-hidden products step by step; the gates are float, in the order of PyTorch's cells."""
import numbers
import warnings

import torch
from torch import nn

from ... import _kernels
from ...modules.utils import _quantize_weight

__all__ = ["PackedParameter", "LSTM", "GRU"]


class _CellParams:
    """One layer and direction's weights: quantized w_ih and w_hh, each with the float bias its product adds."""

    def __init__(self, w_ih, b_ih, w_hh, b_hh):
        self.w_ih, self.b_ih, self.w_hh, self.b_hh = w_ih, b_ih, w_hh, b_hh

    def input_gates(self, x):
        return _kernels.linear_dynamic(x, self.w_ih, self.b_ih)

    def hidden_gates(self, h):
        return _kernels.linear_dynamic(h, self.w_hh, self.b_hh)


class PackedParameter(nn.Module):
    """Holds one _CellParams, saved in state dicts under `param`."""

    def __init__(self, param):
        super().__init__()
        self.param = param

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        super()._save_to_state_dict(destination, prefix, keep_vars)
        destination[prefix + "param"] = self.param

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs):
        self.param = state_dict.pop(prefix + "param")
        super()._load_from_state_dict(state_dict, prefix, local_metadata, False, missing_keys, unexpected_keys,
                                      error_msgs)


def _suffixes(bidirectional):
    return ("", "_reverse") if bidirectional else ("",)


class RNNBase(nn.Module):
    """What LSTM and GRU share: their weights per layer and direction, checks, printing and the layer loop."""

    _version = 2
    _GATES = 4

    def __init__(self, mode, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.,
                 bidirectional=False, dtype=torch.qint8):
        super().__init__()
        if dtype is not torch.qint8:
            raise RuntimeError("Unsupported dtype specified for dynamic quantized LSTM!")
        if not isinstance(dropout, numbers.Number) or not 0 <= dropout <= 1 or isinstance(dropout, bool):
            raise ValueError("dropout should be a number in range [0, 1] representing the probability of an element "
                             "being zeroed")
        if dropout > 0 and num_layers == 1:
            warnings.warn(f"dropout option adds dropout after all but last recurrent layer, so non-zero dropout "
                          f"expects num_layers greater than 1, but got dropout={dropout} and num_layers={num_layers}",
                          stacklevel=2)
        self.mode = mode
        self.input_size, self.hidden_size, self.num_layers = input_size, hidden_size, num_layers
        self.bias, self.batch_first, self.dropout = bias, batch_first, float(dropout)
        self.bidirectional, self.dtype = bidirectional, dtype
        self.version = 2
        self.training = False
        gate_size = self._GATES * hidden_size
        params = []
        # placeholder weights drawn as PyTorch draws them, so that the random stream after a conversion agrees
        for layer in range(num_layers):
            for _ in _suffixes(bidirectional):
                layer_input = input_size if layer == 0 else hidden_size * len(_suffixes(bidirectional))
                w_ih, w_hh = torch.randn(gate_size, layer_input), torch.randn(gate_size, hidden_size)
                b_ih, b_hh = torch.randn(gate_size), torch.randn(gate_size)
                params.append(PackedParameter(_CellParams(
                    torch.quantize_per_tensor(w_ih, 0.1, 0, torch.qint8), b_ih,
                    torch.quantize_per_tensor(w_hh, 0.1, 0, torch.qint8), b_hh)))
        self._all_weight_values = nn.ModuleList(params)

    def _get_name(self):
        return "DynamicQuantized" + self.mode

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if self.batch_first is not False:
            s += f", batch_first={self.batch_first}"
        if self.dropout != 0:
            s += f", dropout={self.dropout}"
        if self.bidirectional is not False:
            s += f", bidirectional={self.bidirectional}"
        return s

    def _repr_children(self):
        return [(k, m) for k, m in self._modules.items() if not isinstance(m, (PackedParameter, nn.ModuleList))]

    def _check_forward_args(self, input, hidden):  # noqa: A002
        if input.dim() != 3:
            raise RuntimeError(f"input must have 3 dimensions, got {input.dim()}")
        if self.input_size != input.size(-1):
            raise RuntimeError(f"input.size(-1) must be equal to input_size. Expected {self.input_size}, got "
                               f"{input.size(-1)}")
        batch = input.size(0) if self.batch_first else input.size(1)
        expected = (self.num_layers * len(_suffixes(self.bidirectional)), batch, self.hidden_size)
        for message, h in hidden:
            if h.size() != expected:
                raise RuntimeError(message.format(expected, list(h.size())))

    def _layers(self, input, states):  # noqa: A002
        """(output, final states) of running every layer and direction; states: the initial state tensors (h, or
        h and c), each (layers * directions, batch, hidden)."""
        directions = len(_suffixes(self.bidirectional))
        x = input.transpose(0, 1) if self.batch_first else input
        finals = []
        with torch.no_grad():
            for layer in range(self.num_layers):
                outputs = []
                for d in range(directions):
                    index = layer * directions + d
                    params = self._all_weight_values[index].param
                    gates_in = params.input_gates(x)
                    state = tuple(s[index] for s in states)
                    steps = range(x.shape[0] - 1, -1, -1) if d == 1 else range(x.shape[0])
                    out = [None] * x.shape[0]
                    for t in steps:
                        state = self._cell(params, gates_in[t], state)
                        out[t] = state[0]
                    outputs.append(torch.stack(out))
                    finals.append(state)
                x = torch.cat(outputs, 2) if directions == 2 else outputs[0]
                if self.dropout and self.training and layer < self.num_layers - 1:
                    x = nn.functional.dropout(x, self.dropout, True)
        output = x.transpose(0, 1) if self.batch_first else x
        return output, tuple(torch.stack([f[i] for f in finals]) for i in range(len(states)))

    def _initial(self, input, count):  # noqa: A002
        batch = input.size(0) if self.batch_first else input.size(1)
        zeros = torch.zeros(self.num_layers * len(_suffixes(self.bidirectional)), batch, self.hidden_size,
                            dtype=input.dtype)
        return (zeros,) * count

    @staticmethod
    def _refuse_packed(input):  # noqa: A002
        if isinstance(input, nn.utils.rnn.PackedSequence):
            raise NotImplementedError("dynamic quantized RNNs take padded tensors, not PackedSequence")

    def _weight_bias(self):
        weights, biases = {}, {}
        count = 0
        for layer in range(self.num_layers):
            for suffix in _suffixes(self.bidirectional):
                p = self._all_weight_values[count].param
                weights[f"weight_ih_l{layer}{suffix}"], weights[f"weight_hh_l{layer}{suffix}"] = p.w_ih, p.w_hh
                biases[f"bias_ih_l{layer}{suffix}"], biases[f"bias_hh_l{layer}{suffix}"] = p.b_ih, p.b_hh
                count += 1
        return {"weight": weights, "bias": biases}

    def get_weight(self):
        return self._weight_bias()["weight"]

    def get_bias(self):
        return self._weight_bias()["bias"]

    @classmethod
    def from_float(cls, mod):
        if type(mod) not in (nn.LSTM, nn.GRU):
            raise AssertionError("nn.quantized.dynamic.RNNBase.from_float only works for nn.LSTM and nn.GRU")
        if not hasattr(mod, "qconfig"):
            raise AssertionError("Input float module must have qconfig defined")
        if mod.qconfig is not None and mod.qconfig.weight is not None:
            observer_of = mod.qconfig.weight
        else:
            from .....quantization.qconfig import default_dynamic_qconfig

            observer_of = default_dynamic_qconfig.weight
        dtype = observer_of().dtype
        if dtype is not torch.qint8:
            raise RuntimeError(f"Unsupported dtype for dynamic RNN quantization: {dtype}")
        if not mod.bias:
            raise AssertionError("dynamic quantized RNNs need the float RNN's biases")
        qrnn = (LSTM if type(mod) is nn.LSTM else GRU)(mod.input_size, mod.hidden_size, mod.num_layers, mod.bias,
                                                      mod.batch_first, mod.dropout, mod.bidirectional, dtype)

        def quantized(w):
            observer = observer_of()
            observer(w)
            return _quantize_weight(w.float(), observer)

        params = []
        for layer in range(qrnn.num_layers):
            for suffix in _suffixes(qrnn.bidirectional):
                w_ih, w_hh = getattr(mod, f"weight_ih_l{layer}{suffix}"), getattr(mod, f"weight_hh_l{layer}{suffix}")
                b_ih, b_hh = getattr(mod, f"bias_ih_l{layer}{suffix}"), getattr(mod, f"bias_hh_l{layer}{suffix}")
                params.append(PackedParameter(_CellParams(quantized(w_ih), b_ih, quantized(w_hh), b_hh)))
        qrnn._all_weight_values = nn.ModuleList(params)
        return qrnn


class LSTM(RNNBase):
    """nn.LSTM with dynamically quantized weights (torch.ao.nn.quantized.dynamic.LSTM)."""

    _FLOAT_MODULE = nn.LSTM

    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)

    @staticmethod
    def _cell(params, gates_in, state):
        h, c = state
        gates = params.hidden_gates(h).add_(gates_in)
        i, f, g, o = gates.chunk(4, 1)
        c = (f.sigmoid() * c).add_(i.sigmoid() * g.tanh())
        return o.sigmoid() * c.tanh(), c

    def forward(self, input, hx=None):  # noqa: A002
        self._refuse_packed(input)
        hx = self._initial(input, 2) if hx is None else hx
        self._check_forward_args(input, (("Expected hidden[0] size {}, got {}", hx[0]),
                                         ("Expected hidden[1] size {}, got {}", hx[1])))
        output, (h, c) = self._layers(input, hx)
        return output, (h, c)


class GRU(RNNBase):
    """nn.GRU with dynamically quantized weights (torch.ao.nn.quantized.dynamic.GRU)."""

    _FLOAT_MODULE = nn.GRU
    _GATES = 3

    def __init__(self, *args, **kwargs):
        super().__init__("GRU", *args, **kwargs)

    @staticmethod
    def _cell(params, gates_in, state):
        (h,) = state
        ir, ii, in_ = gates_in.chunk(3, 1)
        hr, hi, hn = params.hidden_gates(h).chunk(3, 1)
        reset = hr.add_(ir).sigmoid_()
        update = hi.add_(ii).sigmoid_()
        new = in_.add(hn.mul_(reset)).tanh_()
        return ((h - new).mul_(update).add_(new),)

    def forward(self, input, hx=None):  # noqa: A002
        self._refuse_packed(input)
        hx = self._initial(input, 1)[0] if hx is None else hx
        self._check_forward_args(input, (("Expected hidden size {}, got {}", hx),))
        output, (h,) = self._layers(input, (hx,))
        return output, h
