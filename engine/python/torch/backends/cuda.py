"""torch.backends.cuda: matmul precision switches."""


def is_built():
    from .. import cuda

    return cuda.is_available()


class _MatmulFlags:
    def __init__(self):
        self.allow_tf32 = False
        self.allow_fp16_reduced_precision_reduction = True
        self.allow_bf16_reduced_precision_reduction = True


matmul = _MatmulFlags()


def preferred_linalg_library(backend=None):
    return None
