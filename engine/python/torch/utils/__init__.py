from . import data, hooks

__all__ = ["data", "hooks"]
