from . import data, deterministic, hooks

__all__ = ["data", "deterministic", "hooks"]
