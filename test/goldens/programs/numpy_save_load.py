# np.save / np.load (.npy bytes as numpy writes them, to paths and file objects) and np.savez / savez_compressed
# archives read back through NpzFile; arrays loaded into torch
import io
import os
import tempfile
import numpy as np
import torch

d = tempfile.mkdtemp()
a = np.arange(12, dtype=np.float32).reshape(3, 4)
np.save(os.path.join(d, "a"), a)
print(sorted(os.listdir(d)), os.path.getsize(os.path.join(d, "a.npy")))
with open(os.path.join(d, "a.npy"), "rb") as f:
    raw = f.read()
print(raw[:80])
b = np.load(os.path.join(d, "a.npy"))
print(b, b.dtype, b.shape, np.array_equal(a, b))
b[0, 0] = 7
print(b[0])
buf = io.BytesIO()
np.save(buf, np.array([True, False]))
print(len(buf.getvalue()), buf.getvalue()[:70])
buf.seek(0)
print(np.load(buf))
for arr in [np.array(3.5), np.zeros((0, 3)), np.arange(5, dtype=np.int16), np.ones((2, 2), dtype=np.uint8), np.arange(6.0).reshape(2, 3).T, np.float16([1.5, 2])]:
    buf = io.BytesIO(); np.save(buf, arr); buf.seek(0)
    back = np.load(buf)
    print(back, back.dtype, back.shape, len(buf.getvalue()))
np.savez(os.path.join(d, "many.npz"), a, labels=np.array([1, 2, 3]))
with np.load(os.path.join(d, "many.npz")) as z:
    print(z.files, z["arr_0"].shape, z["labels"], "labels" in z, sorted(z.keys()))
np.savez_compressed(os.path.join(d, "small"), x=np.zeros(1000))
z = np.load(os.path.join(d, "small.npz"))
print(z["x"].sum(), z.files, os.path.getsize(os.path.join(d, "small.npz")) < 1000)
z.close()
t = torch.from_numpy(np.load(os.path.join(d, "a.npy")))
print(t)
np.save(os.path.join(d, "t.npy"), torch.arange(4).numpy())
print(np.load(os.path.join(d, "t.npy")))
try:
    np.load(io.BytesIO(b"\x80\x04junk"))
except ValueError as e:
    print("ValueError:", e)
