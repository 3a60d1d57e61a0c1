# savetxt (formats per value or per column, delimiters, header and footer as comments, to files and buffers) and
# loadtxt (comments, blank lines, usecols, skiprows, max_rows, unpack, ndmin, converters) with numpy's errors
import io
import os
import tempfile
import numpy as np

d = tempfile.mkdtemp()
p = os.path.join(d, "data.txt")
m = np.array([[1.5, 2.0, -3.25], [4.0, 5.125, 6.0]])
np.savetxt(p, m)
print(open(p).read())
print(np.loadtxt(p), np.loadtxt(p).dtype)
np.savetxt(p, m, fmt="%.3f", delimiter=",", header="a,b,c", footer="end")
print(open(p).read())
print(np.loadtxt(p, delimiter=","), np.loadtxt(p, delimiter=",", usecols=(0, 2)), np.loadtxt(p, delimiter=",", usecols=1))
np.savetxt(p, np.arange(4), fmt="%d")
print(repr(open(p).read()), np.loadtxt(p), np.loadtxt(p, dtype=int), np.loadtxt(p, ndmin=2).shape)
np.savetxt(p, [[1, 2]], fmt=["%d", "%.2e"], delimiter="\t")
print(repr(open(p).read()), np.loadtxt(p), np.loadtxt(p, ndmin=2))
s = io.StringIO("# comment\n1 2 3\n\n4 5 6  # tail\n7 8 9\n")
x, y, z = np.loadtxt(s, unpack=True)
print(x, y, z)
print(np.loadtxt(io.StringIO("1,2\n3,4\n5,6"), delimiter=",", skiprows=1, max_rows=1))
print(np.loadtxt(io.StringIO("0.1\n0.2\n0.3")), np.loadtxt(io.StringIO("42")), np.loadtxt(io.StringIO("42"), ndmin=1))
print(np.loadtxt(io.StringIO("1 2\n3 4"), converters={0: lambda s: float(s) * 10}))
buf = io.BytesIO()
np.savetxt(buf, np.float32([[0.1, 0.2]]))
print(buf.getvalue())
s2 = io.StringIO()
np.savetxt(s2, np.array([1e-5, 123456.789]), fmt="%g")
print(repr(s2.getvalue()))
for call in ["np.loadtxt(io.StringIO('1 2\\n3'))", "np.loadtxt(io.StringIO('1 x'))", "np.savetxt(io.StringIO(), np.ones((2, 2, 2)))", "np.savetxt(io.StringIO(), np.ones((2, 3)), fmt='%d %d')"]:
    try: print(eval(call))
    except Exception as e: print(call, type(e).__name__, e)
for t in ["1 2\n3 y", "# c\n\n1 2\n3 y"]:
    try:
        np.loadtxt(io.StringIO(t), dtype=int)
    except ValueError as e:
        print(e)
