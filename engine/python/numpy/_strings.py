"""numpy's unicode string dtype ('<U5': five UTF-32 code points per element, NUL-padded) and its scalar type str_,
a Python str. An element's value is the str with trailing NULs removed; a cast to a string dtype writes each value
as numpy's str of it, cut to the dtype's length."""
from ._dtype import dtype, character

_BY_LENGTH = {}


class str_(character, str):
    __slots__ = ()
    __module__ = "numpy"


# a str_ behaves as a str (numpy's does), not as the numeric scalars' array-like methods
for _name in ("__repr__", "__str__", "__hash__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__",
              "__add__", "__mul__", "__rmul__", "__mod__", "__format__", "__len__", "__getitem__",
              "__iter__", "__contains__"):
    setattr(str_, _name, getattr(str, _name))
str_.__radd__ = lambda self, other: other + str(self)
str_.__reduce__ = lambda self: (str_, (str(self),))
str_.item = lambda self, *args: str(self)
str_.dtype = property(lambda self: unicode_dtype(len(self)))


def unicode_dtype(length):
    """The dtype '<U{length}' (one object per length, so `is` compares them as numpy's builtins compare)."""
    d = _BY_LENGTH.get(length)
    if d is None:
        d = _BY_LENGTH[length] = dtype._make(f"str{32 * length}", "U", "U", 4 * length, 19, None)
        d.type = str_
    return d


str_._dtype = unicode_dtype(0)


def parse(name):
    """The dtype a name such as 'U', 'U5', '<U5' or 'str' stands for, or None."""
    text = name[1:] if name[:1] in "<=|" else name
    if text in ("U", "str", "unicode", "str_", "unicode_"):
        return unicode_dtype(0)
    if text[:1] == "U" and text[1:].isdigit():
        return unicode_dtype(int(text[1:]))
    return None


def text_length(dt):
    """The length of the strings numpy's cast from a dtype makes (enough for any of its values)."""
    if dt.kind == "U":
        return dt.itemsize // 4
    if dt.kind == "b":
        return 5
    if dt.kind in "iu":
        return {1: 4, 2: 6, 4: 11, 8: 21}[dt.itemsize] - (dt.kind == "u")
    return 32 if dt.kind == "f" else 64


def as_text(values, src, length):
    """Values of dtype src as numpy writes them into strings of `length` code points (0: any length)."""
    if src.kind == "U":
        out = [str(v) for v in values]
    else:
        from ._ndarray import scalar

        out = [str(scalar(v, src)) for v in values]
    return [s[:length] for s in out] if length else out


def from_text(values, dst):
    """Strings parsed as numbers of dtype dst, as numpy's cast from strings parses them."""
    if dst.kind == "b":
        return [bool(v) for v in values]
    if dst.kind == "c":
        return [complex(v) for v in values]
    if dst.kind == "f":
        return [float(v) for v in values]
    return [int(v) for v in values]


def pack(values, dt):
    n = dt.itemsize // 4
    return b"".join(v[:n].ljust(n, "\0").encode("utf-32-le") for v in values)


def unpack(data, dt):
    size = dt.itemsize
    text = bytes(data)
    return [text[i:i + size].decode("utf-32-le").rstrip("\0") for i in range(0, len(text), size)] if size else []

