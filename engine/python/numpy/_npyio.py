"""np.save / np.load / np.savez: numpy's .npy format (magic, version 1.0, a padded header dict, the raw C-order
bytes) and .npz archives of them, byte for byte as numpy writes them, so files pass between the two; and savetxt /
loadtxt, tables of numbers as text."""
import ast
import os
import struct
import zipfile

_MAGIC = b"\x93NUMPY"
_ALIGN = 64
# numpy leaves room after the header for the growing axis's length to reach this many digits
_GROWTH_AXIS_MAX_DIGITS = 21


def _arr(a):
    from ._creation import asarray

    return asarray(a)


def _header(a):
    d = {"descr": a.dtype.str, "fortran_order": False, "shape": tuple(a.shape)}
    text = "{" + "".join(f"'{k}': {v!r}, " for k, v in sorted(d.items())) + "}"
    if a.ndim:
        text += " " * (_GROWTH_AXIS_MAX_DIGITS - len(repr(a.shape[0])))
    body = text.encode("latin1")
    hlen = len(body) + 1
    pad = _ALIGN - ((len(_MAGIC) + 2 + 2 + hlen) % _ALIGN)
    return _MAGIC + b"\x01\x00" + struct.pack("<H", hlen + pad) + body + b" " * pad + b"\n"


def write_array(fp, a):
    a = _arr(a)
    fp.write(_header(a))
    fp.write(a.tobytes())


def read_array(fp):
    from ._creation import frombuffer

    magic = fp.read(len(_MAGIC))
    if magic != _MAGIC:
        raise ValueError(f"the magic string is not correct; expected {_MAGIC!r}, got {magic!r}")
    major, _minor = fp.read(2)
    if major == 1:
        (hlen,) = struct.unpack("<H", fp.read(2))
    elif major in (2, 3):
        (hlen,) = struct.unpack("<I", fp.read(4))
    else:
        raise ValueError(f"we only support format version (1,0), (2,0), and (3,0), not ({major}, {_minor})")
    d = ast.literal_eval(fp.read(hlen).decode("utf8" if major == 3 else "latin1"))
    shape, fortran = tuple(d["shape"]), d["fortran_order"]
    from ._dtype import dtype as _dtype

    dt = _dtype(d["descr"])
    count = 1
    for n in shape:
        count *= n
    data = fp.read(count * dt.itemsize)
    flat = frombuffer(data, dtype=dt).copy() if count else frombuffer(b"", dtype=dt).copy()
    if fortran:
        return flat.reshape(shape[::-1]).T
    return flat.reshape(shape)


def _open(file, mode):
    if hasattr(file, "write" if "w" in mode else "read"):
        return file, False
    return open(os.fspath(file), mode), True


def save(file, arr, allow_pickle=True, fix_imports=True):
    if isinstance(file, (str, os.PathLike)):
        file = os.fspath(file)
        if not file.endswith(".npy"):
            file += ".npy"
    fp, own = _open(file, "wb")
    try:
        write_array(fp, arr)
    finally:
        if own:
            fp.close()


def _savez(file, args, kwds, compress):
    if isinstance(file, (str, os.PathLike)):
        file = os.fspath(file)
        if not file.endswith(".npz"):
            file += ".npz"
    named = dict(kwds)
    for i, a in enumerate(args):
        key = f"arr_{i}"
        if key in named:
            raise ValueError(f"Cannot use un-named variables and keyword {key}")
        named[key] = a
    with zipfile.ZipFile(file, mode="w", compression=zipfile.ZIP_DEFLATED if compress else zipfile.ZIP_STORED,
                         allowZip64=True) as zf:
        for key, val in named.items():
            with zf.open(key + ".npy", "w", force_zip64=True) as fp:
                write_array(fp, val)


def savez(file, *args, **kwds):
    _savez(file, args, kwds, False)


def savez_compressed(file, *args, **kwds):
    _savez(file, args, kwds, True)


class NpzFile:
    """The arrays of an .npz archive by name (without .npy), each read when first asked for."""

    def __init__(self, fid, own_fid=False):
        self.zip = zipfile.ZipFile(fid)
        self._files = self.zip.namelist()
        self.files = [f[:-4] if f.endswith(".npy") else f for f in self._files]
        self.fid = fid if own_fid else None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        if self.zip is not None:
            self.zip.close()
            self.zip = None
        if self.fid is not None:
            self.fid.close()
            self.fid = None

    def __iter__(self):
        return iter(self.files)

    def __len__(self):
        return len(self.files)

    def __contains__(self, key):
        return key in self.files

    def keys(self):
        return list(self.files)

    def values(self):
        return [self[k] for k in self.files]

    def items(self):
        return [(k, self[k]) for k in self.files]

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __getitem__(self, key):
        member = key + ".npy" if key + ".npy" in self._files else key
        if member not in self._files:
            raise KeyError(f"{key} is not a file in the archive")
        with self.zip.open(member) as fp:
            return read_array(fp)


NpzFile.__module__ = "numpy.lib.npyio"


def load(file, mmap_mode=None, allow_pickle=False, fix_imports=True, encoding="ASCII", *, max_header_size=10000):
    fp, own = _open(file, "rb")
    try:
        start = fp.tell()
        head = fp.read(len(_MAGIC))
        fp.seek(start)
        if head.startswith(b"PK\x03\x04") or head.startswith(b"PK\x05\x06"):
            result = NpzFile(fp, own_fid=own)
            own = False
            return result
        if head == _MAGIC:
            return read_array(fp)
        if not allow_pickle:
            raise ValueError("Cannot load file containing pickled data when allow_pickle=False")
        import pickle

        return pickle.load(fp)
    finally:
        if own:
            fp.close()


def savetxt(fname, X, fmt="%.18e", delimiter=" ", newline="\n", header="", footer="", comments="# ", encoding=None):
    """Rows of a 1-d (one column) or 2-d array as text, each value through a %-format as numpy writes them."""
    from ._manip import atleast_2d

    X = _arr(X)
    if X.ndim == 0 or X.ndim > 2:
        raise ValueError(f"Expected 1D or 2D array, got {X.ndim}D array instead")
    if X.ndim == 1:
        X = atleast_2d(X).T
    ncol = X.shape[1]
    if isinstance(fmt, (list, tuple)):
        if len(fmt) != ncol:
            raise AttributeError(f"fmt has wrong shape.  {fmt}")
        row_format = delimiter.join(fmt)
    elif isinstance(fmt, str):
        count = fmt.count("%")
        if count == 1:
            row_format = delimiter.join([fmt] * ncol)
        elif count != ncol:
            raise ValueError(f"fmt has wrong number of % formats:  {fmt}")
        else:
            row_format = fmt
    else:
        raise ValueError(f"invalid fmt: {fmt!r}")
    fh, own = (fname, False) if hasattr(fname, "write") else (open(os.fspath(fname), "w", encoding=encoding), True)
    binary = "b" in getattr(fh, "mode", "") or _is_bytes_io(fh)

    def write(text):
        fh.write(text.encode(encoding or "latin1") if binary else text)

    try:
        if header:
            write(comments + header.replace("\n", "\n" + comments) + newline)
        for row in X:
            try:
                write(row_format % tuple(row.tolist()) + newline)
            except TypeError as e:
                raise TypeError(f"Mismatch between array dtype ('{X.dtype}') and format specifier "
                                f"('{row_format}')") from e
        if footer:
            write(comments + footer.replace("\n", "\n" + comments) + newline)
    finally:
        if own:
            fh.close()


def _is_bytes_io(fh):
    import io

    return isinstance(fh, (io.BytesIO, io.BufferedIOBase))


def _text_lines(fname, encoding):
    if isinstance(fname, (str, os.PathLike)):
        with open(os.fspath(fname), encoding=None if encoding == "bytes" else encoding) as f:
            return f.read().splitlines()
    if hasattr(fname, "read"):
        data = fname.read()
        return (data.decode("latin1") if isinstance(data, bytes) else data).splitlines()
    return [line.decode("latin1") if isinstance(line, bytes) else line for line in fname]


def loadtxt(fname, dtype=float, comments="#", delimiter=None, converters=None, skiprows=0, usecols=None,
            unpack=False, ndmin=0, encoding="bytes", max_rows=None, *, quotechar=None, like=None):
    """A table of numbers from text: comments and blank lines skipped, one row per line, axes of length one
    squeezed away unless ndmin keeps them, as numpy's loadtxt reads it."""
    from ._creation import array
    from ._dtype import as_dtype

    if ndmin not in (0, 1, 2):
        raise ValueError(f"Illegal value of ndmin keyword: {ndmin}")
    dt = as_dtype(dtype)
    marks = [comments] if isinstance(comments, str) else list(comments or ())
    if isinstance(usecols, int):
        usecols = [usecols]
    rows = []
    width = None
    for number, line in enumerate(_text_lines(fname, encoding)[skiprows:], start=skiprows + 1):
        if max_rows is not None and len(rows) >= max_rows:
            break
        for mark in marks:
            line = line.split(mark, 1)[0]
        line = line.strip("\r\n")
        fields = line.split() if delimiter is None else line.split(delimiter)
        if delimiter is None and not fields or delimiter is not None and not line.strip():
            continue
        if usecols is not None:
            fields = [fields[c] for c in usecols]
        if width is None:
            width = len(fields)
        elif len(fields) != width:
            raise ValueError(f"the number of columns changed from {width} to {len(fields)} at row {number}; use "
                             "`usecols` to select a subset and avoid this error")
        values = []
        for c, text in enumerate(fields):
            conv = converters.get(usecols[c] if usecols is not None else c) if isinstance(converters, dict) else \
                converters
            values.append(conv(text) if conv is not None else _parse(text.strip(), dt, len(rows), c + 1))
        rows.append(values)
    arr = array(rows, dtype=dt) if rows else array([], dtype=dt).reshape(0, width or 0)
    if arr.ndim == 2 and ndmin < 2:
        # numpy squeezes axes of length one away, keeping ndmin dimensions
        arr = arr.reshape(tuple(n for n in arr.shape if n != 1)) if arr.size else arr
        while arr.ndim < ndmin:
            arr = arr.reshape((1,) * (ndmin - arr.ndim) + arr.shape)
        if ndmin == 1 and arr.ndim == 0:
            arr = arr.reshape(1)
    return arr.T if unpack else arr


def _parse(text, dt, row, col):
    try:
        if dt.kind == "f":
            return float(text)
        return bool(int(text)) if dt.kind == "b" else int(text)
    except ValueError:
        raise ValueError(f"could not convert string '{text}' to {dt.name} at row {row}, column {col}.") from None
