"""torch.func's autodiff transforms (grad, grad_and_value, vjp, jvp, jacrev, jacfwd, hessian), laid out as
PyTorch's torch/_functorch/eager_transforms.py, over the ordinary backward graph (see _graph.py). jvp and jacfwd use
forward_ad's dual tensors, whose tangents come from the double-backward trick."""
from functools import wraps

from .. import _grad_mode
from .._tensor import Tensor
from ..autograd import forward_ad as fwAD
from ..utils._pytree import tree_flatten, tree_unflatten, tree_map, tree_leaves, treespec_pprint
from ._batched import differentiating
from ._graph import differentiable, without_own
from .vmap import vmap


def _autograd_grad(outputs, inputs, grad_outputs=None, retain_graph=True, create_graph=True):
    """autograd.grad, with zeros for inputs the outputs do not depend on. The graph is kept: a backward or transform
    outside may differentiate the gradients again (MAML's outer step), which reads the forward's saved values, where
    PyTorch keeps each transform's graph apart instead."""
    import torch

    if grad_outputs is None:
        diff_outputs = tuple(out for out in outputs if out.requires_grad)
    else:
        result = tuple((out, go) for out, go in zip(outputs, grad_outputs) if out.requires_grad)
        diff_outputs, grad_outputs = zip(*result) if result else ((), ())
    if len(diff_outputs) == 0:
        return tuple(torch.zeros_like(inp) for inp in inputs)
    grad_inputs = torch.autograd.grad(diff_outputs, inputs, grad_outputs, retain_graph=retain_graph,
                                      create_graph=create_graph, allow_unused=True)
    return tuple(torch.zeros_like(inp) if gi is None else gi for gi, inp in zip(grad_inputs, inputs))


def _undo_create_differentiable(tree, own):
    def unwrap(x):
        if isinstance(x, Tensor):
            return without_own(x, own)
        raise RuntimeError(f"Expected tensors, got unsupported type {type(x)}")

    return tree_map(unwrap, tree)


def _validate_and_wrap_argnum(argnum, num_args):
    if not isinstance(argnum, int):
        raise RuntimeError(f"argnum must be int, got: {type(argnum)}")
    if 0 <= argnum < num_args:
        return argnum
    if -num_args <= argnum < 0:
        return argnum + num_args
    raise RuntimeError(f"Got argnum={argnum}, but only {num_args} positional inputs")


def _validate_and_wrap_argnums(argnums, num_args):
    if isinstance(argnums, int):
        return _validate_and_wrap_argnum(argnums, num_args)
    return tuple(_validate_and_wrap_argnum(argnum, num_args) for argnum in argnums)


def _slice_argnums(args, argnums, as_tuple=True):
    if not isinstance(argnums, (int, tuple)):
        raise RuntimeError(f"argnums must be int or Tuple[int, ...], got: {type(argnums)}")
    argnums = _validate_and_wrap_argnums(argnums, len(args))
    if isinstance(argnums, tuple):
        if len(argnums) == 0:
            raise RuntimeError("argnums must be non-empty")
        if len(set(argnums)) != len(argnums):
            raise RuntimeError(f"argnums elements must be unique, got {argnums}")
        return tuple(args[i] for i in argnums)
    return (args[argnums],) if as_tuple else args[argnums]


def _replace_args(old_args, new_args, argnums):
    """old_args with the arguments at argnums replaced by new_args (one per argnum; the argument for an int)."""
    argnums = _validate_and_wrap_argnums(argnums, len(old_args))
    if isinstance(argnums, int):
        return tuple(new_args if i == argnums else a for i, a in enumerate(old_args))
    return tuple(new_args[argnums.index(i)] if i in argnums else a for i, a in enumerate(old_args))


def _differentiable_args(args, argnums):
    """(args with the ones at argnums made differentiable, those, the fresh leaves among them)."""
    diff_args = tree_map(differentiable, _slice_argnums(args, argnums, as_tuple=False))
    return _replace_args(args, diff_args, argnums), diff_args, tree_leaves(diff_args)


def _as_tuple(val):
    return val if isinstance(val, tuple) else (val,)


def grad_and_value(func, argnums=0, has_aux=False):
    @wraps(func)
    def wrapper(*args, **kwargs):
        with _grad_mode.enable_grad():
            args, diff_args, own = _differentiable_args(args, argnums)
            with differentiating():
                output = func(*args, **kwargs)
            aux = None
            if has_aux:
                if not (isinstance(output, tuple) and len(output) == 2):
                    raise RuntimeError("grad_and_value(f)(*args): output of function f should be a tuple: "
                                       "(output, aux) if has_aux is True")
                output, aux = output
            if not isinstance(output, Tensor):
                raise RuntimeError(f"grad_and_value(f)(*args): Expected f(*args) to return a Tensor, got "
                                   f"{type(output)}")
            if output.dim() != 0:
                raise RuntimeError(f"grad_and_value(f)(*args): Expected f(*args) to return a scalar Tensor, got "
                                   f"tensor with {output.dim()} dims. Maybe you wanted to use the vjp or jacrev "
                                   "APIs instead?")
            flat_diff_args, spec = tree_flatten(diff_args)
            flat_grad_input = _autograd_grad(_as_tuple(output), flat_diff_args, create_graph=True)
            grad_input = _undo_create_differentiable(tree_unflatten(flat_grad_input, spec), own)
            output = _undo_create_differentiable(output, own)
            if has_aux:
                return grad_input, (output, _undo_create_differentiable(aux, own))
        return grad_input, output

    return wrapper


def grad(func, argnums=0, has_aux=False):
    transformed = grad_and_value(func, argnums, has_aux)

    @wraps(func)
    def wrapper(*args, **kwargs):
        results = transformed(*args, **kwargs)
        if has_aux:
            gradient, (_, aux) = results
            return gradient, aux
        return results[0]

    return wrapper


def _assert_non_empty_tensor_output(output, api):
    if output == [None] or len(output) < 1:
        raise RuntimeError(f"{api}: Expected f to be a function that has non-empty output (got output = {output})")
    for o in output:
        if not isinstance(o, Tensor):
            raise RuntimeError(f"{api}: expected f(*primals) to return only tensors, got unsupported type {type(o)}")


def vjp(func, *primals, has_aux=False):
    return _vjp_with_argnums(func, *primals, has_aux=has_aux)


def _vjp_with_argnums(func, *primals, argnums=None, has_aux=False):
    with _grad_mode.enable_grad():
        if argnums is None:
            primals = diff_primals = tree_map(differentiable, primals)
            own = tree_leaves(primals)
        else:
            primals, diff_primals, own = _differentiable_args(primals, argnums)
        with differentiating():
            primals_out = func(*primals)
        if has_aux:
            if not (isinstance(primals_out, tuple) and len(primals_out) == 2):
                raise RuntimeError("vjp(f, *primals): output of function f should be a tuple: (output, aux) if "
                                   "has_aux is True")
            primals_out, aux = primals_out
            aux = _undo_create_differentiable(aux, own)
        flat_primals_out, primals_out_spec = tree_flatten(primals_out)
        _assert_non_empty_tensor_output(flat_primals_out, "vjp(f, *primals)")
        flat_diff_primals, primals_spec = tree_flatten(diff_primals)
        results = _undo_create_differentiable(primals_out, own)
        for primal_out in flat_primals_out:
            if not (primal_out.is_floating_point() or primal_out.is_complex()):
                raise RuntimeError("vjp(f, ...): All outputs of f must be floating-point or complex Tensors, got "
                                   f"Tensor with dtype {primal_out.dtype}")

    def wrapper(cotangents, retain_graph=True, create_graph=None):
        flat_cotangents, cotangents_spec = tree_flatten(cotangents)
        if primals_out_spec != cotangents_spec:
            raise RuntimeError("Expected pytree structure of cotangents to be the same as pytree structure of "
                               f"outputs to the function. cotangents: {treespec_pprint(cotangents_spec)}, primal "
                               f"output: {treespec_pprint(primals_out_spec)}")
        # always create_graph, so that a transform around this one sees the graph; taken off when none does
        with _grad_mode.enable_grad():
            result = _autograd_grad(flat_primals_out, flat_diff_primals, flat_cotangents, retain_graph=retain_graph,
                                    create_graph=True)
        return tree_unflatten(tuple(without_own(r, own) for r in result), primals_spec)

    if has_aux:
        return results, wrapper, aux
    return results, wrapper


_JVP = "jvp(f, primals, tangents)"


def _assert_non_empty_list_of_tensors(output, argname):
    if len(output) == 0:
        raise RuntimeError(f"{_JVP}: Expected {argname} to contain at least one Tensor.")
    for out in output:
        if not isinstance(out, Tensor):
            raise RuntimeError(f"{_JVP}: Expected {argname} to only contain Tensors, got {type(out)}")


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    return _jvp_with_argnums(func, primals, tangents, argnums=None, strict=strict, has_aux=has_aux)


def _jvp_with_argnums(func, primals, tangents, argnums, *, strict=False, has_aux):
    if not isinstance(primals, tuple):
        raise RuntimeError(f"{_JVP}: Expected primals to be a tuple. E.g. it should be valid to call f(*primals).")
    diff_args = primals if argnums is None else _slice_argnums(primals, argnums)
    flat_primals, primals_spec = tree_flatten(diff_args)
    flat_tangents, tangents_spec = tree_flatten(tangents)
    if primals_spec != tangents_spec:
        raise RuntimeError(f"{_JVP}: Expected primals and tangents to have the same python structure. For example, "
                           "if primals is a tuple of 3 tensors, tangents also must be. Got primals with structure "
                           f"{primals_spec} and tangents with structure {tangents_spec}")
    _assert_non_empty_list_of_tensors(flat_primals, "primals")
    _assert_non_empty_list_of_tensors(flat_tangents, "tangents")
    # a level of its own, so that a jvp inside func differentiates only its own duals
    level = fwAD._Level()
    fwAD._levels.append(level)
    try:
        with _grad_mode.enable_grad():
            index = len(fwAD._levels) - 1
            flat_duals = tuple(fwAD.make_dual(p, t, level=index) for p, t in zip(flat_primals, flat_tangents))
            duals = tree_unflatten(flat_duals, primals_spec)
            if argnums is not None:
                duals = _replace_args(primals, duals if isinstance(argnums, tuple) else duals[0], argnums)
            with differentiating():
                result_duals = func(*duals)
            own = [d for d, _ in level.duals]
            if has_aux:
                if not (isinstance(result_duals, tuple) and len(result_duals) == 2):
                    raise RuntimeError(f"{_JVP}: output of function f should be a tuple: (output, aux) if has_aux "
                                       "is True")
                result_duals, aux = result_duals
                aux = _undo_create_differentiable(aux, own)
            result_duals, spec = tree_flatten(result_duals)
            _assert_non_empty_tensor_output(result_duals, _JVP)
            primals_out, tangents_out = [], []
            for dual in result_duals:
                primal, tangent = fwAD.unpack_dual(dual, level=index)
                if tangent is None:
                    if strict:
                        raise RuntimeError("jvp(f, primals, tangents, strict=True): The output of f is independent "
                                           "of the inputs. This is not allowed with strict=True.")
                    import torch

                    tangent = torch.zeros_like(primal)
                primals_out.append(primal)
                tangents_out.append(tangent)
    finally:
        fwAD._levels.remove(level)
    if has_aux:
        return tree_unflatten(primals_out, spec), tree_unflatten(tangents_out, spec), aux
    return tree_unflatten(primals_out, spec), tree_unflatten(tangents_out, spec)


def _error_if_complex(func_name, args, is_input):
    for idx, arg in enumerate(tree_leaves(args)):
        if isinstance(arg, Tensor) and arg.dtype.is_complex:
            input_or_output = "inputs" if is_input else "outputs"
            raise RuntimeError(f"{func_name}: Expected all {input_or_output} to be real but received complex tensor "
                               f"at flattened input idx: {idx}")


def _get_chunk_sizes(total_elems, chunk_size):
    chunk_sizes = [chunk_size] * (total_elems // chunk_size)
    if total_elems % chunk_size:
        chunk_sizes.append(total_elems % chunk_size)
    return chunk_sizes


def _chunked_standard_basis_for_(tensors, tensor_numels, chunk_size=None):
    """The rows of the identity of size sum(tensor_numels), split per tensor (each shaped as it) and in chunks."""
    total_numel = sum(tensor_numels)
    if chunk_size and chunk_size < total_numel:
        chunk_numels = _get_chunk_sizes(total_numel, chunk_size)
    else:
        chunk_size = total_numel
        chunk_numels = [total_numel]
    starts = [0]
    for n in tensor_numels[:-1]:
        starts.append(starts[-1] - n)
    for chunk_idx, chunk_numel in enumerate(chunk_numels):
        chunks = tuple(t.new_zeros(chunk_numel, n) for t, n in zip(tensors, tensor_numels))
        for chunk, start in zip(chunks, starts):
            chunk.diagonal(start + chunk_idx * chunk_size).fill_(1)
        yield tuple(chunk.view(chunk_numel, *t.shape) for chunk, t in zip(chunks, tensors))


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None, _preallocate_and_copy=False):
    if not (chunk_size is None or chunk_size > 0):
        raise ValueError("jacrev: `chunk_size` should be greater than 0.")
    import torch

    @wraps(func)
    def wrapper_fn(*args):
        _error_if_complex("jacrev", args, is_input=True)
        vjp_out = _vjp_with_argnums(func, *args, argnums=argnums, has_aux=has_aux)
        if has_aux:
            output, vjp_fn, aux = vjp_out
        else:
            output, vjp_fn = vjp_out
        flat_output, output_spec = tree_flatten(output)
        _error_if_complex("jacrev", flat_output, is_input=False)
        flat_output_numels = tuple(out.numel() for out in flat_output)
        primals = _slice_argnums(args, argnums)
        flat_primals, primals_spec = tree_flatten(primals)

        chunked_results = []
        for flat_basis_chunk in _chunked_standard_basis_for_(flat_output, flat_output_numels, chunk_size):
            if chunk_size == 1:
                basis = tree_unflatten([t.squeeze(0) for t in flat_basis_chunk], output_spec)
                chunked_results.append([t.unsqueeze(0) for t in tree_leaves(vjp_fn(basis))])
            else:
                basis = tree_unflatten(flat_basis_chunk, output_spec)
                chunked_results.append(tree_leaves(vmap(vjp_fn)(basis)))
        if len(chunked_results) == 1:
            flat_jacobians_per_input = chunked_results[0]
        else:
            flat_jacobians_per_input = [torch.cat(tuple(r[idx] for r in chunked_results), 0)
                                        for idx in range(len(flat_primals))]

        flat_jacobians_per_input = [result.split(flat_output_numels, dim=0) for result in flat_jacobians_per_input]
        flat_input_flat_output = [
            tuple(split.view(out.shape + primal.shape) for split, out in zip(splits, flat_output))
            for splits, primal in zip(flat_jacobians_per_input, flat_primals)
        ]
        flat_output_flat_input = tuple(zip(*flat_input_flat_output))
        flat_output_input = tuple(tree_unflatten(flat_input, primals_spec) for flat_input in flat_output_flat_input)
        if isinstance(argnums, int):
            flat_output_input = tuple(flat_input[0] for flat_input in flat_output_input)
        output_input = tree_unflatten(flat_output_input, output_spec)
        if has_aux:
            return output_input, aux
        return output_input

    return wrapper_fn


def _safe_unflatten(tensor, dim, shape):
    if len(shape) == 0:
        return tensor.squeeze(dim)
    return tensor.unflatten(dim, shape)


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    @wraps(func)
    def wrapper_fn(*args):
        _error_if_complex("jacfwd", args, is_input=True)
        primals = args if argnums is None else _slice_argnums(args, argnums)
        flat_primals, primals_spec = tree_flatten(primals)
        flat_primals_numels = tuple(p.numel() for p in flat_primals)
        flat_basis = next(_chunked_standard_basis_for_(flat_primals, flat_primals_numels))
        basis = tree_unflatten(flat_basis, primals_spec)

        def push_jvp(basis):
            output = _jvp_with_argnums(func, args, basis, argnums=argnums, has_aux=has_aux)
            _error_if_complex("jacfwd", output[0], is_input=False)
            if has_aux:
                _, jvp_out, aux = output
                return jvp_out, aux
            return output[1]

        results = vmap(push_jvp, randomness=randomness)(basis)
        if has_aux:
            results, aux = results
            flat_aux, aux_spec = tree_flatten(aux)
            aux = tree_unflatten([value[0] for value in flat_aux], aux_spec)
        jac_outs, spec = tree_flatten(results)
        jac_outs_ins = tuple(
            tuple(_safe_unflatten(jac_out_in, -1, primal.shape)
                  for primal, jac_out_in in zip(flat_primals,
                                                jac_out.movedim(0, -1).split(flat_primals_numels, dim=-1)))
            for jac_out in jac_outs)
        jac_outs_ins = tuple(tree_unflatten(jac_ins, primals_spec) for jac_ins in jac_outs_ins)
        if isinstance(argnums, int):
            jac_outs_ins = tuple(jac_ins[0] for jac_ins in jac_outs_ins)
        if has_aux:
            return tree_unflatten(jac_outs_ins, spec), aux
        return tree_unflatten(jac_outs_ins, spec)

    return wrapper_fn


def hessian(func, argnums=0):
    return jacfwd(jacrev(func, argnums), argnums)


def linearize(func, *primals):
    """(func(*primals), jvp_fn): jvp_fn(*tangents) is the Jacobian-vector product of func at primals."""
    output = func(*primals)
    _, primals_argspec = tree_flatten(primals)

    def jvp_fn(*tangents):
        flat_tangents, tangent_argspec = tree_flatten(tangents)
        if tangent_argspec != primals_argspec:
            raise RuntimeError(f"Expected the tangents {tangent_argspec} to have the same argspec as the primals "
                               f"{primals_argspec}")
        return jvp(func, primals, tangents)[1]

    return output, jvp_fn
