"""torch.func.vmap, run as a loop: func is called once per index of the mapped dimension, on the inputs' slices
there, and each output's results are stacked at its out_dim. The checks and messages are PyTorch's
torch/_functorch/vmap.py ones. Random ops are told apart by the default generator's state: under
randomness='error' a func that drew from it raises PyTorch's error, and under 'same' each index draws from the
state vmap started with; under 'different' the indices draw in turn, not as one batched draw. What PyTorch cannot
batch is refused as PyTorch refuses it (_batched.py)."""
import contextlib
import functools
import io
import itertools

from .._tensor import Tensor
from ._batched import batched
from ..utils._pytree import tree_flatten, tree_unflatten, tree_map_, _broadcast_to_and_flatten


def _get_name(func):
    if hasattr(func, "__name__"):
        return func.__name__
    return repr(func)


def _validate_and_get_batch_size(flat_in_dims, flat_args):
    batch_sizes = [arg.size(in_dim) for in_dim, arg in zip(flat_in_dims, flat_args) if in_dim is not None]
    if len(batch_sizes) == 0:
        raise ValueError("vmap: Expected at least one Tensor to vmap over")
    if any(size != batch_sizes[0] for size in batch_sizes):
        raise ValueError(f"vmap: Expected all tensors to have the same size in the mapped dimension, got sizes "
                         f"{batch_sizes} for the mapped dimension")
    return batch_sizes[0]


def _process_batched_inputs(in_dims, args, func):
    if not isinstance(in_dims, (int, tuple)):
        raise ValueError(f"vmap({_get_name(func)}, in_dims={in_dims}, ...)(<inputs>): expected `in_dims` to be int "
                         f"or a (potentially nested) tuple matching the structure of inputs, got: {type(in_dims)}.")
    if len(args) == 0:
        raise ValueError(f"vmap({_get_name(func)})(<inputs>): got no inputs. Maybe you forgot to add inputs, or you "
                         "are trying to vmap over a function with no inputs. The latter is unsupported.")
    flat_args, args_spec = tree_flatten(args)
    flat_in_dims = _broadcast_to_and_flatten(in_dims, args_spec)
    if flat_in_dims is None:
        raise ValueError(f"vmap({_get_name(func)}, in_dims={in_dims}, ...)(<inputs>): in_dims is not compatible with "
                         f"the structure of `inputs`. in_dims has structure {tree_flatten(in_dims)[1]} but inputs has "
                         f"structure {args_spec}.")
    for i, (arg, in_dim) in enumerate(zip(flat_args, flat_in_dims)):
        if not isinstance(in_dim, int) and in_dim is not None:
            raise ValueError(f"vmap({_get_name(func)}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={in_dim} for an "
                             "input but in_dim must be either an integer dimension or None.")
        if isinstance(in_dim, int) and not isinstance(arg, Tensor):
            raise ValueError(f"vmap({_get_name(func)}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={in_dim} for an "
                             f"input but the input is of type {type(arg)}. We cannot vmap over non-Tensor arguments, "
                             "please use None as the respective in_dim")
        if in_dim is not None and (in_dim < -arg.dim() or in_dim >= arg.dim()):
            raise ValueError(f"vmap({_get_name(func)}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={in_dim} for some "
                             f"input, but that input is a Tensor of dimensionality {arg.dim()} so expected in_dim to "
                             f"satisfy -{arg.dim()} <= in_dim < {arg.dim()}.")
        if in_dim is not None and in_dim < 0:
            flat_in_dims[i] = in_dim % arg.dim()
    return _validate_and_get_batch_size(flat_in_dims, flat_args), flat_in_dims, flat_args, args_spec


def _check_int_or_none(x, func, out_dims):
    if isinstance(x, int) or x is None:
        return
    raise ValueError(f"vmap({_get_name(func)}, ..., out_dims={out_dims}): `out_dims` must be an int, None or a python "
                     "collection of ints representing where in the outputs the vmapped dimension should appear.")


def _check_out_dims_is_int_or_int_pytree(out_dims, func):
    if isinstance(out_dims, int):
        return
    tree_map_(functools.partial(_check_int_or_none, func=func, out_dims=out_dims), out_dims)


def _flat_out_dims(batched_output, output_spec, out_dims, func):
    def incompatible_error():
        raise ValueError(f"vmap({_get_name(func)}, ..., out_dims={out_dims})(<inputs>): out_dims is not compatible "
                         f"with the structure of `outputs`. out_dims has structure {tree_flatten(out_dims)[1]} but "
                         f"outputs has structure {output_spec}.")

    if isinstance(batched_output, Tensor):
        if isinstance(out_dims, int) or out_dims is None:
            return [out_dims]
        if isinstance(out_dims, tuple) and len(out_dims) == 1:
            return list(out_dims)
        incompatible_error()
    flat = _broadcast_to_and_flatten(out_dims, output_spec)
    if flat is None:
        incompatible_error()
    return flat


def _stack(name, results, out_dim, batch_size):
    """One output's per-index results as vmap returns it: stacked at out_dim, or the one unbatched value (the
    results of an empty batch are the one example's, giving only their shape)."""
    import torch

    first = results[0]
    if out_dim is None:
        if isinstance(first, Tensor) and any(r is not first and not torch.equal(r, first) for r in results[1:]):
            raise ValueError(f"vmap({name}, ...): `{name}` can not return a BatchedTensor when out_dim is None")
        return first
    if not isinstance(first, Tensor):
        raise ValueError(f"vmap({name}, ...): `{name}` must only return Tensors, got type {type(first)}. Did you "
                         "mean to set out_dim= to None for output?")
    logical_dim = first.dim()
    if not -(logical_dim + 1) <= out_dim <= logical_dim:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-(logical_dim + 1)}, {logical_dim}], "
                         f"but got {out_dim})")
    stacked = torch.stack(results, out_dim % (logical_dim + 1))
    return stacked if batch_size else stacked.narrow(out_dim % (logical_dim + 1), 0, 0)


def _random_state():
    from .. import random

    return random.get_rng_state()


class _RandomnessGuard:
    """Per index: 'same' restores the generator state vmap started from; 'error' checks nothing was drawn."""

    def __init__(self, randomness):
        self.randomness = randomness
        self.start = _random_state() if randomness != "different" else None

    def before(self):
        if self.randomness == "same":
            from .. import random

            random.set_rng_state(self.start)

    def after(self):
        import torch

        if self.randomness == "error" and not torch.equal(_random_state(), self.start):
            from .. import random

            random.set_rng_state(self.start)
            raise RuntimeError("vmap: called random operation while in randomness error mode. Please either use the "
                               "'same' or 'different' randomness flags on vmap or perform the randomness operation "
                               "out of vmap")


def _flat_vmap(func, batch_size, flat_in_dims, flat_args, args_spec, out_dims, randomness, kwargs):
    guard = _RandomnessGuard(randomness)
    per_index = []
    output_spec = None
    for b in range(max(batch_size, 1)):
        sliced = [arg if in_dim is None or arg is None else _example(arg, in_dim, b)
                  for in_dim, arg in zip(flat_in_dims, flat_args)]
        guard.before()
        # PyTorch calls func once, on the whole batch: what it prints is printed once
        with batched([arg for in_dim, arg in zip(flat_in_dims, sliced) if in_dim is not None], randomness), \
                (contextlib.redirect_stdout(io.StringIO()) if b else contextlib.nullcontext()):
            output = func(*tree_unflatten(sliced, args_spec), **kwargs)
        guard.after()
        flat_output, spec = tree_flatten(output)
        if output_spec is None:
            output_spec, first_output = spec, output
        per_index.append(flat_output)
    flat_dims = _flat_out_dims(first_output, output_spec, out_dims, func)
    name = _get_name(func)
    return tree_unflatten([_stack(name, list(results), out_dim, batch_size)
                           for results, out_dim in zip(zip(*per_index), flat_dims)], output_spec)


def _example(arg, in_dim, b):
    """arg's example at index b of in_dim; for an empty batch, one of zeros, for func's one call to show its
    results' shapes."""
    if arg.size(in_dim) == 0:
        return arg.new_zeros(arg.shape[:in_dim] + arg.shape[in_dim + 1:])
    return arg.select(in_dim, b)


def _get_chunk_sizes(total_elems, chunk_size):
    chunk_sizes = [chunk_size] * (total_elems // chunk_size)
    if total_elems % chunk_size:
        chunk_sizes.append(total_elems % chunk_size)
    return chunk_sizes


def _chunked_vmap(func, flat_in_dims, flat_args, batch_size, chunk_size, args_spec, out_dims, randomness, kwargs):
    import torch

    split_idxs = tuple(itertools.accumulate(_get_chunk_sizes(batch_size, chunk_size)))
    chunks_flat_args = zip(*(t.tensor_split(split_idxs, dim=in_dim) if in_dim is not None else [t] * len(split_idxs)
                             for t, in_dim in zip(flat_args, flat_in_dims)))
    chunks_output = []
    rs = _random_state() if randomness == "same" else None
    for chunk_args in chunks_flat_args:
        size = _validate_and_get_batch_size(flat_in_dims, chunk_args)
        if size == 0:
            continue
        if rs is not None:
            torch.set_rng_state(rs)
        chunks_output.append(_flat_vmap(func, size, flat_in_dims, chunk_args, args_spec, out_dims, randomness,
                                        kwargs))
    flat_chunks, arg_spec = [], None
    for output in chunks_output:
        flat_output, spec = tree_flatten(output)
        flat_chunks.append(flat_output)
        arg_spec = arg_spec or spec
    flat_out_dims = _broadcast_to_and_flatten(out_dims, arg_spec)
    return tree_unflatten([torch.cat(chunks, dim=out_dim) for chunks, out_dim in zip(zip(*flat_chunks), flat_out_dims)],
                          arg_spec)


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    if randomness not in ["error", "different", "same"]:
        raise RuntimeError(f"Only allowed values for randomness are 'error', 'different', or 'same'. Got {randomness}")
    if not (chunk_size is None or chunk_size > 0):
        raise ValueError(f"vmap: chunk_size should be None or greater than 0. (got {chunk_size})")

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        _check_out_dims_is_int_or_int_pytree(out_dims, func)
        batch_size, flat_in_dims, flat_args, args_spec = _process_batched_inputs(in_dims, args, func)
        if chunk_size is not None:
            return _chunked_vmap(func, flat_in_dims, flat_args, batch_size, chunk_size, args_spec, out_dims,
                                 randomness, kwargs)
        return _flat_vmap(func, batch_size, flat_in_dims, flat_args, args_spec, out_dims, randomness, kwargs)

    return wrapped
