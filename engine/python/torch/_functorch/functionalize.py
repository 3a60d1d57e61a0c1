"""torch.func.functionalize in eager mode. PyTorch runs the function on functional wrappers, so that every mutation
becomes an out-of-place op, and then writes the mutations of the inputs back into them: what the caller sees is the
function's own results and inputs mutated as the function mutates them. Here the function runs on the inputs
themselves, which leaves them as that write-back does; what differs is the outputs' aliasing, made PyTorch's: an
output aliasing a mutated input is the new value PyTorch's write-back copies from (a tensor of its own), and under
remove='mutations_and_views' no output aliases an input (every view is a {view}_copy), though an input returned
untouched is that input."""
from functools import wraps

from .._tensor import Tensor
from ..utils._pytree import tree_leaves, tree_map

_REMOVE_HELP = (
    "Valid options are:\n"
    "     remove='mutations': all inplace and out= operators will be removed from the program, and replaced"
    " with their out-of-place equivalents.\n"
    "     remove='mutations_and_views': In addition to the above, all aliasing operators {view} will be"
    " replaced with their non-aliasing counterparts, {view}_copy.\n")


def _shares_memory(a, b):
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()


def functionalize(func, *, remove="mutations"):
    if remove not in ("mutations", "mutations_and_views"):
        raise RuntimeError(f"functionalize(f, remove='mutations'): received invalid argument for remove={remove}. "
                           + _REMOVE_HELP)
    views_too = remove == "mutations_and_views"

    @wraps(func)
    def wrapped(*args, **kwargs):
        inputs = [t for t in tree_leaves((args, kwargs)) if isinstance(t, Tensor)]
        versions = [t._version for t in inputs]
        outputs = func(*args, **kwargs)
        mutated = [t for t, v in zip(inputs, versions) if t._version != v]
        untouched = [t for t in inputs if not any(t is m for m in mutated)]
        guarded = inputs if views_too else mutated

        def own(out):
            if not isinstance(out, Tensor) or any(out is t for t in untouched):
                return out
            return out.clone() if any(_shares_memory(out, t) for t in guarded) else out

        return tree_map(own, outputs)

    return wrapped
