"""torch.jit.save / torch.jit.load: a scripted or traced program to a file and back (a pickle, as torch.save),
with the archive's extra files beside it."""
import os
import pickle


def save(m, f, _extra_files=None):
    extra = {name: content.encode() if isinstance(content, str) else bytes(content)
             for name, content in (_extra_files or {}).items()}
    if isinstance(f, (str, os.PathLike)):
        with open(f, "wb") as file:
            pickle.dump((m, extra), file)
    else:
        pickle.dump((m, extra), f)


def load(f, map_location=None, _extra_files=None):
    if isinstance(f, (str, os.PathLike)):
        if not os.path.exists(f):
            raise ValueError(f"The provided filename {f} does not exist")
        if os.path.isdir(f):
            raise ValueError(f"The provided filename {f} is a directory")
        with open(f, "rb") as file:
            m, extra = _read(file)
    else:
        m, extra = _read(f)
    if _extra_files is not None:
        # as PyTorch: the names asked for that the archive holds get its bytes, the others keep their value
        for name in _extra_files:
            if name in extra:
                _extra_files[name] = extra[name]
    return m if map_location is None else m.to(map_location)


def _read(file):
    """What save wrote; anything else fails as PyTorch's archive reader fails on it: a zip archive (torch.save's)
    lacks the program's constants, and other bytes are no archive at all."""
    start = file.tell()
    try:
        return pickle.load(file)
    except (pickle.UnpicklingError, EOFError):
        file.seek(start)
        if file.read(4) == b"PK\x03\x04":
            raise RuntimeError("PytorchStreamReader failed locating file constants.pkl: file not found") from None
        raise RuntimeError("PytorchStreamReader failed reading zip archive: not a ZIP archive") from None
