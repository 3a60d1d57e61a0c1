"""torch.utils.checkpoint: activation checkpointing, trading recomputation in backward for saved activations."""
import warnings

import torch

__all__ = ["checkpoint", "checkpoint_sequential", "CheckpointError", "CheckpointFunction", "check_backward_validity",
           "detach_variable", "noop_context_fn"]


def detach_variable(inputs):
    if isinstance(inputs, tuple):
        out = []
        for inp in inputs:
            if not isinstance(inp, torch.Tensor):
                out.append(inp)
                continue
            x = inp.detach()
            x.requires_grad = inp.requires_grad
            out.append(x)
        return tuple(out)
    raise RuntimeError("Only tuple of tensors is supported. Got Unsupported input type: ", type(inputs).__name__)


def check_backward_validity(inputs):
    if not any(inp.requires_grad for inp in inputs if isinstance(inp, torch.Tensor)):
        warnings.warn("None of the inputs have requires_grad=True. Gradients will be None")


def noop_context_fn():
    import contextlib

    return contextlib.nullcontext(), contextlib.nullcontext()


class CheckpointFunction(torch.autograd.Function):
    """The reentrant variant: forward runs without grad; backward reruns it with grad (the RNG as forward found it)
    and backpropagates through the rerun."""

    @staticmethod
    def forward(ctx, run_function, preserve_rng_state, *args):
        check_backward_validity(args)
        ctx.run_function = run_function
        ctx.preserve_rng_state = preserve_rng_state
        if preserve_rng_state:
            ctx.fwd_cpu_state = torch.get_rng_state()
        ctx.inputs = []
        ctx.tensor_indices = []
        tensor_inputs = []
        for i, arg in enumerate(args):
            if torch.is_tensor(arg):
                tensor_inputs.append(arg)
                ctx.tensor_indices.append(i)
                ctx.inputs.append(None)
            else:
                ctx.inputs.append(arg)
        ctx.save_for_backward(*tensor_inputs)
        with torch.no_grad():
            outputs = run_function(*args)
        return outputs

    @staticmethod
    def backward(ctx, *args):
        if not torch.autograd._is_checkpoint_valid():
            raise RuntimeError("When use_reentrant=True, torch.utils.checkpoint is incompatible with .grad() or passing "
                               "an `inputs` parameter to .backward(). To resolve this error, you can either set "
                               "use_reentrant=False, or call .backward() without passing the `inputs` argument.")
        inputs = list(ctx.inputs)
        for i, idx in enumerate(ctx.tensor_indices):
            inputs[idx] = ctx.saved_tensors[i]
        with torch.random.fork_rng(devices=[], enabled=ctx.preserve_rng_state):
            if ctx.preserve_rng_state:
                torch.set_rng_state(ctx.fwd_cpu_state)
            detached_inputs = detach_variable(tuple(inputs))
            with torch.enable_grad():
                outputs = ctx.run_function(*detached_inputs)
        if isinstance(outputs, torch.Tensor):
            outputs = (outputs,)
        outputs_with_grad = []
        args_with_grad = []
        for i in range(len(outputs)):
            if torch.is_tensor(outputs[i]) and outputs[i].requires_grad:
                outputs_with_grad.append(outputs[i])
                args_with_grad.append(args[i])
        if len(outputs_with_grad) == 0:
            raise RuntimeError("none of output has requires_grad=True, this checkpoint() is not necessary")
        torch.autograd.backward(outputs_with_grad, args_with_grad)
        grads = tuple(inp.grad if isinstance(inp, torch.Tensor) else None for inp in detached_inputs)
        return (None, None) + grads


class CheckpointError(RuntimeError):
    pass


class _StopRecomputationError(Exception):
    pass


_debug_tip_msg = """
Tip: To see a more detailed error message, either pass `debug=True` to
`torch.utils.checkpoint.checkpoint(...)` or wrap the code block
with `with torch.utils.checkpoint.set_checkpoint_debug_enabled(True):` to
enable checkpoint\u2011debug mode globally.

If this error occurs under torch.compile with automatic_dynamic_shapes enabled,
it may be because the recomputation selected a different compiled graph than the
forward pass (e.g., a dynamic graph instead of the original static graph).
To fix this, either:
  - Use torch._dynamo.mark_dynamic() to explicitly mark varying dimensions as
    dynamic upfront, avoiding the static-to-dynamic transition.
  - Call torch._C._dynamo.eval_frame._set_lru_cache(False) to disable LRU cache
    reordering, which can change which graph is checked first between forward
    and recompute.
See https://github.com/pytorch/pytorch/issues/166926 for more details and
workaround examples.
"""

_DETERMINISM_CHECKS = {
    "default": lambda x: {"shape": x.shape, "dtype": x.dtype, "device": x.device},
    "none": lambda _: None,
}


class _Recomputation:
    """The non-reentrant variant: forward records as usual but keeps, in place of each tensor a node saves, a slot;
    the first backward that reads one reruns the function (the RNG as forward found it), filling every slot, and
    stops once the last is filled (early_stop)."""

    def __init__(self, function, args, kwargs, preserve_rng_state, early_stop, determinism_check):
        if determinism_check not in _DETERMINISM_CHECKS:
            raise ValueError(f"determinism_check should be one of {list(_DETERMINISM_CHECKS.keys())}, "
                             f"but got {determinism_check}")
        self.function, self.args, self.kwargs = function, args, kwargs
        self.fwd_cpu_state = torch.get_rng_state() if preserve_rng_state else None
        self.early_stop = early_stop
        self.metadata = _DETERMINISM_CHECKS[determinism_check]
        self.slots = []
        self.saved_metadata = []
        self.recomputed = False

    def pack(self, tensor):
        self.slots.append(None)
        self.saved_metadata.append(self.metadata(tensor))
        return len(self.slots) - 1

    def unpack(self, index):
        if not self.recomputed:
            self._recompute()
        return self.slots[index]

    def _recompute(self):
        filled = [0]

        def pack(x):
            if filled[0] >= len(self.slots):
                raise CheckpointError("torch.utils.checkpoint: trying to save more tensors during recomputation "
                                      f"than during the original forward pass.\n{_debug_tip_msg}")
            self.slots[filled[0]] = x.detach()
            filled[0] += 1
            if self.early_stop and filled[0] == len(self.slots):
                raise _StopRecomputationError()
            return None

        with torch.random.fork_rng(devices=[], enabled=self.fwd_cpu_state is not None):
            if self.fwd_cpu_state is not None:
                torch.set_rng_state(self.fwd_cpu_state)
            try:
                with torch.enable_grad(), torch.autograd.graph.saved_tensors_hooks(pack, lambda x: x):
                    self.function(*self.args, **self.kwargs)
            except _StopRecomputationError:
                pass
        self.recomputed = True
        self._check(filled[0])

    def _check(self, count):
        """The recomputation saved what the forward saved: as many tensors, with the same metadata."""
        if count != len(self.slots):
            raise CheckpointError("torch.utils.checkpoint: A different number of tensors was saved during the "
                                  f"original forward and recomputation.\nNumber of tensors saved during forward: "
                                  f"{len(self.slots)}\nNumber of tensors saved during recomputation: {count}.\n"
                                  f"{_debug_tip_msg}")
        mismatched = ""
        for idx, (saved, x) in enumerate(zip(self.saved_metadata, self.slots)):
            if saved != self.metadata(x):
                mismatched += (f"tensor at position {idx}:\nsaved metadata: {saved}\n"
                               f"recomputed metadata: {self.metadata(x)}\n")
        if mismatched:
            raise CheckpointError("torch.utils.checkpoint: Recomputed values for the following tensors have "
                                  f"different metadata than during the forward pass.\n{mismatched}.\n"
                                  f"{_debug_tip_msg}")


def checkpoint(function=None, *args, use_reentrant=None, preserve_rng_state=True, context_fn=noop_context_fn,
               determinism_check="default", debug=False, early_stop=True, **kwargs):
    if function is None and not args:
        if kwargs:
            raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))

        def decorator(fn):
            return lambda *a, **kw: _checkpoint_impl(fn, a, kw, use_reentrant, preserve_rng_state, context_fn,
                                                     determinism_check, debug, early_stop)

        return decorator
    return _checkpoint_impl(function, args, kwargs, use_reentrant, preserve_rng_state, context_fn, determinism_check,
                            debug, early_stop)


def _checkpoint_impl(function, args, kwargs, use_reentrant, preserve_rng_state, context_fn, determinism_check, debug,
                     early_stop):
    if use_reentrant is None:
        warnings.warn("torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly. Starting in "
                      "PyTorch 2.9, calling checkpoint without use_reentrant will raise an exception. "
                      "use_reentrant=False is recommended, but if you need to preserve the current default behavior, "
                      "you can pass use_reentrant=True. Refer to docs for more details on the differences between "
                      "the two variants.", stacklevel=3)
        use_reentrant = True
    if kwargs and use_reentrant:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))
    if use_reentrant:
        if context_fn is not noop_context_fn or debug is not False:
            raise ValueError("Passing `context_fn` or `debug` is only supported when use_reentrant=False.")
        return CheckpointFunction.apply(function, preserve_rng_state, *args)
    recomputation = _Recomputation(function, args, kwargs, preserve_rng_state, early_stop, determinism_check)
    forward_context, _ = context_fn()
    with forward_context, torch.autograd.graph.saved_tensors_hooks(recomputation.pack, recomputation.unpack):
        return function(*args, **kwargs)


def checkpoint_sequential(functions, segments, input, use_reentrant=None, **kwargs):  # noqa: A002
    if use_reentrant is None:
        warnings.warn("torch.utils.checkpoint.checkpoint_sequential: the use_reentrant parameter should be passed "
                      "explicitly. In version 2.9 we will raise an exception if use_reentrant is not passed. "
                      "use_reentrant=False is recommended, but if you need to preserve the current default behavior, "
                      "you can pass use_reentrant=True. Refer to docs for more details on the differences between "
                      "the two variants.", stacklevel=2)
        use_reentrant = True
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))

    def run_function(start, end, functions):
        def forward(input):  # noqa: A002
            for j in range(start, end + 1):
                input = functions[j](input)  # noqa: A001
            return input

        return forward

    if isinstance(functions, torch.nn.Sequential):
        functions = list(functions.children())
    segment_size = len(functions) // segments
    # the last segment runs plainly: backward needs its activations at once
    end = -1
    for start in range(0, segment_size * (segments - 1), segment_size):
        end = start + segment_size - 1
        input = checkpoint(use_reentrant=use_reentrant, preserve_rng_state=preserve)(  # noqa: A001
            run_function(start, end, functions))(input)
    return run_function(end + 1, len(functions) - 1, functions)(input)
