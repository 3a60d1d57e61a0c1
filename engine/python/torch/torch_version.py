"""torch.__version__: a str that compares as a PEP 440 version with strings, tuples and lists ("2.1", (2, 1))."""
import re

from .version import __version__ as internal_version

__all__ = ["TorchVersion"]

_PATTERN = re.compile(r"v?(\d+(?:\.\d+)*)(?:[-_.]?(a|alpha|b|beta|c|rc|pre|preview)[-_.]?(\d*))?"
                      r"(?:[-_.]?(?:post|rev|r)[-_.]?(\d*))?(?:[-_.]?dev[-_.]?(\d*))?(?:\+([a-z0-9.]+))?", re.I)
_PRE = {"a": "a", "alpha": "a", "b": "b", "beta": "b", "c": "rc", "rc": "rc", "pre": "rc", "preview": "rc"}


class InvalidVersion(ValueError):
    pass


def _key(text):
    """A sort key in PEP 440's order: release, then pre-releases before it and post-releases after, dev first."""
    m = _PATTERN.fullmatch(text.strip())
    if m is None:
        raise InvalidVersion(f"Invalid version: '{text}'")
    release, pre, pre_n, post, dev, local = m.groups()
    numbers = [int(n) for n in release.split(".")]
    while len(numbers) > 1 and numbers[-1] == 0:
        numbers.pop()
    inf = float("inf")
    pre_key = (_PRE[pre.lower()], int(pre_n or 0)) if pre else (("",) if dev and post is None else ("~",))
    post_key = int(post or 0) if post is not None else -1
    dev_key = int(dev or 0) if dev is not None else inf
    local_key = tuple((1, int(p), "") if p.isdigit() else (0, 0, p) for p in re.split(r"[._-]", local)) if local else ()
    return tuple(numbers), pre_key, post_key, dev_key, local_key


def _as_key(other):
    if isinstance(other, str):
        return _key(other)
    if isinstance(other, (tuple, list)):
        return _key(".".join(str(item) for item in other))
    raise InvalidVersion(other)


class TorchVersion(str):
    """A version string whose comparisons follow PEP 440 rather than text order."""

    def _cmp(self, other, op):
        try:
            return op(_key(self), _as_key(other))
        except InvalidVersion:
            return op(str(self), other)

    def __gt__(self, other):
        return self._cmp(other, lambda a, b: a > b)

    def __ge__(self, other):
        return self._cmp(other, lambda a, b: a >= b)

    def __lt__(self, other):
        return self._cmp(other, lambda a, b: a < b)

    def __le__(self, other):
        return self._cmp(other, lambda a, b: a <= b)

    def __eq__(self, other):
        return self._cmp(other, lambda a, b: a == b)

    def __ne__(self, other):
        return self._cmp(other, lambda a, b: a != b)

    __hash__ = str.__hash__


__version__ = TorchVersion(internal_version)
