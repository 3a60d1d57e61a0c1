"""torch.Size: a tuple of ints that prints as PyTorch prints it."""
import operator


def _sizes(items):
    """Each item as an int by its __index__ (one-element integer tensors too), as THPSize_pynew takes them."""
    sizes = []
    for i, item in enumerate(items):
        try:
            sizes.append(operator.index(item))
        except TypeError:
            raise TypeError(f"torch.Size() takes an iterable of 'int' (item {i} is '{type(item).__name__}')") from None
    return sizes



class Size(tuple):
    def __new__(cls, sizes=()):
        return super().__new__(cls, _sizes(sizes))

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


def expandable_to(shape, desired):
    """at::is_expandable_to: `shape` broadcasts to `desired`."""
    return len(shape) <= len(desired) and all(s == d or s == 1 for s, d in zip(reversed(shape), reversed(desired)))
