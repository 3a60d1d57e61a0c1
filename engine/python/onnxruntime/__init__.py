"""onnxruntime, the Python API, over onnxruntime-web: load an ONNX model and run it on numpy arrays.

The runtime itself is onnxruntime's WebAssembly build, loaded on first use (src/runtime/onnxruntime-host.ts).
"""
__version__ = "1.20.0"


class NodeArg:
    def __init__(self, name, shape=None, type=None):  # noqa: A002
        self.name, self.shape, self.type = name, shape, type

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
        return [NodeArg(n) for n in self._js.inputNames(self._session)]

    def get_outputs(self):
        return [NodeArg(n) for n in self._js.outputNames(self._session)]

    def get_providers(self):
        return self._providers

    def run(self, output_names, input_feed, run_options=None):
        import numpy

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
