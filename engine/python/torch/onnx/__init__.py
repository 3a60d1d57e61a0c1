"""torch.onnx.export: a model traced on example inputs and written as an ONNX model (engine/src/onnx/export.ts),
which onnxruntime (onnxruntime-web here) runs."""
import enum
import json
import os

from pyodide.ffi import to_js

from . import errors  # noqa: F401
from .errors import OnnxExporterError, UnsupportedOperatorError  # noqa: F401

_DEFAULT_OPSET = 17
_exporting = False


class TrainingMode(enum.IntEnum):
    EVAL = 0
    PRESERVE = 1
    TRAINING = 2


def is_in_onnx_export():
    return _exporting


def export(model, args=(), f=None, export_params=True, verbose=False, training=TrainingMode.EVAL, input_names=None,
           output_names=None, operator_export_type=None, opset_version=None, do_constant_folding=True,
           dynamic_axes=None, keep_initializers_as_inputs=None, custom_opsets=None,
           export_modules_as_functions=False, autograd_inlining=True, dynamo=False, **kwargs):
    global _exporting
    import torch
    from .._engine import _E
    from ..jit._trace import flatten, record

    if not isinstance(args, tuple):
        args = (args,)
    if args and isinstance(args[-1], dict):
        args = args[:-1]
    opset = _DEFAULT_OPSET if opset_version is None else int(opset_version)
    is_module = isinstance(model, torch.nn.Module)
    modes = [(m, m.training) for m in model.modules()] if is_module else []
    if is_module and training == TrainingMode.EVAL:
        model.eval()
    elif is_module and training == TrainingMode.TRAINING:
        model.train()
    named = {}
    if is_module:
        for name, t in list(model.named_parameters()) + list(model.named_buffers()):
            named.setdefault(t._i, name)
    _exporting = True
    try:
        with torch.no_grad():
            result, recording = record(model, args, on_convert=lambda name: None)
    finally:
        _exporting = False
        for m, mode in modes:
            m.training = mode
    if recording is None:
        flatten(result, [])  # raises PyTorch's error for what the result holds
    try:
        data = _E.onnx_export(recording.trace, to_js(list(input_names or [])), to_js(list(output_names or [])),
                              json.dumps({k: _axes(v) for k, v in (dynamic_axes or {}).items()}), opset,
                              to_js(list(named)), to_js(list(named.values())), torch.__version__).to_bytes()
    except Exception as e:
        message = str(e).split(": ", 1)[-1]
        if message.startswith("Exporting the operator"):
            raise UnsupportedOperatorError(message) from None
        raise
    if isinstance(f, (str, os.PathLike)):
        with open(f, "wb") as out:
            out.write(data)
    else:
        f.write(data)


def _axes(spec):
    """dynamic_axes as a dict of axis -> name (a list of axes gets PyTorch's generated names)."""
    if isinstance(spec, dict):
        return {int(k): str(v) for k, v in spec.items()}
    return {int(axis): f"dynamic_axes_{i + 1}" for i, axis in enumerate(spec)}
