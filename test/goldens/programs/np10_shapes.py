# Shape manipulation: reshape -1, transpose, concatenate/stack/vstack/hstack, expand_dims/squeeze, newaxis, flatten
import numpy as np

x = np.arange(12)
print(x.reshape(3, -1), x.reshape(-1, 6).shape, x.reshape((2, 2, -1)).shape, np.reshape(x, (4, 3)))
m = x.reshape(3, 4)
print(m.T, m.transpose(), m.transpose(1, 0).shape, np.transpose(m.reshape(3, 2, 2), (2, 0, 1)).shape)
print(m.flatten(), m.ravel(), m.T.flatten(), m.flatten("F"), m.reshape(-1))
a = np.array([[1, 2], [3, 4]])
b = np.array([[5, 6]])
print(np.concatenate([a, b]), np.concatenate([a, b.T], axis=1), np.concatenate([a, b], axis=None))
print(np.stack([a, a]), np.stack([a, a], axis=-1).shape, np.stack([[1, 2], [3, 4]], axis=1))
print(np.vstack([a, b]), np.hstack([a, a]), np.vstack([[1, 2], [3, 4]]), np.hstack([[1], [2, 3]]))
print(np.column_stack([[1, 2], [3, 4]]), np.dstack([a, a]).shape, np.r_[1:4, 0, 4], np.c_[[1, 2], [3, 4]])
v = np.array([1, 2, 3])
print(v[np.newaxis, :], v[:, np.newaxis], v[None].shape, v[:, None, None].shape, v[..., None].shape)
print(np.expand_dims(v, 0).shape, np.expand_dims(v, axis=1).shape, np.expand_dims(v, (0, 2)).shape)
print(np.squeeze(np.zeros((1, 3, 1))).shape, np.zeros((1, 3, 1)).squeeze(axis=0).shape, np.squeeze(np.array([[5]])))
print(v[:, None] + v[None, :], v[:, None] * np.array([10, 100]))
print(np.split(np.arange(9), 3), np.array_split(np.arange(7), 3), np.split(np.arange(8), [3, 5]))
print(np.hsplit(m, 2), np.vsplit(m, [1]))
print(np.swapaxes(np.zeros((2, 3, 4)), 0, 2).shape, np.moveaxis(np.zeros((2, 3, 4)), 0, -1).shape)
print(np.flip(v), v[::-1], np.fliplr(a), np.flipud(a), np.roll(v, 1), np.rot90(a))
print(np.atleast_2d(v).shape, np.atleast_1d(5), np.broadcast_to(v, (2, 3)))
print(m.shape, m.ndim, m.size, m.itemsize, m.nbytes, m.dtype, len(m), m.strides, m.T.strides)
try:
    x.reshape(5, -1)
except ValueError as e:
    print("ValueError:", e)
try:
    np.concatenate([a, np.zeros((1, 3))])
except ValueError as e:
    print("ValueError:", e)
try:
    np.stack([a, b])
except ValueError as e:
    print("ValueError:", e)
