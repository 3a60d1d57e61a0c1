"""torch.backends.mps: Apple's Metal device, which this build does not have."""


def is_available():
    return False


def is_built():
    return False
