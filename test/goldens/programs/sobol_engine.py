# torch.quasirandom.SobolEngine: plain and scrambled draws (the scramble draws its shift, then its matrices, from a
# generator seeded with seed), draw_base2, fast_forward, reset, out=, float64, repr, wide engines and errors.
import torch
from torch.quasirandom import SobolEngine

torch.set_printoptions(precision=8)
e = SobolEngine(5)
print(e, e.draw(3))
print(e.draw(5))
print(e.num_generated, e.quasi)
print(e.reset().draw_base2(3)[-2:])
try:
    e.draw_base2(2)
except ValueError as err:
    print("ValueError", err)
print(e.fast_forward(8).draw(2))
f = SobolEngine(5)
f.fast_forward(1)
print(f.draw(1), f.fast_forward(3).draw(1, dtype=torch.float64))

s = SobolEngine(3, scramble=True, seed=7)
print(s, s.shift, s.sobolstate[:, :4])
pts = s.draw(6)
print(pts, pts.dtype)
print(s.draw(2, dtype=torch.float64))
out = torch.empty(0)
s.reset().draw(4, out=out)
print(out)
print(torch.equal(SobolEngine(3, scramble=True, seed=7).draw(6), pts))

torch.manual_seed(3)
u = SobolEngine(4, scramble=True)
print(u, u.draw(4))

w = SobolEngine(1200)
w.draw(1)
x = w.draw(7)
print(x.shape, x[:, [0, 1, 100, 1022, 1023, 1024, 1199]])
print(w.sobolstate[[5, 1023, 1024, 1199], ::6])
print(SobolEngine(21201).sobolstate[-3:, :5])
print(SobolEngine(2).draw(1).shape, SobolEngine(2).fast_forward(1).draw(0).shape)
print(SobolEngine(1).draw(2), SobolEngine(6).draw_base2(0))

for bad in [lambda: SobolEngine(0), lambda: SobolEngine(21202), lambda: SobolEngine(2).draw(3, dtype=torch.int64),
            lambda: SobolEngine(2).draw(0)]:
    try:
        print(bad())
    except Exception as err:
        print(type(err).__name__, err)
