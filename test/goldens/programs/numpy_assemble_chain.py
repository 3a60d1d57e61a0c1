# select (first condition wins, dtypes promoted with the default), kron blocks, ediff1d with ends, fill_diagonal (tall,
# wrapped, 3-d, through a reversed view), linalg.multi_dot in the cheapest order, and linalg.cond for several norms
import numpy as np
x = np.arange(6)
print(np.select([x < 3, x > 3], [x, x ** 2]), np.select([x < 3, x > 3], [x, x ** 2], 42), np.select([x > 1, x > 3], [x, 2.5 * x], default=-1))
print(np.select([x % 2 == 0], [np.int8(7)]), np.select([np.array([[True], [False]])], [np.arange(3)], default=9))
for call in ["np.select([x > 1], [x, x])", "np.select([], [])", "np.select([x], [x])"]:
    try: print(eval(call))
    except Exception as e: print(call, type(e).__name__, e)
print(np.kron([1, 10, 100], [5, 6, 7]), np.kron(np.eye(2), np.ones((2, 2))), np.kron(np.array([[1, 2], [3, 4]]), [1, -1]))
print(np.kron(np.ones((2, 2, 2)), np.eye(2)).shape, np.kron(3, [1, 2]), np.kron([1.5], [[2]]))
print(np.ediff1d([1, 2, 4, 7, 0]), np.ediff1d([1, 2, 4, 7, 0], to_begin=-99, to_end=np.array([88, 99])), np.ediff1d([[1, 2], [4, 7]]), np.ediff1d(np.float32([1, 3]), to_end=0.5))
try:
    np.ediff1d([1, 2], to_end=0.5)
except TypeError as e:
    print("TypeError:", e)
a = np.zeros((3, 3), int); np.fill_diagonal(a, 5); print(a)
b = np.zeros((5, 3), int); np.fill_diagonal(b, 4); print(b)
c = np.zeros((5, 3), int); np.fill_diagonal(c, 4, wrap=True); print(c)
d = np.zeros((2, 2, 2), int); np.fill_diagonal(d, 1); print(d)
e = np.zeros((3, 3)); np.fill_diagonal(e, [1, 2, 3]); print(e)
f = np.zeros((4, 4)); np.fill_diagonal(f[:, ::-1], 7); print(f)
A = np.arange(12.0).reshape(3, 4) / 7; B = np.arange(20.0).reshape(4, 5) / 3; C = np.arange(10.0).reshape(5, 2) / 11; D = np.arange(6.0).reshape(2, 3) / 13
print(np.linalg.multi_dot([A, B, C]), np.linalg.multi_dot([A, B, C, D]), np.linalg.multi_dot([np.arange(3.0), A, B, np.arange(5.0)]))
print(np.linalg.multi_dot([np.arange(3.0), A, B]), np.linalg.multi_dot([A, B]))
M = np.array([[1.0, 2.0], [3.0, 4.0]])
print(round(np.linalg.cond(M), 10), round(np.linalg.cond(M, -2), 10), np.linalg.cond(M, 1), np.linalg.cond(M, np.inf), np.linalg.cond(M, "fro"), np.linalg.cond(np.array([[1.0, 2.0], [2.0, 4.0]]), 1))
for call in ["np.linalg.multi_dot([A])", "np.linalg.multi_dot([A, B, np.ones((5, 2, 1))])"]:
    try: print(eval(call))
    except Exception as e: print(call, type(e).__name__, e)
