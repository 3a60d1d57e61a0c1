import numpy as np
for n in (1, 2, 3, 4, 5):
    a = np.arange(n)
    for mode in ("wrap", "reflect", "symmetric", "edge"):
        for l, r in ((0, 7), (7, 0), (3, 11), (9, 2), (13, 13), (n, n), (2 * n + 1, 1)):
            print(n, mode, l, r, np.pad(a, (l, r), mode=mode).tolist())
b = np.arange(6).reshape(2, 3)
print(np.pad(b, ((3, 5), (4, 2)), mode="wrap"))
print(np.pad(b, ((3, 5), (4, 2)), mode="reflect"))
print(np.pad(b, ((3, 5), (4, 2)), mode="symmetric"))
print(np.pad(b.astype(np.float32), 4, mode="wrap"))
