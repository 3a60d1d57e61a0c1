"""Package attributes that load on first use. PyTorch's `import torch` brings in torch.jit, torch.distributions, the
schedulers and the rest at once; here a page fetches and compiles every module `import torch` reads before its first
cell runs, so the parts few programs touch load when a program first names them, and `torch.jit.script` or
`from torch.distributions import Normal` behave the same either way."""
import importlib
import importlib.util
import sys


def attributes(package, table, prepared=None):
    """`package`'s module __getattr__ and __dir__ for `table`: name -> "submodule" (relative, e.g. ".jit") or
    "submodule:attribute". A loaded attribute, passed through `prepared(name, value)` when given, is kept in the
    package, so each loads once."""
    missing = set()  # names found to be no submodule: hasattr() probes (dispatch asks torch for names) stay cheap

    def __getattr__(name):
        target = table.get(name)
        if target is None:
            # any other submodule too, as all of PyTorch's are there once `import torch` returns
            if name in missing or name.startswith("__") or importlib.util.find_spec(f"{package}.{name}") is None:
                missing.add(name)
                raise AttributeError(f"module '{package}' has no attribute '{name}'")
            target = f".{name}"
        module_name, _, attribute = target.partition(":")
        module = importlib.import_module(module_name, package)
        value = getattr(module, attribute) if attribute else module
        if prepared is not None:
            value = prepared(name, value)
        # importing a submodule of the same name binds the module; the attribute wins, as PyTorch's own imports do
        setattr(sys.modules[package], name, value)
        return value

    def __dir__():
        return sorted(set(vars(sys.modules[package])) | set(table))

    return __getattr__, __dir__


def names(module, *attributes):
    """Table entries for attributes of `module` given under their own names."""
    return {name: f"{module}:{name}" for name in attributes}
