"""onnxruntime, the Python API, over onnxruntime-web: load an ONNX model and run it on numpy arrays.

The runtime itself is onnxruntime's WebAssembly build, loaded on first use (src/runtime/onnxruntime-host.ts).
"""
__version__ = "1.20.0"


# ONNX element types as onnxruntime-web names them, and as the Python API's NodeArg.type spells them
_ELEMENT_TYPES = {"float32": "float", "float64": "double", "float16": "float16", "bfloat16": "bfloat16",
                  "int8": "int8", "int16": "int16", "int32": "int32", "int64": "int64", "uint8": "uint8",
                  "uint16": "uint16", "uint32": "uint32", "uint64": "uint64", "bool": "bool", "string": "string"}


class NodeArg:
    def __init__(self, name, shape=None, type=None):  # noqa: A002
        self.name, self.shape, self.type = name, shape, type

    @classmethod
    def _described(cls, described):
        """A NodeArg from the runtime's [name, element type, shape]; onnxruntime gives None for a dim of no known
        size or name."""
        name, kind, shape = described
        if not kind:
            return cls(name)
        return cls(name, [None if d == -1 else d for d in shape], f"tensor({_ELEMENT_TYPES.get(kind, kind)})")

    def __repr__(self):
        return f"NodeArg(name='{self.name}', type='{self.type}', shape={self.shape})"


def get_available_providers():
    return ["CPUExecutionProvider"]


def get_device():
    return "CPU"


class SessionOptions:
    pass


class InferenceSession:
    def __init__(self, path_or_bytes, sess_options=None, providers=None, provider_options=None, **kwargs):
        import _onnxruntime
        from pyodide.ffi import to_js
        from torch._engine import wait

        if isinstance(path_or_bytes, (bytes, bytearray)):
            data = bytes(path_or_bytes)
        else:
            with open(path_or_bytes, "rb") as f:
                data = f.read()
        self._js, self._wait, self._to_js = _onnxruntime, wait, to_js
        try:
            self._session = wait(_onnxruntime.create(to_js(data)))
        except Exception as e:
            raise RuntimeError(f"[ONNXRuntimeError] : 1 : FAIL : Load model failed: {str(e).split(': ', 1)[-1]}") \
                from None
        self._providers = list(providers or ["CPUExecutionProvider"])

    def get_inputs(self):
        return [NodeArg._described(d) for d in self._js.inputs(self._session).to_py()]

    def get_outputs(self):
        return [NodeArg._described(d) for d in self._js.outputs(self._session).to_py()]

    def get_providers(self):
        return self._providers

    def run(self, output_names, input_feed, run_options=None):
        import numpy

        fed = list(input_feed.keys())
        missing = [arg.name for arg in self.get_inputs() if arg.name not in fed and
                   not (arg.type or "").startswith("optional")]
        if missing:
            raise ValueError(f"Required inputs ({missing}) are missing from input feed ({fed}).")
        names, types, dims, datas = [], [], [], []
        for name, value in input_feed.items():
            array = value if isinstance(value, numpy.ndarray) else numpy.array(value)
            names.append(name)
            types.append(array.dtype.name)
            dims.append(list(array.shape))
            datas.append([float(v) if array.dtype.kind == "f" else int(v) for v in array.ravel().tolist()])
        to_js = self._to_js
        try:
            results = self._wait(self._js.run(self._session, to_js(names), to_js(types), to_js(dims), to_js(datas),
                                              to_js(list(output_names or []))))
        except Exception as e:
            raise RuntimeError(f"[ONNXRuntimeError] : 2 : INVALID_ARGUMENT : {str(e).split(': ', 1)[-1]}") from None
        out = []
        for _name, kind, shape, data in results.to_py():
            out.append(numpy.array(list(data), dtype=kind).reshape(tuple(shape)))
        return out
