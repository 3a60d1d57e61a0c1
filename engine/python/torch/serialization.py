"""torch.save and torch.load in PyTorch's file format, so files go both ways between this engine and real PyTorch.

A file is a zip archive as PyTorch's writer makes it: <archive>/data.pkl is a protocol-2 pickle of the object in
which each storage is a persistent id ('storage', torch.FloatStorage, key, location, numel), and the bytes of each
storage are the record <archive>/data/<key>, 64-byte aligned; byteorder, version and a serialization id go with
them. torch.load also reads PyTorch's older non-zip format (and torch.save writes it when asked). Loading follows
current PyTorch: weights_only=True unless told otherwise, with its allowlist of safe globals and its error messages.
"""
import io
import os
import pickle
import re
import struct
import sys
import warnings
import zipfile
import zlib

from . import _weights_only_unpickler
from .storage import LEGACY as _LEGACY, TypedStorage, UntypedStorage, _from_bytes, _raw_bytes, \
    _get_dtype_from_pickle_storage_type

__all__ = ["SourceChangeWarning", "location_tag", "default_restore_location", "normalize_storage_type", "save",
           "load", "StorageType", "LoadEndianness", "get_default_load_endianness", "set_default_load_endianness",
           "clear_safe_globals", "get_safe_globals", "add_safe_globals", "safe_globals",
           "get_unsafe_globals_in_checkpoint", "register_package"]

DEFAULT_PROTOCOL = 2
MAGIC_NUMBER = 0x1950A86A20F9469CFC6C
PROTOCOL_VERSION = 1001
LONG_SIZE = struct.Struct("=l").size
INT_SIZE = struct.Struct("=i").size
SHORT_SIZE = struct.Struct("=h").size
# PyTorch's writer aligns each record's bytes to this many (so a file can be memory-mapped)
_STORAGE_ALIGNMENT = 64

UNSAFE_MESSAGE = (
    "In PyTorch 2.6, we changed the default value of the `weights_only` argument in `torch.load` from `False` to "
    "`True`. Re-running `torch.load` with `weights_only` set to `False` will likely succeed, but it can result in "
    "arbitrary code execution. Do it only if you got the file from a trusted source."
)
DOCS_MESSAGE = (
    "\n\nCheck the documentation of torch.load to learn more about types accepted by default with weights_only "
    "https://pytorch.org/docs/stable/generated/torch.load.html."
)


class SourceChangeWarning(Warning):
    pass


class LoadEndianness:
    NATIVE = 1
    LITTLE = 2
    BIG = 3


_default_load_endian = None


def get_default_load_endianness():
    return _default_load_endian


def set_default_load_endianness(endianness):
    global _default_load_endian
    if endianness not in (None, LoadEndianness.NATIVE, LoadEndianness.LITTLE, LoadEndianness.BIG):
        raise TypeError("Invalid argument type in function set_default_load_endianness")
    _default_load_endian = endianness


# -- safe globals (weights_only) ------------------------------------------------------------------------------------
def clear_safe_globals():
    _weights_only_unpickler._clear_safe_globals()


def get_safe_globals():
    return _weights_only_unpickler._get_safe_globals()


def add_safe_globals(safe_globals):
    _weights_only_unpickler._add_safe_globals(safe_globals)


class safe_globals(_weights_only_unpickler._safe_globals):
    """Context manager: these globals are safe for weights_only loads inside it."""


def get_unsafe_globals_in_checkpoint(f):
    safe = set(_weights_only_unpickler._get_allowed_globals()) | set(_weights_only_unpickler._get_user_allowed_globals())
    with _open_file_like(f, "rb") as opened:
        if not _is_zipfile(opened):
            raise ValueError("Expected input to be a checkpoint returned by torch.save")
        archive = _ZipReader(opened)
        found = _weights_only_unpickler.get_globals_in_pkl(io.BytesIO(archive.get_record("data.pkl")))
        return list(found - safe)


class StorageType:
    """What a file's legacy storage class name (FloatStorage, ...) stands for when loading: its dtype."""

    def __init__(self, name):
        self._dtype = _get_dtype_from_pickle_storage_type(name)

    @property
    def dtype(self):
        return self._dtype

    def __str__(self):
        return f"StorageType(dtype={self.dtype})"


# -- locations -------------------------------------------------------------------------------------------------------
def _cpu_tag(obj):
    if obj.device.type == "cpu":
        return "cpu"


def _cuda_tag(obj):
    if obj.device.type == "cuda":
        return "cuda:" + str(obj.device.index or 0)


def _cpu_deserialize(obj, location):
    if location == "cpu":
        return obj


def _cuda_deserialize(obj, location):
    if location.startswith("cuda"):
        import torch

        if not torch.cuda.is_available():
            raise RuntimeError("Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is "
                               "False. If you are running on a CPU-only machine, please use torch.load with "
                               "map_location=torch.device('cpu') to map your storages to the CPU.")
        index = location.split(":")[1] if ":" in location else "0"
        if int(index) >= torch.cuda.device_count():
            raise RuntimeError(f"Attempting to deserialize object on CUDA device {index} but "
                               f"torch.cuda.device_count() is {torch.cuda.device_count()}. Please use torch.load with "
                               "map_location to map your storages to an existing device.")
        return obj.cuda(location)


_package_registry = []


def register_package(priority, tagger, deserializer):
    _package_registry.append((priority, tagger, deserializer))
    _package_registry.sort(key=lambda entry: entry[0])


register_package(10, _cpu_tag, _cpu_deserialize)
register_package(20, _cuda_tag, _cuda_deserialize)


def location_tag(storage):
    for _, tagger, _ in _package_registry:
        location = tagger(storage)
        if location:
            return location
    raise RuntimeError("don't know how to determine data location of " + type(storage).__qualname__)


def default_restore_location(storage, location):
    for _, _, fn in _package_registry:
        result = fn(storage, location)
        if result is not None:
            return result
    raise RuntimeError(f"don't know how to restore data location of {type(storage).__qualname__} (tagged with "
                       f"{location})")


def normalize_storage_type(storage_type):
    import torch

    return getattr(torch, storage_type.__name__)


def _get_restore_location(map_location):
    import torch

    if map_location is None:
        return default_restore_location
    if isinstance(map_location, dict):
        return lambda storage, location: default_restore_location(storage, map_location.get(location, location))
    if isinstance(map_location, (str, bytes)):
        name = map_location.decode() if isinstance(map_location, bytes) else map_location
        return lambda storage, location: default_restore_location(storage, name)
    if isinstance(map_location, torch.device):
        return lambda storage, location: default_restore_location(storage, str(map_location))

    def restore_location(storage, location):
        result = map_location(storage, location)
        return default_restore_location(storage, location) if result is None else result

    return restore_location


# -- files -----------------------------------------------------------------------------------------------------------
def _is_path(f):
    return isinstance(f, (str, os.PathLike))


class _opened:
    """A file torch opened for a path (closed on exit), or the caller's own file object (left open, flushed)."""

    def __init__(self, f, mode):
        self.owned = _is_path(f)
        self.file = open(f, mode) if self.owned else f

    def __enter__(self):
        return self.file

    def __exit__(self, *args):
        if self.owned:
            self.file.close()
        elif hasattr(self.file, "flush") and "w" in getattr(self.file, "mode", "w"):
            self.file.flush()


def _open_file_like(f, mode):
    if not _is_path(f):
        if "r" in mode:
            _check_seekable(f)
    return _opened(f, mode)


def _check_seekable(f):
    try:
        f.seek(f.tell())
    except (io.UnsupportedOperation, AttributeError) as e:
        for pattern in ("seek", "tell"):
            if pattern in str(e):
                raise type(e)(str(e) + ". You can only torch.load from a file that is seekable. Please pre-load the "
                              "data into a buffer like io.BytesIO and try to load from it instead.") from None
        raise


def _is_zipfile(f):
    start = f.tell()
    head = f.read(4)
    f.seek(start)
    return head == b"PK\x03\x04"


def _archive_name(f):
    """The folder records go in: a path's file name without its extension, as PyTorch's writer names it."""
    if not _is_path(f):
        return "archive"
    name = os.path.basename(os.fspath(f))
    stem = name[:name.rindex(".")] if "." in name else name
    return stem


class _ZipWriter:
    """PyTorch's record writer: stored (uncompressed) records under one folder, each aligned by an 'FB' extra field."""

    def __init__(self, archive_name):
        self.prefix = archive_name + "/"
        self.buffer = io.BytesIO()
        self.zip = zipfile.ZipFile(self.buffer, "w", zipfile.ZIP_STORED)
        self.names = []
        self.crc = 0

    def write_record(self, name, data):
        full_name = self.prefix + name
        info = zipfile.ZipInfo(full_name, date_time=(1980, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_STORED
        start = self.buffer.tell() + 30 + len(full_name.encode()) + 4
        padding = -start % _STORAGE_ALIGNMENT
        info.extra = b"FB" + struct.pack("<H", padding) + b"Z" * padding
        self.zip.writestr(info, data)
        self.names.append(name)
        self.crc = zlib.crc32(data, self.crc)

    def finish(self):
        self.write_record("version", b"3\n")
        names_hash = zlib.crc32("\0".join(self.names).encode())
        self.write_record(".data/serialization_id", f"{names_hash:020d}{self.crc:020d}".encode())
        self.zip.close()
        return self.buffer.getvalue()


class _ZipReader:
    """The records of a PyTorch archive, whatever folder name its writer gave them."""

    def __init__(self, f):
        self.zip = zipfile.ZipFile(f)
        names = self.zip.namelist()
        if not names:
            raise RuntimeError("PytorchStreamReader failed reading zip archive: archive does not contain any files")
        first = names[0]
        if "/" not in first:
            raise RuntimeError(f"PytorchStreamReader failed reading zip archive: file in archive is not in a "
                               f"subdirectory: {first}")
        self.prefix = first[:first.index("/") + 1]
        self.records = {n[len(self.prefix):] for n in names if n.startswith(self.prefix)}

    def has_record(self, name):
        return name in self.records

    def get_record(self, name):
        return self.zip.read(self.prefix + name)


# -- save ------------------------------------------------------------------------------------------------------------
def _storage_entry(obj):
    """(untyped storage, dtype, storage type, numel) of a storage torch.save meets, as persistent ids record it."""
    import torch

    if isinstance(obj, TypedStorage):
        return obj._untyped_storage, obj.dtype, getattr(torch, obj._pickle_storage_type()), obj._size()
    return obj, torch.uint8, UntypedStorage, obj.nbytes()


def _storage_data(storage, dtype):
    """The bytes a storage is saved as: its elements of `dtype` (all of the engine storage under it)."""
    return _raw_bytes(storage._typed(dtype))


def save(obj, f, pickle_module=pickle, pickle_protocol=DEFAULT_PROTOCOL, _use_new_zipfile_serialization=True,
         _disable_byteorder_record=False):
    if _use_new_zipfile_serialization:
        _check_parent_directory(f)
    with _open_file_like(f, "wb") as opened:
        if _use_new_zipfile_serialization:
            writer = _ZipWriter(_archive_name(f))
            _save(obj, writer, pickle_module, pickle_protocol, _disable_byteorder_record)
            opened.write(writer.finish())
        else:
            _legacy_save(obj, opened, pickle_module, pickle_protocol)


def _check_parent_directory(f):
    """PyTorchFileWriter's refusal of a path whose directory is missing (the legacy format's open raises instead)."""
    if not isinstance(f, (str, os.PathLike)):
        return
    parent = os.fspath(f).rpartition("/")[0]
    if parent and not os.path.isdir(parent):
        raise RuntimeError(f"Parent directory {parent} does not exist.")


def _save(obj, writer, pickle_module, pickle_protocol, disable_byteorder_record):
    storages = {}  # key -> (untyped storage, dtype)
    keys = {}  # storage identity -> key

    def persistent_id(o):
        if not isinstance(o, (TypedStorage, UntypedStorage)):
            return None
        storage, dtype, storage_type, numel = _storage_entry(o)
        key = keys.setdefault(storage._cdata, str(len(keys)))
        storages.setdefault(key, (storage, dtype))
        return ("storage", storage_type, key, location_tag(storage), numel)

    class PyTorchPickler(pickle_module.Pickler):
        def persistent_id(self, o):
            return persistent_id(o)

    buffer = io.BytesIO()
    PyTorchPickler(buffer, protocol=pickle_protocol).dump(obj)
    writer.write_record("data.pkl", buffer.getvalue())
    writer.write_record(".format_version", b"1")
    writer.write_record(".storage_alignment", str(_STORAGE_ALIGNMENT).encode())
    if not disable_byteorder_record:
        writer.write_record("byteorder", sys.byteorder.encode())
    for key, (storage, dtype) in storages.items():
        writer.write_record(f"data/{key}", _storage_data(storage, dtype))


def _legacy_save(obj, f, pickle_module, pickle_protocol):
    import inspect

    from .nn import Module

    storages = {}
    container_types = set()

    def persistent_id(o):
        if isinstance(o, type) and issubclass(o, Module):
            if o in container_types:
                return None
            container_types.add(o)
            source_file = source = None
            try:
                source_lines, _ = inspect.getsourcelines(o)
                source, source_file = "".join(source_lines), inspect.getsourcefile(o)
            except Exception:  # the source is only checked on loading, when there is one
                warnings.warn(f"Couldn't retrieve source code for container of type {o.__name__}. It won't be "
                              "checked for correctness upon loading.")
            return ("module", o, source_file, source)
        if isinstance(o, (TypedStorage, UntypedStorage)):
            storage, dtype, storage_type, numel = _storage_entry(o)
            key = str(storage._cdata)
            storages.setdefault(key, (storage, dtype))
            return ("storage", storage_type, key, location_tag(storage), numel, None)
        return None

    sys_info = {"protocol_version": PROTOCOL_VERSION, "little_endian": sys.byteorder == "little",
                "type_sizes": {"short": SHORT_SIZE, "int": INT_SIZE, "long": LONG_SIZE}}
    pickle_module.dump(MAGIC_NUMBER, f, protocol=pickle_protocol)
    pickle_module.dump(PROTOCOL_VERSION, f, protocol=pickle_protocol)
    pickle_module.dump(sys_info, f, protocol=pickle_protocol)

    class PyTorchLegacyPickler(pickle_module.Pickler):
        def persistent_id(self, o):
            return persistent_id(o)

    PyTorchLegacyPickler(f, protocol=pickle_protocol).dump(obj)
    keys = sorted(storages)
    pickle_module.dump(keys, f, protocol=pickle_protocol)
    for key in keys:
        storage, dtype = storages[key]
        data = _storage_data(storage, dtype)
        f.write(struct.pack("<q", len(data) // dtype.itemsize))
        f.write(data)


# -- load ------------------------------------------------------------------------------------------------------------
def _get_wo_message(message):
    if re.search(r"GLOBAL (\S+) was not an allowed global by default.", message):
        return ("Weights only load failed. This file can still be loaded, to do so you have two options, "
                "\033[1mdo those steps only if you trust the source of the checkpoint\033[0m. "
                f"\n\t(1) {UNSAFE_MESSAGE}\n\t(2) Alternatively, to load with `weights_only=True` please check "
                "the recommended steps in the following error message.\n\tWeightsUnpickler error: "
                + message + DOCS_MESSAGE)
    if re.search(r"(\S+) must be (\S+) to load", message):
        return f"Weights only load failed. {message}\n {UNSAFE_MESSAGE}\n"
    updated = f"Weights only load failed. {UNSAFE_MESSAGE}\n"
    if not re.search(r"whose module (\S+) is blocked", message):
        updated += ("Please file an issue with the following so that we can make `weights_only=True` compatible "
                    "with your use case: WeightsUnpickler error: ")
    return updated + "\n\n" + message + DOCS_MESSAGE


_TRUE_VALUES = ("1", "y", "yes", "true")


def load(f, map_location=None, pickle_module=None, *, weights_only=None, mmap=None, **pickle_load_args):
    weights_only_not_set = weights_only is None
    if weights_only_not_set:
        weights_only = pickle_module is None
    force_weights_only = os.getenv("TORCH_FORCE_WEIGHTS_ONLY_LOAD", "0") in _TRUE_VALUES
    force_no_weights_only = os.getenv("TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD", "0") in _TRUE_VALUES
    if force_weights_only and force_no_weights_only:
        raise RuntimeError("Only one of `TORCH_FORCE_WEIGHTS_ONLY_LOAD` or `TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD` should "
                           "be set, but both were set.")
    if force_weights_only:
        weights_only = True
    elif force_no_weights_only and weights_only_not_set:
        warnings.warn("Environment variable TORCH_FORCE_NO_WEIGHTS_ONLY_LOAD detected, since the`weights_only` "
                      "argument was not explicitly passed to `torch.load`, forcing weights_only=False.", UserWarning,
                      stacklevel=2)
        weights_only = False
    if weights_only:
        if pickle_module is not None:
            raise RuntimeError("Can not safely load weights when explicit pickle_module is specified")
        pickle_module = _weights_only_unpickler
    elif pickle_module is None:
        pickle_module = pickle
    pickle_load_args.setdefault("encoding", "utf-8")

    with _open_file_like(f, "rb") as opened:
        try:
            if _is_zipfile(opened):
                archive = _ZipReader(opened)
                if mmap and not _is_path(f):
                    raise ValueError("f must be a file path in order to use the mmap argument")
                if archive.has_record("constants.pkl"):
                    raise RuntimeError("torch.load of a TorchScript archive is not supported here; it holds code, "
                                       "not only weights")
                return _load(archive, map_location, pickle_module, **pickle_load_args)
            if mmap:
                name = f"{f}, " if isinstance(f, str) else ""
                raise RuntimeError("mmap can only be used with files saved with "
                                   f"`torch.save({name}_use_new_zipfile_serialization=True), please torch.save your "
                                   "checkpoint with this option in order to use mmap.")
            return _legacy_load(opened, map_location, pickle_module, **pickle_load_args)
        except pickle.UnpicklingError as e:
            if not weights_only:
                raise
            raise pickle.UnpicklingError(_get_wo_message(str(e))) from None


def _maybe_decode_ascii(value):
    return value.decode("ascii") if isinstance(value, bytes) else value


def _storage_class(storage_type):
    """The dtype a persistent id's storage type stands for (uint8 for untyped storages)."""
    import torch

    if storage_type is UntypedStorage:
        return torch.uint8
    return storage_type.dtype


def _restored(data, dtype, location, restore_location, swap):
    """A storage of `dtype` holding these bytes, placed where restore_location puts it."""
    if swap and dtype.itemsize > 1:
        n = dtype.itemsize
        data = b"".join(data[i:i + n][::-1] for i in range(0, len(data), n))
    storage = UntypedStorage._wrap(_from_bytes(data, dtype))
    return TypedStorage(wrap_storage=restore_location(storage, location), dtype=dtype, _internal=True)


def _unpickler_class(pickle_module):
    """pickle_module's Unpickler, finding storage classes by name as PyTorch's loader does."""

    class UnpicklerWrapper(pickle_module.Unpickler):
        def find_class(self, mod_name, name):
            if type(name) is str and "Storage" in name:
                try:
                    return StorageType(name)
                except KeyError:
                    pass
            mod_name = {"torch.tensor": "torch._tensor"}.get(mod_name, mod_name)
            return super().find_class(mod_name, name)

    return UnpicklerWrapper


def _load(archive, map_location, pickle_module, pickle_file="data.pkl", **pickle_load_args):
    restore_location = _get_restore_location(map_location)
    loaded = {}
    if archive.has_record("byteorder"):
        byteorder = archive.get_record("byteorder")
        if byteorder not in (b"little", b"big"):
            raise ValueError("Unknown endianness type: " + byteorder.decode())
    else:
        byteorder = b"big" if _default_load_endian == LoadEndianness.BIG else b"little"
    swap = byteorder.decode() != sys.byteorder

    def persistent_load(saved_id):
        typename = _maybe_decode_ascii(saved_id[0])
        if typename != "storage":
            raise AssertionError(f"Unknown typename for persistent_load, expected 'storage' but got '{typename}'")
        storage_type, key, location, numel = saved_id[1:]
        if key not in loaded:
            dtype = _storage_class(storage_type)
            data = archive.get_record(f"data/{key}")
            nbytes = numel * dtype.itemsize
            if len(data) != nbytes:
                raise RuntimeError(f"PytorchStreamReader failed reading file data/{key}: record size {len(data)} "
                                   f"mismatch with dst size {nbytes}")
            loaded[key] = _restored(data, dtype, _maybe_decode_ascii(location), restore_location, swap)
        return loaded[key]

    unpickler = _unpickler_class(pickle_module)(io.BytesIO(archive.get_record(pickle_file)), **pickle_load_args)
    unpickler.persistent_load = persistent_load
    return unpickler.load()


def _legacy_load(f, map_location, pickle_module, **pickle_load_args):
    import torch

    restore_location = _get_restore_location(map_location)
    storages = {}

    def persistent_load(saved_id):
        typename = _maybe_decode_ascii(saved_id[0])
        data = saved_id[1:]
        if typename == "module":
            return data[0]
        if typename != "storage":
            raise RuntimeError(f"Unknown saved id type: {saved_id[0]}")
        storage_type, root_key, location, numel, view_metadata = data
        if view_metadata is not None:
            raise RuntimeError("storage views in legacy files are not supported")
        if root_key not in storages:
            # the bytes follow the pickle: tensors are rebuilt over a zeroed storage that they then fill in place
            dtype = _storage_class(storage_type)
            stored = torch._dtype.STORED.get(dtype, dtype)  # a complex storage holds two parts per element
            storage = UntypedStorage._wrap(torch.zeros(numel * dtype.itemsize // stored.itemsize, dtype=stored))
            restored = restore_location(storage, _maybe_decode_ascii(location))
            storages[root_key] = TypedStorage(wrap_storage=restored, dtype=dtype, _internal=True)
        return storages[root_key]

    magic_number = pickle_module.load(f, **pickle_load_args)
    if magic_number != MAGIC_NUMBER:
        raise RuntimeError("Invalid magic number; corrupt file?")
    protocol_version = pickle_module.load(f, **pickle_load_args)
    if protocol_version != PROTOCOL_VERSION:
        raise RuntimeError(f"Invalid protocol version: {protocol_version}")
    pickle_module.load(f, **pickle_load_args)  # sys_info
    unpickler = _unpickler_class(pickle_module)(f, **pickle_load_args)
    unpickler.persistent_load = persistent_load
    result = unpickler.load()
    for key in pickle_module.load(f, **pickle_load_args):
        storage = storages[key]
        (numel,) = struct.unpack("<q", f.read(8))
        data = f.read(numel * storage.dtype.itemsize)
        with torch.no_grad():
            storage._untyped_storage._base.copy_(_from_bytes(data, storage.dtype))
    return result
