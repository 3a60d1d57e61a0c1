# Set operations (isin, in1d, intersect1d with indices, union1d, setdiff1d, setxor1d), digitize on rising and falling
# bins, and the NaN-skipping nanvar, nanstd, nanargmax and nanargmin with numpy's warnings and errors
import warnings
import numpy as np
a = np.array([[1.0, np.nan, 3.0], [4.0, 5.0, np.nan], [np.nan, np.nan, 9.0]])
print(np.nanvar(a), np.nanstd(a), np.nanvar(a, axis=0), np.nanstd(a, axis=1), np.nanvar(a, axis=1, keepdims=True))
print(np.nanvar(np.float32([1, 2, np.nan, 4])), np.nanstd([1, 2, 3]), np.nanvar(np.arange(6).reshape(2, 3), axis=0))
with warnings.catch_warnings(record=True) as rec:
    warnings.simplefilter("always")
    print(np.nanvar(a, axis=0, ddof=2))
print([(r.category.__name__, str(r.message)) for r in rec])
print(np.nanargmax(a), np.nanargmin(a), np.nanargmax(a, axis=0), np.nanargmin(a, axis=1), np.nanargmax([1, 5, 2]))
try:
    np.nanargmax(np.array([[np.nan, 1.0], [np.nan, 2.0]]), axis=0)
except ValueError as e:
    print("ValueError:", e)
x = np.array([0.2, 6.4, 3.0, 1.6, -1.0, 10.0])
bins = np.array([0.0, 1.0, 2.5, 4.0, 10.0])
print(np.digitize(x, bins), np.digitize(x, bins, right=True), np.digitize(x, bins[::-1]), np.digitize(x, bins[::-1], right=True), np.digitize(3.0, bins))
try:
    np.digitize(x, [1, 3, 2])
except ValueError as e:
    print("ValueError:", e)
e = np.array([[0, 2], [4, 6]])
print(np.isin(e, [1, 2, 4, 8]), np.isin(e, [1, 2, 4, 8], invert=True), np.in1d([1, 2, 3, 2], [2]), np.isin([1.0, np.nan], [np.nan, 1]))
print(np.intersect1d([1, 3, 4, 3], [3, 1, 2, 1]), np.intersect1d([1, 3, 4, 3], [3.0, 1, 2, 1]), np.intersect1d([1, 1, 2, 3, 4], [1, 2, 4, 5], return_indices=True))
print(np.union1d([-1, 0, 1], [-2, 0, 2]), np.setdiff1d([1, 2, 3, 2, 4, 1], [3, 4, 5, 6]), np.setdiff1d(np.array([5.0, 1.0]), [1]), np.setxor1d([1, 2, 3, 2, 4], [2, 3, 5, 7, 5]))
print(np.intersect1d([1, 2], [3, 4]), np.intersect1d(np.array([], dtype=np.int64), [1]))
