# The autograd graph of PyTorch's CPU recurrent layers: the input projection of a layer unbound into its time steps
# (UnbindBackward0) and each step's gates cut with unsafe_chunk (UnsafeSplitBackward0), as ATen's RNN cells do.
import torch
import torch.nn as nn

torch.manual_seed(0)


def walk(t, label):
    seen, keep, lines = set(), [], []

    def visit(fn, depth):
        if fn is None:
            lines.append('  ' * depth + 'None')
            return
        if id(fn) in seen:
            lines.append('  ' * depth + '^' + fn.name())
            return
        seen.add(id(fn))
        keep.append(fn)
        lines.append('  ' * depth + fn.name())
        for nxt, _ in fn.next_functions:
            visit(nxt, depth + 1)

    visit(t.grad_fn, 0)
    print('==', label)
    print('\n'.join(lines))


seq = torch.randn(3, 2, 3)
walk(nn.RNN(3, 4)(seq)[0].sum(), 'rnn')
walk(nn.RNN(3, 2, nonlinearity='relu', bias=False)(seq)[1].sum(), 'rnn relu, no bias')
walk(nn.LSTM(3, 2)(seq[:2])[0].sum(), 'lstm')
walk(nn.GRU(3, 2, batch_first=True)(seq[:, :2])[1].sum(), 'gru')
walk(nn.LSTM(3, 2, bidirectional=True)(seq[:2])[0].sum(), 'bidirectional lstm')
walk(nn.GRU(3, 2, num_layers=2)(seq[:2])[0].sum(), 'two-layer gru')
walk(nn.LSTMCell(3, 2)(seq[0])[1].sum(), 'lstm cell')
walk(nn.GRUCell(3, 2)(seq[0]).sum(), 'gru cell')
walk(nn.RNNCell(3, 2)(seq[0]).sum(), 'rnn cell')

# the unsafe_ splits: the pieces of split and chunk, whose grad_fn is their own node
x = torch.arange(10.).requires_grad_()
parts = x.unsafe_split(4)
print(parts, [p.grad_fn.name() for p in parts])
print(torch.unsafe_chunk(x, 3), x.unsafe_split_with_sizes([3, 7])[1], torch.unsafe_split(x.detach(), 5))
(parts[0] * 2).sum().backward()
print(x.grad)
for f in [lambda: x.unsafe_split(-1), lambda: x.unsafe_chunk(0), lambda: x.unsafe_split_with_sizes([3, 3]),
          lambda: torch.tensor(1.).unsafe_chunk(2)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
print(issubclass(nn.LSTM, nn.RNNBase), isinstance(nn.GRU(2, 2), nn.RNNBase), isinstance(nn.RNNCell(2, 2), nn.RNNBase))
