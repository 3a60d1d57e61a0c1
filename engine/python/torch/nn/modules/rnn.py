"""RNN, LSTM and GRU: PyTorch's recurrent layers, parameters named, ordered and initialised as PyTorch does, and
each step computed with the same ops in the same order as its CPU cells. As on PyTorch's CPU path, the input
projection of a whole layer is one matrix product; only the hidden-to-hidden product runs per step. A PackedSequence
runs step by step over the sequences still going, each keeping the state of its own last step."""
import math
import numbers
import warnings

import torch

from ... import _autocast_ops
from .. import functional as F, init
from ..parameter import Parameter
from ..utils.rnn import PackedSequence
from .module import Module


def _rnn_step(xi, h, w_hh, b_hh, nonlinearity):
    pre = F.linear(h, w_hh, b_hh) + xi
    return (pre.tanh() if nonlinearity == "tanh" else pre.relu()),


def _lstm_step(xi, state, w_hh, b_hh, w_hr=None):
    h, c = state
    gates = F.linear(h, w_hh, b_hh) + xi
    i, f, g, o = gates.unsafe_chunk(4, 1)
    c = f.sigmoid() * c + i.sigmoid() * g.tanh()
    h = o.sigmoid() * c.tanh()
    # with proj_size, the hidden state carried on (and output) is the projected one; the cell state is not
    return (h if w_hr is None else F.linear(h, w_hr)), c


def _gru_step(xi, h, w_hh, b_hh):
    # in place on the gates' column blocks, as ATen's GRUCell: each activation then runs row by row over those strided
    # blocks, which decides which elements take the vectorised form and which the scalar one
    i_r, i_z, i_n = xi.unsafe_chunk(3, 1)
    h_r, h_z, h_n = F.linear(h, w_hh, b_hh).unsafe_chunk(3, 1)
    reset = h_r.add_(i_r).sigmoid_()
    update = h_z.add_(i_z).sigmoid_()
    new = i_n.add(h_n.mul_(reset)).tanh_()
    return (h - new).mul_(update).add_(new),


def _padded_layer(step, projected, state, weights, reverse, batch_sizes):
    """One direction of a layer over a padded (time-major) batch: the outputs stacked over time, the last state."""
    inputs = projected.unbind(0)
    seq = [None] * len(inputs)
    for t in (range(len(inputs) - 1, -1, -1) if reverse else range(len(inputs))):
        state = step(inputs[t], state, weights)
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
    _kind = ""  # the layer's name in its input-rank error
    _dims_noun = ""  # RNN's message says "3D tensor instead", LSTM's and GRU's "3D instead"
    _gates = 1
    _states = 1  # hidden state tensors carried between steps (LSTM adds the cell state)

    def __init__(self, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, proj_size=0, device=None, dtype=None):
        super().__init__()
        _check_sizes(dropout, hidden_size, num_layers, proj_size)
        self.input_size, self.hidden_size, self.num_layers = input_size, hidden_size, num_layers
        self.bias, self.batch_first, self.dropout = bias, batch_first, float(dropout)
        self.bidirectional, self.proj_size = bidirectional, proj_size
        directions = 2 if bidirectional else 1
        factory = {"device": device, "dtype": dtype}
        carried = proj_size or hidden_size
        self._all_weights = []  # each layer and direction's parameter names, in PyTorch's flat weight order
        for layer in range(num_layers):
            for direction in range(directions):
                suffix = f"_l{layer}" + ("_reverse" if direction else "")
                width = input_size if layer == 0 else carried * directions
                gate = self._gates * hidden_size
                shapes = {"weight_ih": (gate, width), "weight_hh": (gate, carried)}
                if bias:
                    shapes.update(bias_ih=(gate,), bias_hh=(gate,))
                if proj_size:
                    shapes["weight_hr"] = (proj_size, hidden_size)
                for name, shape in shapes.items():
                    self.register_parameter(name + suffix, Parameter(torch.empty(*shape, **factory)))
                self._all_weights.append([name + suffix for name in shapes])
        self._flat_weights_names = [name for names in self._all_weights for name in names]
        self.reset_parameters()

    @property
    def all_weights(self):
        return [[getattr(self, name) for name in names] for names in self._all_weights]

    @property
    def _flat_weights(self):
        return [getattr(self, name) for name in self._flat_weights_names]

    def flatten_parameters(self):
        """PyTorch packs the weights into one cuDNN buffer here; with no cuDNN there is nothing to pack, as on
        its CPU."""

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def _weights(self, weights, layer, direction):
        """One layer and direction's weights out of `weights` (flat weight name -> tensor)."""
        suffix = f"_l{layer}" + ("_reverse" if direction else "")
        get = lambda name: weights.get(name + suffix)  # noqa: E731
        hidden = (get("weight_hh"), get("bias_hh")) + ((get("weight_hr"),) if self.proj_size else ())
        return get("weight_ih"), get("bias_ih"), hidden

    def _step(self, xi, state, weights):
        """One time step from the projected input `xi`; `weights` are the hidden-to-hidden weight and bias (and
        the LSTM's projection)."""
        raise NotImplementedError

    def forward(self, input, hx=None):  # noqa: A002
        packed = isinstance(input, PackedSequence)
        directions = 2 if self.bidirectional else 1
        if packed:
            input, packed_sizes, sorted_indices, unsorted_indices = input  # noqa: A001
            batch_sizes, batched, batch = packed_sizes.tolist(), True, int(packed_sizes[0])
        else:
            if input.dim() not in (2, 3):
                raise ValueError(
                    f"{self._kind}: Expected input to be 2D or 3D, got {input.dim()}D{self._dims_noun} instead")
            batch_sizes, batched = None, input.dim() == 3
            if hx is not None:
                self._check_hidden_dims(hx, batched)
            if not batched:
                input = input.unsqueeze(1)  # noqa: A001
            elif self.batch_first:
                input = input.transpose(0, 1)  # noqa: A001
            batch = input.shape[1]
        states = self._initial_states(hx, batch, directions, batched, input)
        if packed and hx is not None:
            # the caller's hidden state follows its own batch order; the packed batch runs longest first
            states = _permuted(states, sorted_indices)
        self._check_forward_args(input, states, batch, directions)
        # one op to CUDA autocast, as cuDNN's: it casts the input, the states and every weight
        output, hidden = _autocast_ops.call("_cudnn_rnn", self._layers, input, *states, *self._flat_weights,
                                            directions=directions, batch_sizes=batch_sizes)
        if packed:
            output = PackedSequence(output, packed_sizes, sorted_indices, unsorted_indices)
            hidden = _permuted(hidden, unsorted_indices)
        elif not batched:
            output = output.squeeze(1)
            hidden = tuple(h.squeeze(1) for h in hidden)
        elif self.batch_first:
            output = output.transpose(0, 1)
        return output, (hidden if len(hidden) > 1 else hidden[0])

    def _layers(self, input, *tensors, directions, batch_sizes):  # noqa: A002
        """The stacked layers over the time-major (or packed) input: the states, then the flat weights, follow it.
        Returns the last layer's output and the final states."""
        states = tensors[:self._states]
        weights = dict(zip(self._flat_weights_names, tensors[self._states:]))
        finals = []
        layer_input = input
        for layer in range(self.num_layers):
            outputs = []
            for direction in range(directions):
                state = tuple(s[layer * directions + direction] for s in states)
                w_ih, b_ih, hidden_weights = self._weights(weights, layer, direction)
                # as on PyTorch's CPU path, the whole layer's input projection is one product
                projected = F.linear(layer_input, w_ih, b_ih)
                run = _padded_layer if batch_sizes is None else _packed_layer
                output, state = run(self._step, projected, state, hidden_weights, bool(direction), batch_sizes)
                outputs.append(output)
                finals.append(state)
            layer_input = outputs[0] if directions == 1 else torch.cat(outputs, outputs[0].dim() - 1)
            if self.dropout and self.training and layer < self.num_layers - 1:
                layer_input = F.dropout(layer_input, self.dropout, True)
        return layer_input, tuple(torch.stack([f[k] for f in finals], 0) for k in range(len(states)))

    def _initial_states(self, hx, batch, directions, batched, input):  # noqa: A002 - PyTorch's name
        if hx is None:
            sizes = (self.proj_size or self.hidden_size, self.hidden_size)[:self._states]
            return tuple(torch.zeros(self.num_layers * directions, batch, size, dtype=input.dtype, device=input.device)
                         for size in sizes)
        # an LSTM's state is read as (h_0, c_0) by indexing, so a list serves as well as a tuple
        hx = (hx[0], hx[1]) if self._states > 1 else (hx,)
        return tuple(h if batched else h.unsqueeze(1) for h in hx)

    def _check_hidden_dims(self, hx, batched):
        """PyTorch's check that a given hidden state is batched exactly when the input is."""
        want = 3 if batched else 2
        kind = "batched 3-D" if batched else "unbatched 2-D"
        if self._states > 1:
            if hx[0].dim() != want or hx[1].dim() != want:
                raise RuntimeError(f"For {kind} input, hx and cx should also be {want}-D but got "
                                   f"({hx[0].dim()}-D, {hx[1].dim()}-D) tensors")
        elif hx.dim() != want:
            raise RuntimeError(f"For {kind} input, hx should also be {want}-D but got {hx.dim()}-D tensor")

    def _check_forward_args(self, input, states, batch, directions):  # noqa: A002
        """check_forward_args: the input's dtype (any may go in an autocast region), the (time-major) input's feature
        size and each state's shape."""
        weight = self._flat_weights[0]
        if input.dtype != weight.dtype and not torch._C._is_any_autocast_enabled():
            raise ValueError(f"input must have the type {weight.dtype}, got type {input.dtype}")
        if input.shape[-1] != self.input_size:
            raise RuntimeError(
                f"input.size(-1) must be equal to input_size. Expected {self.input_size}, got {input.shape[-1]}")
        sizes = (self.proj_size or self.hidden_size, self.hidden_size)
        for k in range(self._states):
            expected = (self.num_layers * directions, batch, sizes[k])
            if tuple(states[k].shape) != expected:
                what = f"hidden[{k}]" if self._states > 1 else "hidden"
                raise RuntimeError(f"Expected {what} size {expected}, got {list(states[k].shape)}")

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.proj_size:
            s += f", proj_size={self.proj_size}"
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


def _check_sizes(dropout, hidden_size, num_layers, proj_size):
    """RNNBase's constructor checks, in its order; a dropout between layers with one layer only warns."""
    if not isinstance(dropout, numbers.Number) or not 0 <= dropout <= 1 or isinstance(dropout, bool):
        raise ValueError("dropout should be a number in range [0, 1] representing the probability of an element "
                         "being zeroed")
    if dropout > 0 and num_layers == 1:
        warnings.warn("dropout option adds dropout after all but last recurrent layer, so non-zero dropout expects "
                      f"num_layers greater than 1, but got dropout={dropout} and num_layers={num_layers}")
    if not isinstance(hidden_size, int):
        raise TypeError(f"hidden_size should be of type int, got: {type(hidden_size).__name__}")
    if hidden_size <= 0:
        raise ValueError("hidden_size must be greater than zero")
    if num_layers <= 0:
        raise ValueError("num_layers must be greater than zero")
    if proj_size < 0:
        raise ValueError("proj_size should be a positive integer or zero to disable projections")
    if proj_size >= hidden_size:
        raise ValueError("proj_size has to be smaller than hidden_size")


def _no_projection(kwargs):
    if "proj_size" in kwargs:
        raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")


class RNN(RNNBase):
    _kind = "RNN"
    _dims_noun = " tensor"

    def __init__(self, *args, nonlinearity="tanh", **kwargs):
        _no_projection(kwargs)
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity '{nonlinearity}'. Select from 'tanh' or 'relu'.")
        self.nonlinearity = nonlinearity
        super().__init__(*args, **kwargs)

    def _step(self, xi, state, weights):
        return _rnn_step(xi, state[0], *weights, self.nonlinearity)


class LSTM(RNNBase):
    _kind = "LSTM"
    _gates = 4
    _states = 2

    def _step(self, xi, state, weights):
        return _lstm_step(xi, state, *weights)


class GRU(RNNBase):
    _kind = "GRU"
    _gates = 3

    def __init__(self, *args, **kwargs):
        _no_projection(kwargs)
        super().__init__(*args, **kwargs)

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

    def _step(self, xi, state, w_hh, b_hh):
        raise NotImplementedError

    def _cell(self, input, *tensors):  # noqa: A002
        """One step: the states, then weight_ih, weight_hh, bias_ih and bias_hh, follow the input."""
        hx, (w_ih, w_hh, b_ih, b_hh) = tensors[:-4], tensors[-4:]
        return self._step(F.linear(input, w_ih, b_ih), hx, w_hh, b_hh)

    def forward(self, input, hx=None):  # noqa: A002
        if input.dim() not in (1, 2):
            raise ValueError(f"{type(self).__name__}: Expected input to be 1D or 2D, got {input.dim()}D instead")
        batched = input.dim() == 2
        if not batched:
            input = input.unsqueeze(0)  # noqa: A001
        if hx is None:
            zeros = torch.zeros(input.shape[0], self.hidden_size, dtype=input.dtype, device=input.device)
            hx = (zeros,) * self._states
        else:
            hx = hx if isinstance(hx, tuple) else (hx,)
            for k, h in enumerate(hx):
                if h.dim() not in (1, 2):
                    what = f"hx[{k}]" if self._states > 1 else "hidden"
                    raise ValueError(f"{type(self).__name__}: Expected {what} to be 1D or 2D, got {h.dim()}D instead")
            if not batched:
                hx = tuple(h.unsqueeze(0) for h in hx)
        self._check_step_args(input, hx)
        # one op to autocast, as ATen's cell: on a GPU it casts the input, the states and the weights
        state = _autocast_ops.call(self._op, self._cell, input, *hx, self.weight_ih, self.weight_hh, self.bias_ih,
                                   self.bias_hh)
        if not batched:
            state = tuple(s.squeeze(0) for s in state)
        return state if len(state) > 1 else state[0]

    def _check_step_args(self, input, hx):  # noqa: A002
        """ATen's cell checks: the state count, the input's feature size, each state's batch and size."""
        if self._states > 1 and len(hx) != self._states:
            raise RuntimeError("lstm_cell expects two hidden states")
        if input.shape[1] != self.input_size:
            raise RuntimeError(f"input has inconsistent input_size: got {input.shape[1]} expected {self.input_size}")
        for k, h in enumerate(hx):
            if h.shape[0] != input.shape[0]:
                raise RuntimeError(f"Input batch size {input.shape[0]} doesn't match hidden{k} batch size {h.shape[0]}")
            if h.shape[1] != self.hidden_size:
                raise RuntimeError(
                    f"hidden{k} has inconsistent hidden_size: got {h.shape[1]}, expected {self.hidden_size}")

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

    @property
    def _op(self):
        return f"rnn_{self.nonlinearity}_cell"

    def _step(self, xi, state, w_hh, b_hh):
        return _rnn_step(xi, state[0], w_hh, b_hh, self.nonlinearity)


class LSTMCell(RNNCellBase):
    _gates = 4
    _states = 2

    _op = "lstm_cell"

    def _step(self, xi, state, w_hh, b_hh):
        return _lstm_step(xi, state, w_hh, b_hh)


class GRUCell(RNNCellBase):
    _gates = 3

    _op = "gru_cell"

    def _step(self, xi, state, w_hh, b_hh):
        return _gru_step(xi, state[0], w_hh, b_hh)
