"""RNN, LSTM and GRU: PyTorch's recurrent layers, parameters named, ordered and initialised as PyTorch does, and
each step computed with the same ops in the same order as its CPU cells. As on PyTorch's CPU path, the input
projection of a whole layer is one matrix product; only the hidden-to-hidden product runs per step. A PackedSequence
runs step by step over the sequences still going, each keeping the state of its own last step."""
import math

import torch

from .. import functional as F, init
from ..parameter import Parameter
from ..utils.rnn import PackedSequence
from .module import Module


def _rnn_step(xi, h, w_hh, b_hh, nonlinearity):
    pre = F.linear(h, w_hh, b_hh) + xi
    return (pre.tanh() if nonlinearity == "tanh" else pre.relu()),


def _lstm_step(xi, state, w_hh, b_hh):
    h, c = state
    gates = F.linear(h, w_hh, b_hh) + xi
    i, f, g, o = gates.chunk(4, 1)
    c = f.sigmoid() * c + i.sigmoid() * g.tanh()
    return o.sigmoid() * c.tanh(), c


def _gru_step(xi, h, w_hh, b_hh):
    i_r, i_z, i_n = xi.chunk(3, 1)
    h_r, h_z, h_n = F.linear(h, w_hh, b_hh).chunk(3, 1)
    reset, update = (h_r + i_r).sigmoid(), (h_z + i_z).sigmoid()
    new = (i_n + h_n * reset).tanh()
    return (h - new) * update + new,


def _padded_layer(step, projected, state, weights, reverse, batch_sizes):
    """One direction of a layer over a padded (time-major) batch: the outputs stacked over time, the last state."""
    steps = projected.shape[0]
    seq = [None] * steps
    for t in (range(steps - 1, -1, -1) if reverse else range(steps)):
        state = step(projected[t], state, weights)
        seq[t] = state[0]
    return torch.stack(seq, 0), state


def _packed_layer(step, projected, state, weights, reverse, batch_sizes):
    """One direction of a layer over packed rows, as ATen's PackedLayer and ReversedPackedLayer: forwards, the
    sequences that end drop out of the batch and keep their last state; backwards, they join it from the initial
    state as their last step comes up. Returns the packed outputs and each sequence's final state."""
    outputs = []
    if not reverse:
        finished, offset, last = [], 0, batch_sizes[0]
        for size in batch_sizes:
            if size < last:
                finished.append(tuple(s.narrow(0, size, last - size) for s in state))
                state = tuple(s.narrow(0, 0, size) for s in state)
            last = size
            state = step(projected.narrow(0, offset, size), state, weights)
            offset += size
            outputs.append(state[0])
        finished.append(state)
        finished.reverse()
        return torch.cat(outputs, 0), tuple(torch.cat([f[k] for f in finished], 0) for k in range(len(state)))
    initial, offset, last = state, projected.shape[0], batch_sizes[-1]
    state = tuple(s.narrow(0, 0, last) for s in initial)
    for size in reversed(batch_sizes):
        if size > last:
            state = tuple(torch.cat([s, s0.narrow(0, last, size - last)], 0) for s, s0 in zip(state, initial))
        last = size
        offset -= size
        state = step(projected.narrow(0, offset, size), state, weights)
        outputs.append(state[0])
    outputs.reverse()
    return torch.cat(outputs, 0), state


def _permuted(states, permutation):
    """Hidden states reordered along the batch (PyTorch's permute_hidden); unchanged without a permutation."""
    if permutation is None:
        return states
    return tuple(s.index_select(1, permutation) for s in states)


class RNNBase(Module):
    _gates = 1
    _states = 1  # hidden state tensors carried between steps (LSTM adds the cell state)

    def __init__(self, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, device=None, dtype=None):
        super().__init__()
        self.input_size, self.hidden_size, self.num_layers = input_size, hidden_size, num_layers
        self.bias, self.batch_first, self.dropout = bias, batch_first, float(dropout)
        self.bidirectional = bidirectional
        directions = 2 if bidirectional else 1
        factory = {"device": device, "dtype": dtype}
        for layer in range(num_layers):
            for direction in range(directions):
                suffix = f"_l{layer}" + ("_reverse" if direction else "")
                width = input_size if layer == 0 else hidden_size * directions
                gate = self._gates * hidden_size
                self.register_parameter("weight_ih" + suffix, Parameter(torch.empty(gate, width, **factory)))
                self.register_parameter("weight_hh" + suffix, Parameter(torch.empty(gate, hidden_size, **factory)))
                if bias:
                    self.register_parameter("bias_ih" + suffix, Parameter(torch.empty(gate, **factory)))
                    self.register_parameter("bias_hh" + suffix, Parameter(torch.empty(gate, **factory)))
        self.reset_parameters()

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def _weights(self, layer, direction):
        suffix = f"_l{layer}" + ("_reverse" if direction else "")
        get = lambda name: getattr(self, name + suffix) if self.bias or "weight" in name else None  # noqa: E731
        return get("weight_ih"), get("weight_hh"), get("bias_ih"), get("bias_hh")

    def _step(self, xi, state, weights):
        """One time step from the projected input `xi`; `weights` are the hidden-to-hidden weight and bias."""
        raise NotImplementedError

    def forward(self, input, hx=None):  # noqa: A002
        packed = isinstance(input, PackedSequence)
        directions = 2 if self.bidirectional else 1
        if packed:
            input, packed_sizes, sorted_indices, unsorted_indices = input  # noqa: A001
            batch_sizes, batched = packed_sizes.tolist(), True
            states = self._initial_states(hx, batch_sizes[0], directions, True, input.dtype)
            if hx is not None:
                # the caller's hidden state follows its own batch order; the packed batch runs longest first
                states = _permuted(states, sorted_indices)
        else:
            batch_sizes, batched = None, input.dim() == 3
            if not batched:
                input = input.unsqueeze(1)  # noqa: A001
            elif self.batch_first:
                input = input.transpose(0, 1)  # noqa: A001
            states = self._initial_states(hx, input.shape[1], directions, batched, input.dtype)
        finals = []
        layer_input = input
        for layer in range(self.num_layers):
            outputs = []
            for direction in range(directions):
                state = tuple(s[layer * directions + direction] for s in states)
                w_ih, w_hh, b_ih, b_hh = self._weights(layer, direction)
                # as on PyTorch's CPU path, the whole layer's input projection is one product
                projected = F.linear(layer_input, w_ih, b_ih)
                run = _packed_layer if packed else _padded_layer
                output, state = run(self._step, projected, state, (w_hh, b_hh), bool(direction), batch_sizes)
                outputs.append(output)
                finals.append(state)
            layer_input = outputs[0] if directions == 1 else torch.cat(outputs, outputs[0].dim() - 1)
            if self.dropout and self.training and layer < self.num_layers - 1:
                layer_input = F.dropout(layer_input, self.dropout, True)
        output = layer_input
        hidden = tuple(torch.stack([f[k] for f in finals], 0) for k in range(len(states)))
        if packed:
            output = PackedSequence(output, packed_sizes, sorted_indices, unsorted_indices)
            hidden = _permuted(hidden, unsorted_indices)
        elif not batched:
            output = output.squeeze(1)
            hidden = tuple(h.squeeze(1) for h in hidden)
        elif self.batch_first:
            output = output.transpose(0, 1)
        return output, (hidden if len(hidden) > 1 else hidden[0])

    def _initial_states(self, hx, batch, directions, batched, dtype):
        if hx is None:
            zeros = torch.zeros(self.num_layers * directions, batch, self.hidden_size, dtype=dtype)
            return (zeros,) * self._states
        hx = hx if isinstance(hx, tuple) else (hx,)
        return tuple(h if batched else h.unsqueeze(1) for h in hx)

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if not self.bias:
            s += ", bias=False"
        if self.batch_first:
            s += ", batch_first=True"
        if self.dropout:
            s += f", dropout={self.dropout}"
        if self.bidirectional:
            s += ", bidirectional=True"
        return s


class RNN(RNNBase):
    def __init__(self, *args, nonlinearity="tanh", **kwargs):
        self.nonlinearity = nonlinearity
        super().__init__(*args, **kwargs)

    def _step(self, xi, state, weights):
        return _rnn_step(xi, state[0], *weights, self.nonlinearity)


class LSTM(RNNBase):
    _gates = 4
    _states = 2

    def _step(self, xi, state, weights):
        return _lstm_step(xi, state, *weights)


class GRU(RNNBase):
    _gates = 3

    def _step(self, xi, state, weights):
        return _gru_step(xi, state[0], *weights)


class RNNCellBase(Module):
    """One step of a recurrent layer: the same cell arithmetic as the layers, with the input projected per call."""
    _gates = 1
    _states = 1

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__()
        self.input_size, self.hidden_size, self.bias = input_size, hidden_size, bias
        factory = {"device": device, "dtype": dtype}
        gate = self._gates * hidden_size
        self.weight_ih = Parameter(torch.empty(gate, input_size, **factory))
        self.weight_hh = Parameter(torch.empty(gate, hidden_size, **factory))
        if bias:
            self.bias_ih = Parameter(torch.empty(gate, **factory))
            self.bias_hh = Parameter(torch.empty(gate, **factory))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    reset_parameters = RNNBase.reset_parameters

    def _step(self, xi, state):
        raise NotImplementedError

    def forward(self, input, hx=None):  # noqa: A002
        if input.dim() not in (1, 2):
            raise ValueError(f"{type(self).__name__}: Expected input to be 1D or 2D, got {input.dim()}D instead")
        batched = input.dim() == 2
        if not batched:
            input = input.unsqueeze(0)  # noqa: A001
        if hx is None:
            zeros = torch.zeros(input.shape[0], self.hidden_size, dtype=input.dtype)
            hx = (zeros,) * self._states
        else:
            hx = hx if isinstance(hx, tuple) else (hx,)
            if not batched:
                hx = tuple(h.unsqueeze(0) for h in hx)
        state = self._step(F.linear(input, self.weight_ih, self.bias_ih), hx)
        if not batched:
            state = tuple(s.squeeze(0) for s in state)
        return state if len(state) > 1 else state[0]

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if getattr(self, "nonlinearity", "tanh") != "tanh":
            s += f", nonlinearity={self.nonlinearity}"
        return s


class RNNCell(RNNCellBase):
    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None, dtype=None):
        self.nonlinearity = nonlinearity
        super().__init__(input_size, hidden_size, bias, device, dtype)

    def _step(self, xi, state):
        return _rnn_step(xi, state[0], self.weight_hh, self.bias_hh, self.nonlinearity)


class LSTMCell(RNNCellBase):
    _gates = 4
    _states = 2

    def _step(self, xi, state):
        return _lstm_step(xi, state, self.weight_hh, self.bias_hh)


class GRUCell(RNNCellBase):
    _gates = 3

    def _step(self, xi, state):
        return _gru_step(xi, state[0], self.weight_hh, self.bias_hh)
