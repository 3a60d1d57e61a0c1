"""torch.backends.cudnn: there is no cuDNN; the flags keep PyTorch's defaults so programs may set them."""
enabled = True
benchmark = False
deterministic = False
allow_tf32 = True


def is_available():
    return False


def version():
    return None
