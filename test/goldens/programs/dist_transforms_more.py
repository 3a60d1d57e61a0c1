import torch
from torch.distributions import Normal, TransformedDistribution, biject_to, constraints, transform_to
from torch.distributions.transforms import (AffineTransform, CatTransform, CumulativeDistributionTransform,
                                            ExpTransform, LowerCholeskyTransform, ReshapeTransform, SigmoidTransform,
                                            StackTransform)

torch.manual_seed(0)
x = torch.randn(2, 6)
r = ReshapeTransform((6,), (2, 3))
y = r(x)
print(r, r.domain, r.codomain, r.bijective, y.shape, r.inv(y).equal(x), r.log_abs_det_jacobian(x, y))
print(r.forward_shape((5, 6)), r.inverse_shape((5, 2, 3)))
try:
    ReshapeTransform((6,), (4,))
except ValueError as e:
    print(e)
try:
    r.forward_shape((5, 3))
except ValueError as e:
    print(e)
d = TransformedDistribution(Normal(torch.zeros(4, 6), 1.0), [r])
print(d.batch_shape, d.event_shape, d.sample().shape, d.log_prob(torch.zeros(4, 2, 3)).tolist())

m = torch.randn(2, 3, 3)
lc = LowerCholeskyTransform()
c = lc(m)
print(lc, lc.domain, lc.codomain, c, lc.inv(c), constraints.lower_cholesky.check(c), lc == LowerCholeskyTransform())
print(transform_to(constraints.lower_cholesky))

cat = CatTransform([ExpTransform(), AffineTransform(1.0, 2.0), SigmoidTransform()], dim=1, lengths=[1, 2, 1])
z = torch.randn(3, 4)
w = cat(z)
print(w, cat.inv(w), cat.log_abs_det_jacobian(z, w), cat.event_dim, cat.length, cat.bijective)
print(cat.domain, cat.codomain)
cat0 = CatTransform([ExpTransform(), SigmoidTransform()], dim=-1, lengths=[2, 2])
print(cat0(z), cat0.log_abs_det_jacobian(z, cat0(z)))

st = StackTransform([ExpTransform(), AffineTransform(-1.0, 3.0), SigmoidTransform()], dim=1)
u = torch.randn(2, 3)
v = st(u)
print(v, st.inv(v), st.log_abs_det_jacobian(u, v), st.bijective, st.with_cache().transforms[0]._cache_size)

for con in (constraints.cat([constraints.positive, constraints.real, constraints.unit_interval], 0, [1, 1, 1]),
            constraints.stack([constraints.positive, constraints.interval(-2.0, 2.0)], 0)):
    b = biject_to(con)
    t = transform_to(con)
    p = torch.tensor([0.3, -1.2, 2.0][:len(con.cseq)])
    print(type(b).__name__, type(t).__name__, b(p), con.check(b(p)), b.log_abs_det_jacobian(p, b(p)))

cdt = CumulativeDistributionTransform(Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 2.0])))
a = torch.tensor([0.5, -0.3])
print(cdt.domain, cdt.codomain, cdt.sign, cdt.bijective, cdt(a), cdt.inv(cdt(a)), cdt.log_abs_det_jacobian(a, cdt(a)))
print(cdt.with_cache()._cache_size)
