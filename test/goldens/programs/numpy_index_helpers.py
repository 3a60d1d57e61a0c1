# Index helpers: mgrid/ogrid from slices (imaginary steps as point counts), s_/index_exp, ix_, unravel_index and
# ravel_multi_index in C and Fortran order, triangle and diagonal index pairs, and their errors
import numpy as np
a = np.mgrid[0:1:3j, 0:2:3j]
print(a.dtype, a)
print(np.mgrid[0:5, 0:3].dtype, np.mgrid[0:5, 0:3].shape, np.mgrid[0:5:2.0], np.mgrid[0:5:2.0].dtype, np.mgrid[0:1:0.25])
print(np.mgrid[-1:1:5j], np.mgrid[3:8], np.mgrid[0:4:2, 1:2:0.5])
print(np.ogrid[0:3, 0:2], np.ogrid[0:1:3j, 0:5:2], np.ogrid[0:4])
xx, yy = np.mgrid[0:3, 0:2]
print(xx + 10 * yy)
print(np.unravel_index(22, (7, 6)), np.unravel_index([22, 41, 37], (7, 6)), np.unravel_index(5, (3, 4), order="F"))
print(np.unravel_index(np.array([[1, 5], [7, 11]]), (3, 4)), np.unravel_index(np.argmax(np.arange(12).reshape(3, 4)), (3, 4)))
print(np.ravel_multi_index(([3, 6, 6], [4, 5, 1]), (7, 6)), np.ravel_multi_index((1, 2), (3, 4)), np.ravel_multi_index(([1, 2], [0, 3]), (3, 4), order="F"))
print(np.triu_indices(3), np.tril_indices(3, -1), np.triu_indices(2, 1, 4), np.diag_indices(3), np.tril_indices(2, 0, 3))
m = np.arange(9).reshape(3, 3)
print(m[np.triu_indices(3, 1)], m[np.diag_indices(3)])
print(np.ix_([0, 1], [2, 4]), np.ix_([True, False, True], [1]), m[np.ix_([0, 2], [0, 1])])
print(np.s_[1:3, ::2], np.index_exp[2], np.s_[2], m[np.s_[::2, 1]])
for call in ["np.unravel_index(12, (3, 4))", "np.ravel_multi_index((3, 0), (3, 4))", "np.unravel_index(1.0, (3, 4))", "np.ix_([[0]])"]:
    try: print(eval(call))
    except Exception as e: print(call, type(e).__name__, e)
