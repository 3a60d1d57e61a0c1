"""torch.layout and its values. Every tensor here is strided; the sparse layouts exist as names real code compares
against (`x.layout == torch.strided`), not as storage formats."""


class layout:  # noqa: N801
    __module__ = "torch"

    def __init__(self, name):
        self._name = name

    def __repr__(self):
        return f"torch.{self._name}"

    def __reduce__(self):
        return self._name


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
