"""np.finfo and np.iinfo: the limits of each float and integer dtype, printed as numpy 1.24 prints them."""
from ._dtype import as_dtype, FLOAT16, FLOAT32, FLOAT64
from ._ndarray import scalar

# (precision, resolution, machep, negep, minexp, maxexp, nexp, nmant, eps, epsneg, max, tiny, smallest subnormal,
#  the printf format numpy's table uses)
_FLOATS = {
    FLOAT16: (3, 1e-3, -10, -11, -14, 16, 5, 10, 2.0 ** -10, 2.0 ** -11, 65504.0, 2.0 ** -14, 2.0 ** -24, "%12.5e"),
    FLOAT32: (6, 1e-6, -23, -24, -126, 128, 8, 23, 2.0 ** -23, 2.0 ** -24, 3.4028234663852886e38, 2.0 ** -126,
              2.0 ** -149, "%15.7e"),
    FLOAT64: (15, 1e-15, -52, -53, -1022, 1024, 11, 52, 2.0 ** -52, 2.0 ** -53, 1.7976931348623157e308,
              2.0 ** -1022, 5e-324, "%24.16e"),
}


class finfo:
    def __new__(cls, dtype):
        try:
            dt = as_dtype(dtype)
        except TypeError:
            dt = as_dtype(type(dtype))
        if dt.kind in "biu":
            raise ValueError(f"data type {dt.type!r} not inexact")
        if dt.kind == "c":  # a complex type's limits are those of its parts
            dt = FLOAT32 if dt.itemsize == 8 else FLOAT64
        self = object.__new__(cls)
        (self.precision, res, self.machep, self.negep, self.minexp, self.maxexp, self.nexp, self.nmant, eps,
         epsneg, big, tiny, sub, self._fmt) = _FLOATS[dt]
        self.dtype, self.bits, self.iexp = dt, dt.itemsize * 8, self.nexp
        make = lambda v: scalar(dt.type(v).item(), dt)  # noqa: E731
        self.resolution, self.eps, self.epsneg = make(res), make(eps), make(epsneg)
        self.max, self.min, self.tiny, self.smallest_subnormal = make(big), make(-big), make(tiny), make(sub)
        return self

    smallest_normal = property(lambda self: self.tiny)

    def _s(self, v):
        return (self._fmt % float(v)).strip()

    def __str__(self):
        s = self._s
        line = "-" * 63
        return (f"Machine parameters for {self.dtype}\n{line}\n"
                f"precision = {self.precision:3d}   resolution = {s(self.resolution)}\n"
                f"machep = {self.machep:6d}   eps =        {s(self.eps)}\n"
                f"negep =  {self.negep:6d}   epsneg =     {s(self.epsneg)}\n"
                f"minexp = {self.minexp:6d}   tiny =       {s(self.tiny)}\n"
                f"maxexp = {self.maxexp:6d}   max =        {s(self.max)}\n"
                f"nexp =   {self.nexp:6d}   min =        -max\n"
                f"smallest_normal = {s(self.tiny)}   smallest_subnormal = {s(self.smallest_subnormal)}\n"
                f"{line}\n")

    def __repr__(self):
        return f"finfo(resolution={self.resolution}, min={self.min}, max={self.max}, dtype={self.dtype})"


class iinfo:
    def __init__(self, int_type):
        try:
            dt = as_dtype(int_type)
        except TypeError:
            dt = as_dtype(type(int_type))
        if dt.kind not in "iu":
            raise ValueError(f"Invalid integer data type {dt.kind!r}.")
        self.dtype, self.kind, self.bits = dt, dt.kind, dt.itemsize * 8
        self.key = f"{dt.kind}{dt.itemsize}"
        self.min = -(1 << (self.bits - 1)) if dt.kind == "i" else 0
        self.max = (1 << (self.bits - 1)) - 1 if dt.kind == "i" else (1 << self.bits) - 1

    def __str__(self):
        line = "-" * 63
        return f"Machine parameters for {self.dtype}\n{line}\nmin = {self.min}\nmax = {self.max}\n{line}\n"

    def __repr__(self):
        return f"iinfo(min={self.min}, max={self.max}, dtype={self.dtype})"
