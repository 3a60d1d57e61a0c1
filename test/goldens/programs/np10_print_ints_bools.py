# Printing integer and boolean arrays: column alignment, negative numbers, big values, bool tables, mixed reprs
import numpy as np

print(np.array([1, 10, 100, 1000]))
print(np.array([[1, -10], [100, -1000]]))
print(np.array([2 ** 40, -1]), np.array([np.iinfo(np.int64).max]))
print(repr(np.arange(20).reshape(4, 5)))
print(np.arange(20).reshape(4, 5) % 3 == 0)
print(repr(np.array([[True, False], [False, True]])))
print(np.array([[True], [False]]), np.zeros((2, 2), dtype=bool))
print(repr(np.array([0, 255], dtype=np.uint8)), np.array([-128, 127], dtype=np.int8))
print(repr(np.array([[1, 2], [3, 4]], dtype=np.uint32)), repr(np.array([1], dtype=np.uint64)))
print(np.array([1.0, 2.0]).astype(int), np.array([1.7, -1.7]).astype(np.int32), np.array([0, 1, 2]).astype(bool))
print(repr(np.array([1.0, 2.0]).astype(np.float32)), np.array([1, 0]).astype(np.float64))
print(np.array(["apple", "fig"]), repr(np.array(["apple", "fig"])), np.array(["a", "bb"]).dtype)
print(np.arange(6).reshape(2, 3) * 1000000, np.arange(3) - 5)
with np.printoptions(threshold=5):
    print(np.arange(10), repr(np.arange(10)), np.ones(10, dtype=bool))
print(np.array([[1, 2, 3]] * 3).T, np.array([1, 2, 3])[::-1], np.arange(12)[::3])
print(np.full((3, 3), False), np.eye(3, dtype=bool), np.triu(np.ones((3, 3), dtype=int)))
print(repr(np.array([[[1]]])), repr(np.zeros((1, 1, 2), dtype=np.int32)), repr(np.ones((2, 1, 1))))
print(repr(np.array([1, 2]) > 1), repr(np.array(1) > 0), repr(np.array([], dtype=np.int32).reshape(0, 2)))
