"""torch.func: composable function transforms (grad, vjp, jvp, jacobians, hessian, vmap) and functional_call."""
from .._functorch.eager_transforms import (grad, grad_and_value, vjp, jvp, jacrev, jacfwd, hessian,  # noqa: F401
                                           linearize)
from .._functorch.batch_norm_replacement import replace_all_batch_norm_modules_  # noqa: F401
from .._functorch.vmap import vmap  # noqa: F401
from .._functorch.functional_call import functional_call, stack_module_state  # noqa: F401
from .._functorch.functionalize import functionalize  # noqa: F401

__all__ = ["grad", "grad_and_value", "vjp", "jvp", "jacrev", "jacfwd", "hessian", "vmap", "functional_call",
           "stack_module_state", "linearize", "replace_all_batch_norm_modules_", "functionalize"]
