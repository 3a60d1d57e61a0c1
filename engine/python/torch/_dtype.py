"""torch.dtype objects and the names PyTorch gives them."""
import builtins as _builtins


class dtype:
    __slots__ = ("_name", "is_floating_point", "is_signed", "itemsize", "is_complex")

    def __init__(self, name, is_floating_point, is_signed, itemsize, is_complex=False):
        self._name = name
        self.is_floating_point = is_floating_point
        self.is_signed = is_signed
        self.itemsize = itemsize
        self.is_complex = is_complex

    def __repr__(self):
        return "torch." + self._name

    def __reduce__(self):
        return self._name


# as in PyTorch: type(torch.float32) is torch.dtype, and a pickled dtype names torch.float32
dtype.__module__ = "torch"

float32 = dtype("float32", True, True, 4)
float64 = dtype("float64", True, True, 8)
float16 = dtype("float16", True, True, 2)
bfloat16 = dtype("bfloat16", True, True, 2)
int64 = dtype("int64", False, True, 8)
int32 = dtype("int32", False, True, 4)
int16 = dtype("int16", False, True, 2)
int8 = dtype("int8", False, True, 1)
uint8 = dtype("uint8", False, False, 1)
bool = dtype("bool", False, False, 1)
# complex dtypes live in Python only (torch/_complex.py): the engine holds their (real, imag) pairs as float tensors
complex32 = dtype("complex32", False, True, 4, True)
complex64 = dtype("complex64", False, True, 8, True)
complex128 = dtype("complex128", False, True, 16, True)
# quantized dtypes live in Python only (torch/_quantized.py): the engine holds their integer representations
quint8 = dtype("quint8", False, False, 1)
qint8 = dtype("qint8", False, True, 1)
qint32 = dtype("qint32", False, True, 4)
INTEGERS = {quint8: uint8, qint8: int8, qint32: int32}  # each quantized dtype's integer representation
PARTS = {complex32: float16, complex64: float32, complex128: float64}  # each complex dtype's (real, imag) parts
STORED = {**INTEGERS, **PARTS}  # the engine dtype a storage of each Python-only dtype holds its bytes as

BY_NAME = {d._name: d for d in (float32, float64, float16, bfloat16, int64, int32, int16, int8, uint8, bool)}

ALIASES = {
    "float": float32, "double": float64, "half": float16, "long": int64,
    "int": int32, "short": int16,
}

# Python's number types stand for dtypes wherever one is taken (THPPythonScalarType_Check)
PYTHON_TYPES = {_builtins.int: int64, _builtins.float: float64, _builtins.bool: bool, _builtins.complex: complex128}


def of(value):
    """The dtype a dtype argument names: a torch.dtype itself, or the one a Python number type stands for."""
    return PYTHON_TYPES.get(value, value) if isinstance(value, type) else value
