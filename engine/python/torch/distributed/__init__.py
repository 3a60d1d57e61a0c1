"""torch.distributed as in a PyTorch built without it (USE_DISTRIBUTED=0): a page runs one process, with no other
ranks to reach, so `is_available()` is False and nothing else is defined, as such builds have it."""


def is_available() -> bool:
    """Whether this build has the distributed package: never, here."""
    return False


__all__ = ["is_available"]
