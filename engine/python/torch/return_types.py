"""Named tuples that ops returning several tensors give back (torch.return_types.max, ...)."""


_FIELDS = {}


def _structseq(name, fields):
    _FIELDS[name] = fields

    class _ReturnType(tuple):
        __slots__ = ()
        n_fields = len(fields)

        def __new__(cls, values):
            return super().__new__(cls, values)

        def __repr__(self):
            body = ",\n".join(f"{f}={v!r}" for f, v in zip(fields, self))
            return f"torch.return_types.{name}(\n{body})"

        __str__ = __repr__

    for i, f in enumerate(fields):
        setattr(_ReturnType, f, property(lambda self, i=i: self[i]))
    _ReturnType.__name__ = _ReturnType.__qualname__ = name
    _ReturnType.__module__ = "torch.return_types"
    return _ReturnType


max = _structseq("max", ("values", "indices"))  # noqa: A001
min = _structseq("min", ("values", "indices"))  # noqa: A001
sort = _structseq("sort", ("values", "indices"))
topk = _structseq("topk", ("values", "indices"))
median = _structseq("median", ("values", "indices"))
kthvalue = _structseq("kthvalue", ("values", "indices"))
cummax = _structseq("cummax", ("values", "indices"))
cummin = _structseq("cummin", ("values", "indices"))
mode = _structseq("mode", ("values", "indices"))
nanmedian = _structseq("nanmedian", ("values", "indices"))
aminmax = _structseq("aminmax", ("min", "max"))
frexp = _structseq("frexp", ("mantissa", "exponent"))

# torch.linalg's factorizations and solvers, and the older torch.* spellings of some
for _name, _fields in {
    "linalg_slogdet": ("sign", "logabsdet"), "slogdet": ("sign", "logabsdet"), "linalg_inv_ex": ("inverse", "info"),
    "linalg_solve_ex": ("result", "info"), "linalg_cholesky_ex": ("L", "info"), "linalg_lu_factor": ("LU", "pivots"),
    "linalg_lu_factor_ex": ("LU", "pivots", "info"), "linalg_qr": ("Q", "R"), "qr": ("Q", "R"),
    "linalg_eigh": ("eigenvalues", "eigenvectors"), "linalg_eig": ("eigenvalues", "eigenvectors"), "linalg_svd": ("U", "S", "Vh"), "svd": ("U", "S", "V"),
    "linalg_lstsq": ("solution", "residuals", "rank", "singular_values"),
    "triangular_solve": ("solution", "cloned_coefficient"), "geqrf": ("a", "tau"),
    "linalg_lu": ("P", "L", "U"), "lu_unpack": ("P", "L", "U"),
    "histogram": ("hist", "bin_edges"), "histogramdd": ("hist", "bin_edges"),
}.items():
    globals()[_name] = _structseq(_name, _fields)

# what the same ops return when given out= tensors (torch.return_types.max_out, ...)
for _name, _fields in list(_FIELDS.items()):
    globals()[f"{_name}_out"] = _structseq(f"{_name}_out", _fields)
