"""torch.layout and its values. Every tensor here is strided; the sparse layouts exist as names real code compares
against (`x.layout == torch.strided`), not as storage formats."""
from ._memory_format import _TorchConstant


class layout(_TorchConstant):  # noqa: N801
    __slots__ = ()
    __module__ = "torch"


strided = layout("strided")
sparse_coo = layout("sparse_coo")
sparse_csr = layout("sparse_csr")
sparse_csc = layout("sparse_csc")
sparse_bsr = layout("sparse_bsr")
sparse_bsc = layout("sparse_bsc")
_mkldnn = layout("_mkldnn")
jagged = layout("jagged")

LAYOUTS = {"layout": layout, "strided": strided, "sparse_coo": sparse_coo, "sparse_csr": sparse_csr,
           "sparse_csc": sparse_csc, "sparse_bsr": sparse_bsr, "sparse_bsc": sparse_bsc, "_mkldnn": _mkldnn,
           "jagged": jagged}
