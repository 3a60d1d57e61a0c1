from .. import functional as F
from .module import Module


class ReLU(Module):
    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input):  # noqa: A002
        return F.relu(input, inplace=self.inplace)

    def extra_repr(self):
        return "inplace=True" if self.inplace else ""


class Sigmoid(Module):
    def forward(self, input):  # noqa: A002
        return input.sigmoid()


class Tanh(Module):
    def forward(self, input):  # noqa: A002
        return input.tanh()


class Softmax(Module):
    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, input):  # noqa: A002
        return F.softmax(input, self.dim)

    def extra_repr(self):
        return f"dim={self.dim}"


class LogSoftmax(Softmax):
    def forward(self, input):  # noqa: A002
        return F.log_softmax(input, self.dim)
