"""torch.cuda.amp.common: whether mixed precision on cuda surely cannot run here (no cuda device)."""


def amp_definitely_not_available():
    from ... import cuda

    return not cuda.is_available()
