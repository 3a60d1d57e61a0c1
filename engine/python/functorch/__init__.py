"""functorch: the function transforms before they became torch.func, under their old names. PyTorch 2.x warns on
stderr that they are deprecated; 1.13, whose output the programs using them are checked against, does not."""
import torch
from torch._functorch.eager_transforms import (grad, grad_and_value, hessian, jacfwd, jacrev, jvp,  # noqa: F401
                                               vjp)
from torch._functorch.functionalize import functionalize  # noqa: F401
from torch._functorch.make_functional import (combine_state_for_ensemble, FunctionalModule,  # noqa: F401
                                              FunctionalModuleWithBuffers, make_functional,
                                              make_functional_with_buffers)
from torch._functorch.vmap import vmap  # noqa: F401

__version__ = torch.__version__
