import contextlib
import io
import os
import tempfile
import warnings
from urllib.error import URLError

import torch
import torch.hub

root = tempfile.mkdtemp()
os.environ["TORCH_HOME"] = os.path.join(root, "home")


def rel(path):
    return os.path.relpath(path, root)


def attempt(label, fn):
    out, err = io.StringIO(), io.StringIO()
    with warnings.catch_warnings(record=True) as caught, contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        warnings.simplefilter("always")
        try:
            result = fn()
            outcome = f"ok {result!r}"
        except URLError as error:
            outcome = f"URLError (an OSError: {isinstance(error, OSError)})"
        except Exception as error:
            outcome = f"{type(error).__name__}: {error}"
    print(label, "->", outcome.replace(root, "ROOT"))
    for text in (out.getvalue(), err.getvalue()):
        if text:
            print("  said:", text.strip().replace(root, "ROOT"))
    for w in caught:
        print("  warned:", w.category.__name__, str(w.message)[:60])


print(rel(torch.hub.get_dir()))
torch.hub.set_dir("~/hub-somewhere")
print(torch.hub.get_dir() == os.path.expanduser("~/hub-somewhere"))
hub_dir = os.path.join(root, "hub")
torch.hub.set_dir(hub_dir)
print(rel(torch.hub.get_dir()))
print(torch.hub.__all__)

# a local directory with a hubconf.py
local = os.path.join(root, "local_repo")
os.makedirs(local)
with open(os.path.join(local, "hubconf.py"), "w") as f:
    f.write('''
import torch
import helper_module

dependencies = ["torch"]


def tiny_linear(in_features=2, out_features=3, bias=True):
    """A small linear layer."""
    torch.manual_seed(0)
    return torch.nn.Linear(in_features, out_features, bias=bias)


def scale(x, factor=2):
    return x * factor


def _private():
    return None


not_callable = 5
''')
with open(os.path.join(local, "helper_module.py"), "w") as f:
    f.write("VALUE = 1\n")

m = torch.hub.load(local, "tiny_linear", source="local")
print(m)
print(m.weight)
print(torch.hub.load(local, "tiny_linear", 4, out_features=1, bias=False, source="local"))
print(torch.hub.load(local, "scale", torch.tensor([1.0, 2.0]), factor=3, source="LOCAL"))
attempt("missing entry", lambda: torch.hub.load(local, "nope", source="local"))
attempt("not callable", lambda: torch.hub.load(local, "not_callable", source="local"))
attempt("model not str", lambda: torch.hub.load(local, 3, source="local"))
attempt("bad source", lambda: torch.hub.load(local, "scale", source="gitlab"))

deps = os.path.join(root, "deps_repo")
os.makedirs(deps)
with open(os.path.join(deps, "hubconf.py"), "w") as f:
    f.write('dependencies = ["torch", "surely_missing_pkg", "another_missing_pkg"]\n\ndef entry():\n    return 1\n')
attempt("missing dependencies", lambda: torch.hub.load(deps, "entry", source="local"))

# a repo already in the hub cache loads without the network
cached = os.path.join(hub_dir, "someone_models_main")
os.makedirs(cached)
with open(os.path.join(cached, "hubconf.py"), "w") as f:
    f.write('def answer(x=1):\n    """Returns forty-two times x."""\n    return 42 * x\n')
attempt("cached load", lambda: torch.hub.load("someone/models:main", "answer", 2, trust_repo=True))
attempt("cached load quiet", lambda: torch.hub.load("someone/models:main", "answer", verbose=False))
attempt("cached list", lambda: torch.hub.list("someone/models:main", trust_repo="check"))
attempt("cached help", lambda: torch.hub.help("someone/models:main", "answer"))
with open(os.path.join(hub_dir, "trusted_list")) as f:
    print("trusted:", f.read().split())

# anything that needs the network fails with urllib's URLError
attempt("load uncached", lambda: torch.hub.load("other/repo:v1", "x", trust_repo=True))
attempt("load force_reload", lambda: torch.hub.load("someone/models:main", "answer", force_reload=True))
attempt("list untrusted", lambda: torch.hub.list("stranger/thing:dev"))
ckpt = os.path.join(root, "ckpt")
attempt("download", lambda: torch.hub.download_url_to_file("https://example.com/w.pth", os.path.join(ckpt, "w.pth")) if os.makedirs(ckpt) is None else None)
print("left behind:", os.listdir(ckpt))
attempt("state dict", lambda: torch.hub.load_state_dict_from_url("https://example.com/a/resnet-abc123.pth", model_dir=ckpt,
                                                                   check_hash=True, progress=False))
print("left behind:", os.listdir(ckpt))

# a checkpoint already in model_dir is loaded from there
torch.save({"w": torch.arange(3.0)}, os.path.join(ckpt, "weights.pth"))
attempt("state dict cached", lambda: torch.hub.load_state_dict_from_url("https://example.com/x/weights.pth", model_dir=ckpt))
attempt("state dict file_name", lambda: torch.hub.load_state_dict_from_url("https://example.com/x/other.pth", model_dir=ckpt,
                                                                           file_name="weights.pth"))
torch.save({"v": torch.ones(2)}, os.path.join(hub_dir, "checkpoints", "default.pth")) if os.makedirs(os.path.join(hub_dir, "checkpoints")) is None else None
attempt("state dict default dir", lambda: torch.hub.load_state_dict_from_url("https://example.com/default.pth"))
