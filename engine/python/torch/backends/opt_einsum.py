"""torch.backends.opt_einsum: the opt_einsum package, which PyTorch uses to order einsum's contractions when it is
installed; it is not here, so einsum contracts left to right, as PyTorch does without it."""
enabled = False
strategy = None


def is_available():
    return False


def get_opt_einsum():
    return None
