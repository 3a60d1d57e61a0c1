# A tutorial-style RNN cell scripted with a loop over time steps, printing its code.
import torch


class MyCell(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(4, 4)

    def forward(self, x, h):
        new_h = torch.tanh(self.linear(x) + h)
        return new_h, new_h


class MyRNNLoop(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = MyCell()

    def forward(self, xs):
        h, y = torch.zeros(3, 4), torch.zeros(3, 4)
        for i in range(xs.size(0)):
            y, h = self.cell(xs[i], h)
        return y, h


torch.manual_seed(0)
rnn = torch.jit.script(MyRNNLoop())
print(rnn.code)
print(rnn.cell.code)
y, h = rnn(torch.randn(5, 3, 4))
print(y.shape, h.shape)
