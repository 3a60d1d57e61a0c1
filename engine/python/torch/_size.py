"""torch.Size: a tuple of ints that prints as PyTorch prints it."""


class Size(tuple):
    def __new__(cls, sizes=()):
        return super().__new__(cls, (int(s) for s in sizes))

    def __repr__(self):
        return f"torch.Size([{', '.join(str(s) for s in self)}])"

    __str__ = __repr__

    def numel(self):
        n = 1
        for s in self:
            n *= s
        return n

    def __getitem__(self, key):
        r = super().__getitem__(key)
        return tuple.__new__(Size, r) if isinstance(key, slice) else r  # its items are sizes already

    def __add__(self, other):
        return Size(tuple(self) + tuple(other))


# as in PyTorch: type(x.shape) prints torch.Size, and a pickled Size names torch.Size
Size.__module__ = "torch"
