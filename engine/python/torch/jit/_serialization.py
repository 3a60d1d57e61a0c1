"""torch.jit.save / torch.jit.load: a scripted or traced program to a file and back (a pickle, as torch.save)."""
import os
import pickle


def save(m, f, _extra_files=None):
    if isinstance(f, (str, os.PathLike)):
        with open(f, "wb") as file:
            pickle.dump(m, file)
    else:
        pickle.dump(m, f)


def load(f, map_location=None, _extra_files=None):
    if isinstance(f, (str, os.PathLike)):
        if not os.path.exists(f):
            raise ValueError(f"The provided filename {f} does not exist")
        if os.path.isdir(f):
            raise ValueError(f"The provided filename {f} is a directory")
        with open(f, "rb") as file:
            m = pickle.load(file)
    else:
        m = pickle.load(f)
    return m if map_location is None else m.to(map_location)
