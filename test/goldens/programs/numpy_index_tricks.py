# np.r_ / np.c_ (slices as aranges and linspaces, scalars kept from up-casting arrays, axis/ndmin/trans1d
# directives), arrays from ranges, float-step aranges, and sum/mean/var/std with where= masks (numpy sums each run of
# unmasked values pairwise, so float32 totals match bit for bit)
import numpy as np

a, b = np.array([1, 2, 3]), np.array([4, 5, 6])
print(np.c_[a, b])
print(np.c_[np.array([[1, 2, 3]]), 0, 0, np.array([[4, 5, 6]])])
print(np.c_[1:4, 5:8], np.c_[np.zeros((2, 2)), np.ones(2)])
print(np.r_[1:4, 0, 8], np.r_[a, 0, 0, b], np.r_[-1:1:6j, [0] * 3, 5, 6])
print(np.r_[1:4, 2.5], np.r_[np.array([1, 2], dtype=np.int8), 300].dtype)
print(np.r_[np.array([1, 2], dtype=np.float32), 3.5].dtype, np.r_[np.array([1, 2], dtype=np.int32), 3.5].dtype)
print(np.r_[np.array([1, 2], dtype=np.uint8), -1].dtype, np.r_[np.float32(1.5), np.int16(2)].dtype)
m = np.arange(6).reshape(2, 3)
print(np.r_["-1", m, m])
print(np.r_["0,2", [1, 2, 3], [4, 5, 6]])
print(np.r_["0,2,0", [1, 2, 3], [4, 5, 6]])
print(np.r_["1,2,0", [1, 2, 3], [4, 5, 6]])
print(np.r_["0,3,1", [1, 2], [3, 4]].shape, np.r_["1", m, m].shape, len(np.r_))
for bad in (np.r_.__getitem__, ):
    try:
        bad((a, "0"))
    except ValueError as e:
        print("ValueError:", e)
    try:
        bad(("x,y", a))
    except ValueError as e:
        print("ValueError:", e)
print(np.find_common_type([np.float32], [np.int64, np.float64]), np.find_common_type([np.int32], [np.float64]))
print(np.find_common_type([np.int8, np.uint8], []), np.find_common_type([], [np.int64]))

print(np.array(range(4)), np.array([range(3), range(3, 6)]), np.array(range(0)), np.array(range(2, 9, 3), dtype=np.float32))
print(np.arange(0, 1, 0.1), len(np.arange(0.5, 2.3, 0.3)), np.arange(1, 2, 0.1))
print(np.arange(0.0, 1.0, 1 / 3), np.arange(10, 0, -1.5), np.arange(0, 5, 0.5, dtype=np.float32))
print(np.arange(-3, 3.3, 0.3).shape, np.arange(1.0, 0, -0.1), np.arange(0.1, 0.4, 0.1))

x = np.arange(10.0)
print(np.sum(x, where=x > 3), np.mean(x, where=x > 3))
g = np.arange(12.0).reshape(3, 4)
print(np.sum(g, axis=1, where=g % 2 == 0), np.var(g, axis=1, where=g > 2), np.std(g, where=g < 7))
print(np.mean(g, axis=(0, 1), keepdims=True, where=g > 1), np.var(g, axis=0, keepdims=True, where=g > 4))
print(np.mean(np.arange(6).reshape(2, 3), axis=1, where=[[True, False, True], [False, True, True]]))
print(g.mean(where=g > 5), g.var(axis=1, where=g != 5), np.mean(np.float32([1, 2, 3]), where=[True, True, False]))
rng = np.random.RandomState(0)
v = rng.rand(1000).astype(np.float32) * 1000
w = rng.rand(1000) > 0.3
print(repr(np.sum(v, where=w)), repr(np.sum(v[w])), repr(np.mean(v, where=w)))
y, wy = v.reshape(10, 100), w.reshape(10, 100)
print(np.sum(y, axis=1, where=wy), np.sum(y, axis=0, where=wy)[:5])
print(repr(np.sum(v, where=np.arange(1000) % 200 < 150)), repr(np.sum(v, where=w, dtype=np.float64)))
z, wz = rng.rand(64, 300), rng.rand(64, 300) > 0.5
print(repr(np.sum(z, where=wz)), repr(np.sum(z.T, where=wz.T)), np.sum(z.T, axis=0, where=wz.T)[:3])
print(repr(np.sum(z[:, ::2], where=wz[:, ::2])), np.mean(z, axis=1, where=wz)[:3], repr(np.var(z, where=wz)))
print(np.std(z, axis=0, where=wz)[:2])
