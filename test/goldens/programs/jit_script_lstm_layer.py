# A scripted LSTM layer as the custom-RNN tutorials write it: a cell module with annotated tuple state, a layer
# looping over time steps and indexing the state tuple, trained a step; and a scripted Elman loop.
from typing import List, Tuple

import torch
import torch.nn as nn

torch.manual_seed(0)


class LSTMCell(nn.Module):
    def __init__(self, input_size: int, hidden_size: int):
        super().__init__()
        self.hidden_size = hidden_size
        self.weight_ih = nn.Parameter(torch.randn(4 * hidden_size, input_size) * 0.1)
        self.weight_hh = nn.Parameter(torch.randn(4 * hidden_size, hidden_size) * 0.1)
        self.bias = nn.Parameter(torch.zeros(4 * hidden_size))

    def forward(self, x: torch.Tensor, state: Tuple[torch.Tensor, torch.Tensor]) -> Tuple[torch.Tensor, torch.Tensor]:
        hx, cx = state
        gates = torch.mm(x, self.weight_ih.t()) + torch.mm(hx, self.weight_hh.t()) + self.bias
        ingate, forgetgate, cellgate, outgate = gates.chunk(4, 1)
        ingate = torch.sigmoid(ingate)
        forgetgate = torch.sigmoid(forgetgate)
        cellgate = torch.tanh(cellgate)
        outgate = torch.sigmoid(outgate)
        cy = (forgetgate * cx) + (ingate * cellgate)
        hy = outgate * torch.tanh(cy)
        return hy, cy


class LSTMLayer(nn.Module):
    def __init__(self, input_size: int, hidden_size: int):
        super().__init__()
        self.cell = LSTMCell(input_size, hidden_size)

    def forward(self, inputs: torch.Tensor, state: Tuple[torch.Tensor, torch.Tensor]):
        outputs: List[torch.Tensor] = []
        for i in range(inputs.size(0)):
            state = self.cell(inputs[i], state)
            outputs.append(state[0])
        return torch.stack(outputs), state


layer = torch.jit.script(LSTMLayer(3, 4))
print(layer.cell.code)
print(layer.code)
seq = torch.randn(5, 2, 3)
h0 = (torch.zeros(2, 4), torch.zeros(2, 4))
out, (h, c) = layer(seq, h0)
print(out.shape, h.shape, c.shape)
print(out[-1])
out.sum().backward()
print(layer.cell.bias.grad)


@torch.jit.script
def elman(xs: torch.Tensor, w: torch.Tensor, u: torch.Tensor) -> torch.Tensor:
    h = torch.zeros(xs.size(1), w.size(0))
    for t in range(xs.size(0)):
        h = torch.tanh(xs[t] @ w.t() + h @ u.t())
    return h


print(elman.code)
print(elman(torch.ones(4, 2, 3), torch.full((5, 3), 0.1), torch.full((5, 5), 0.05)))
