# How numpy prints float arrays: precision, tiny/huge values, suppress, scientific switch, nan/inf
import numpy as np

a = np.array([0.1, 0.2, 0.3]) * 3
print(a)
print(repr(a))
print(np.array([1.0, 2.0, 3.0]))
print(np.array([1.5, -2.25, 1000.125]))
print(np.array([1e-8, 1.0, 100.0]))
print(np.array([1e-3, 1.0, 1e3]))
print(np.array([1e16, 1.0]))
print(np.array([123456789.0, 0.5]))
print(np.array([np.nan, np.inf, -np.inf, 1.0]))
print(np.array([0.0, -0.0]))
print(np.array([1 / 3, 2 / 3], dtype=np.float32))
print(repr(np.array([1 / 3, 2 / 3], dtype=np.float32)))
print(repr(np.array([1, 2], dtype=np.float16)))
print(np.float32(1 / 3), np.float64(1 / 3), np.float16(1 / 3))
print(repr(np.float32(0.1)), repr(np.float64(2.5)), repr(np.int64(3)), repr(np.bool_(True)))
x = np.linspace(0, 1, 7)
print(x)
print(np.round(x, 2))
print(np.around(x * 100, -1))
print(x.round(3).tolist())
with np.printoptions(precision=3):
    print(x)
    print(repr(x))
with np.printoptions(suppress=True):
    print(np.array([1e-8, 1.0, 12345.678]))
print(np.array([1e-8, 1.0, 12345.678]))
with np.printoptions(precision=2, suppress=True):
    print(np.array([[0.00001, 123.456], [3.14159, -2.71828]]))
with np.printoptions(floatmode="fixed", precision=4):
    print(np.array([1.0, 0.5, 0.25]))
with np.printoptions(floatmode="maxprec_equal"):
    print(np.array([1.0, 0.5, 0.125]))
with np.printoptions(sign="+"):
    print(np.array([1.0, -2.0, 0.0]))
with np.printoptions(formatter={"float": "{:.1f}".format}):
    print(np.array([1.25, 2.5, 3.75]))
print(np.get_printoptions()["precision"], np.get_printoptions()["linewidth"])
np.set_printoptions(precision=4, suppress=True)
print(np.array([np.pi, np.e, 1e-10]))
np.set_printoptions(precision=8, suppress=False)
print(np.array([np.pi, np.e, 1e-10]))
print(str(np.float64(1e20)), str(np.float64(1e-20)), str(np.float32(1e10)))
print(np.array(3.5), repr(np.array(3.5)), np.array(3.5).shape, np.array(3.5).ndim)
