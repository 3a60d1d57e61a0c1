"""What the model builders share: channel rounding, the weights' implied arguments, and the 0.13 deprecation shim
that still accepts `pretrained=` and positional arguments."""
import functools
import inspect
import warnings
from typing import Optional

from ._api import WeightsEnum, register_model


def _make_divisible(v, divisor, min_value=None):
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    # rounding down must not lose more than 10% of the channels
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


def _ovewrite_named_param(kwargs, param, new_value):
    if param in kwargs:
        if kwargs[param] != new_value:
            raise ValueError(f"The parameter '{param}' expected value {new_value} but got {kwargs[param]} instead.")
    else:
        kwargs[param] = new_value


def _ovewrite_value_param(param, actual, expected):
    if actual is not None and actual != expected:
        raise ValueError(f"The parameter '{param}' expected value {expected} but got {actual} instead.")
    return expected


def _load_weights(model, weights, progress):
    if weights is not None:
        model.load_state_dict(weights.get_state_dict(progress=progress, check_hash=True))
    return model


def _sequence_to_str(seq, separate_last=""):
    if len(seq) == 1:
        return f"'{seq[0]}'"
    head = "'" + "', '".join(str(item) for item in seq[:-1]) + "'"
    return head + f"{'' if separate_last and len(seq) == 2 else ','} {separate_last}'{seq[-1]}'"


def _kwonly_to_pos_or_kw(fn):
    """Positional arguments fill the builder's keyword-only parameters in order, with a deprecation warning."""
    params = inspect.signature(fn).parameters
    try:
        first_kwonly = next(i for i, p in enumerate(params.values()) if p.kind == p.KEYWORD_ONLY)
    except StopIteration:
        raise TypeError(f"Found no keyword-only parameter on function '{fn.__name__}'") from None
    names = list(params)
    positional = names[:first_kwonly]
    kwonly = [n for n in names[first_kwonly:] if params[n].kind == params[n].KEYWORD_ONLY]

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        args, extra = args[:len(positional)], args[len(positional):]
        if extra:
            moved = dict(zip(kwonly, extra))
            warnings.warn(
                f"Using {_sequence_to_str(tuple(moved), separate_last='and ')} as positional parameter(s) is "
                f"deprecated since 0.13 and may be removed in the future. Please use keyword parameter(s) instead.")
            kwargs.update(moved)
        return fn(*args, **kwargs)

    return wrapper


def handle_legacy_interface(**weights):
    """`weights_param=(legacy_name, default)`: `legacy_name=True` means the default weights (a callable default gets
    the keyword arguments), `legacy_name=False` none, each with the deprecation warnings torchvision gives."""

    def outer_wrapper(builder):
        @_kwonly_to_pos_or_kw
        @functools.wraps(builder)
        def inner_wrapper(*args, **kwargs):
            for weights_param, (pretrained_param, default) in weights.items():
                sentinel = object()
                weights_arg = kwargs.get(weights_param, sentinel)
                if ((weights_param not in kwargs and pretrained_param not in kwargs)
                        or isinstance(weights_arg, WeightsEnum)
                        or (isinstance(weights_arg, str) and weights_arg != "legacy")
                        or weights_arg is None):
                    continue
                # a positional `pretrained` arrives under the weights parameter's name
                pretrained_positional = weights_arg is not sentinel
                if pretrained_positional:
                    kwargs[pretrained_param] = pretrained_arg = kwargs.pop(weights_param)
                else:
                    pretrained_arg = kwargs[pretrained_param]
                if pretrained_arg:
                    default_weights_arg = default(kwargs) if callable(default) else default
                    if not isinstance(default_weights_arg, WeightsEnum):
                        raise ValueError(f"No weights available for model {builder.__name__}")
                else:
                    default_weights_arg = None
                if not pretrained_positional:
                    warnings.warn(
                        f"The parameter '{pretrained_param}' is deprecated since 0.13 and may be removed in the "
                        f"future, please use '{weights_param}' instead.")
                msg = (f"Arguments other than a weight enum or `None` for '{weights_param}' are deprecated since 0.13 "
                       f"and may be removed in the future. "
                       f"The current behavior is equivalent to passing `{weights_param}={default_weights_arg}`.")
                if pretrained_arg:
                    msg = (f"{msg} You can also use `{weights_param}={type(default_weights_arg).__name__}.DEFAULT` "
                           f"to get the most up-to-date weights.")
                warnings.warn(msg)
                del kwargs[pretrained_param]
                kwargs[weights_param] = default_weights_arg
            return builder(*args, **kwargs)

        return inner_wrapper

    return outer_wrapper


def _registered_builder(name, module, weights_enum, build):
    """The public builder `name(*, weights=None, progress=True, **kwargs)` that verifies `weights` and calls
    `build(weights, progress, **kwargs)`, registered under `name`, with `pretrained=True` meaning the first
    ImageNet-1K checkpoint as it did before 0.13 (an error where there is none)."""

    def builder(*, weights: Optional[weights_enum] = None, progress: bool = True, **kwargs):
        return build(weights_enum.verify(weights), progress, **kwargs)

    builder.__name__ = builder.__qualname__ = name
    builder.__module__ = module
    legacy = handle_legacy_interface(weights=("pretrained", getattr(weights_enum, "IMAGENET1K_V1", None)))
    return register_model()(legacy(builder))
