"""torch.backends.mkl: Intel MKL, absent here as in the builds without it."""


def is_available():
    return False
