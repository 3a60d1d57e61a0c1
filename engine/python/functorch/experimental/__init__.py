"""functorch.experimental: batch norm replacement for vmap, and functionalize."""
from torch._functorch.batch_norm_replacement import replace_all_batch_norm_modules_  # noqa: F401
from torch._functorch.functionalize import functionalize  # noqa: F401
