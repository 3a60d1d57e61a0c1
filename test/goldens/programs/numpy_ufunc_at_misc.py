# ufunc.at (unbuffered in-place updates with repeated indices: an embedding's scatter-add), ndindex/ndenumerate,
# rollaxis, sinc, fix, isposinf/isneginf, copyto with where= and its casting errors, diagflat and fromiter
import numpy as np
a = np.zeros(5)
np.add.at(a, [0, 1, 1, 3, 1], 1)
print(a)
w = np.zeros((4, 3))
np.add.at(w, np.array([0, 2, 0]), np.arange(9.0).reshape(3, 3))
print(w)
c = np.arange(6).reshape(2, 3)
np.multiply.at(c, (np.array([0, 1, 1]), np.array([1, 2, 2])), 3)
print(c)
d = np.array([1.0, -2.0, 3.0])
np.negative.at(d, [0, 0, 2])
print(d)
m = np.array([5, 1, 7])
np.maximum.at(m, [0, 1, 1], [2, 9, 4])
print(m)
e = np.zeros(4, dtype=np.int64)
np.add.at(e, slice(1, 3), [10, 20])
print(e)
emb = np.zeros((3, 2)); grads = np.ones((4, 2)); idx = np.array([2, 0, 2, 2])
np.add.at(emb, idx, grads)
print(emb)
print(list(np.ndindex(2, 3)), list(np.ndindex((2,))), list(np.ndenumerate(np.array([[1, 2], [3, 4]]))))
print(np.rollaxis(np.ones((3, 4, 5, 6)), 3, 1).shape, np.rollaxis(np.ones((3, 4, 5, 6)), 2).shape, np.rollaxis(np.ones((3, 4, 5, 6)), 1, 4).shape)
try:
    np.rollaxis(np.ones((3, 4)), 0, 5)
except Exception as e:
    print(type(e).__name__, e)
print(np.sinc(np.linspace(-2, 2, 5)), np.sinc(0.5), np.fix([2.1, 2.9, -2.1, -2.9]), np.fix(3), np.isposinf([np.inf, -np.inf, 1.0]), np.isneginf(-np.inf))
z = np.zeros(4); np.copyto(z, [1, 2, 3, 4], where=[True, False, True, False]); print(z)
q = np.zeros((2, 3), dtype=np.int64); np.copyto(q, np.arange(3)); print(q)
try:
    np.copyto(q, 1.5)
except TypeError as e:
    print("TypeError:", e)
print(np.diagflat([[1, 2], [3, 4]]), np.diagflat([1, 2], 1), np.fromiter((x * x for x in range(5)), dtype=float), np.fromiter(range(10), np.int32, count=3))
try:
    np.copyto(q, np.array([1.5, 2.5, 3.5]))
except TypeError as e:
    print("TypeError:", e)
