"""torch.onnx's errors."""


class OnnxExporterError(RuntimeError):
    pass


class UnsupportedOperatorError(OnnxExporterError):
    pass


class CheckerError(OnnxExporterError):
    pass
