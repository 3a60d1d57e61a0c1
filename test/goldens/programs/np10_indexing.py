# Indexing: boolean masks, fancy indexing with lists/arrays, assignment through masks, np.ix_, argwhere/nonzero
import numpy as np

x = np.arange(10) ** 2
print(x[x > 20], x[(x > 5) & (x < 50)], x[~(x % 2 == 0)], x[x % 3 == 0].sum())
print(x[[1, 3, 5]], x[np.array([0, -1])], x[[True, False] * 5])
m = np.arange(12).reshape(3, 4)
print(m[[0, 2]], m[:, [1, 3]], m[[0, 1, 2], [3, 2, 1]], m[[[0], [2]], [1, 3]])
print(m[m > 5], m[1:, ::2], m[-1], m[..., 0], m[np.ix_([0, 2], [1, 3])])
print(m[m.sum(axis=1) > 10], m[:, m[0] % 2 == 0])
y = x.copy()
y[y > 30] = 0
print(y)
y[[0, 1]] = [-1, -2]
print(y)
z = np.zeros(5)
z[[0, 0, 1]] += 1
print(z)
np.add.at(z, [0, 0, 1], 1)
print(z)
print(np.nonzero(np.array([0, 3, 0, 5])), np.argwhere(m > 8), np.flatnonzero(m % 5 == 0))
print(np.where(m == m.max()), np.unravel_index(np.argmax(m), m.shape), np.ravel_multi_index((1, 2), (3, 4)))
f = np.array([[1.0, np.nan], [3.0, 4.0]])
f[np.isnan(f)] = 0.0
print(f)
v = m[0]
v[0] = 100
print(m[0, 0], np.shares_memory(m, v), m[[0]].base is None)
labels = np.array([0, 2, 1, 2])
print(np.eye(3)[labels], np.take(np.array([10, 20, 30]), labels))
print(np.array(["a", "b", "c"])[[2, 0]], np.sort(np.array([3, 1, 2])), np.argsort([3, 1, 2]), np.argsort(-x)[:3])
print(np.unique([3, 1, 3, 2, 1]), np.unique([3, 1, 3], return_counts=True), np.bincount([0, 1, 1, 3]))
print(np.searchsorted([1, 3, 5], [2, 5]), np.isin([1, 2, 3], [2]), np.in1d([1, 5], [5]))
try:
    x[20]
except IndexError as e:
    print("IndexError:", e)
try:
    m[[0, 1], [0, 1, 2]]
except IndexError as e:
    print("IndexError:", e)
try:
    x[np.array([True, False])]
except IndexError as e:
    print("IndexError:", e)
