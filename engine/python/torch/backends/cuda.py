"""torch.backends.cuda: matmul precision switches."""


def is_built():
    from .. import cuda

    return cuda.is_available()


# torch.set_float32_matmul_precision's setting: "highest", "high" or "medium". allow_tf32 is another view of it, as
# in PyTorch's Context (TF32 is allowed below "highest"); on the CPU neither changes a result.
float32_matmul_precision = "highest"


class _MatmulFlags:
    def __init__(self):
        self.allow_fp16_reduced_precision_reduction = True
        self.allow_bf16_reduced_precision_reduction = True

    @property
    def allow_tf32(self):
        return float32_matmul_precision != "highest"

    @allow_tf32.setter
    def allow_tf32(self, value):
        global float32_matmul_precision
        float32_matmul_precision = "high" if value else "highest"


matmul = _MatmulFlags()


def preferred_linalg_library(backend=None):
    return None
