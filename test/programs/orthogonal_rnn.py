# An RNN whose recurrent weight is kept orthogonal (parametrizations.orthogonal), so the hidden state neither explodes
# nor vanishes over a long sequence; trained to recall the first input after a run of blanks, with the parametrized
# weight computed once per forward inside parametrize.cached().
import torch
import torch.nn as nn
import torch.nn.utils.parametrize as P
from torch.nn.utils.parametrizations import orthogonal


class OrthogonalRNN(nn.Module):
    def __init__(self, n_in, hidden, n_out):
        super().__init__()
        self.cell = nn.RNNCell(n_in, hidden)
        orthogonal(self.cell, "weight_hh")
        self.out = nn.Linear(hidden, n_out)

    def forward(self, xs):
        h = xs.new_zeros(xs.shape[1], self.cell.hidden_size)
        with P.cached():
            for x in xs:
                h = self.cell(x, h)
        return self.out(h)


torch.manual_seed(0)
n_symbols, steps, batch = 4, 12, 16
model = OrthogonalRNN(n_symbols + 1, 16, n_symbols)
print(model)
W = model.cell.weight_hh
print(torch.dist(W @ W.T, torch.eye(16)) < 1e-5)
print(sorted(n for n, _ in model.named_parameters()))
print(sorted(n for n, _ in model.named_buffers()))


def make_batch():
    first = torch.randint(0, n_symbols, (batch,))
    xs = torch.zeros(steps, batch, n_symbols + 1)
    xs[0, torch.arange(batch), first] = 1
    xs[1:, :, n_symbols] = 1  # the blank
    return xs, first


opt = torch.optim.Adam(model.parameters(), lr=0.02)
for step in range(60):
    xs, target = make_batch()
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(xs), target)
    loss.backward()
    opt.step()
    if step % 10 == 0:
        print(step, round(loss.item(), 3))

W = model.cell.weight_hh
print(torch.dist(W @ W.T, torch.eye(16)) < 1e-4)
# the singular values of an orthogonal matrix are all one
print(torch.linalg.svdvals(W.detach()).sub(1).abs().max() < 1e-4)
with torch.no_grad():
    xs, target = make_batch()
    accuracy = (model(xs).argmax(1) == target).float().mean()
print(round(accuracy.item(), 2))

# leaving the weight as it is now, as a plain parameter
P.remove_parametrizations(model.cell, "weight_hh")
print(type(model.cell).__name__, torch.allclose(model.cell.weight_hh @ model.cell.weight_hh.T, torch.eye(16), atol=1e-4))
