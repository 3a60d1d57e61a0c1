"""np.save / np.load / np.savez: numpy's .npy format (magic, version 1.0, a padded header dict, the raw C-order
bytes) and .npz archives of them, byte for byte as numpy writes them, so files pass between the two."""
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
