import torch
from torch.distributions import FisherSnedecor, LKJCholesky, LogisticNormal, biject_to, constraints
from torch.distributions.transforms import CorrCholeskyTransform

torch.manual_seed(0)
f = FisherSnedecor(torch.tensor([1.5, 6.0]), torch.tensor([3.0, 10.0]))
x = f.sample((3,))
print(f, f.support, x.tolist(), f.log_prob(torch.tensor([0.5, 2.0])).tolist(), f.rsample().tolist())
print(f.mean.tolist(), f.mode.tolist(), f.variance.tolist(), f.expand((2, 2)).sample().shape)
df = torch.tensor([4.0, 7.0], requires_grad=True)
FisherSnedecor(df, df + 1).rsample((5,)).sum().backward()
print(df.grad)

ln = LogisticNormal(torch.tensor([0.2, -0.5, 1.0]), torch.tensor([1.0, 0.5, 2.0]))
y = ln.sample((2,))
print(ln, ln.batch_shape, ln.event_shape, ln.support, y, ln.log_prob(y), ln.loc, ln.scale)
print(LogisticNormal(0.0, 1.0).sample((2,)), ln.expand((3,)).batch_shape, ln.expand((3,)).sample().shape)

t = CorrCholeskyTransform()
v = torch.randn(2, 6)
L = t(v)
print(t.domain, t.codomain, L, t.inv(L), t.log_abs_det_jacobian(v, L), constraints.corr_cholesky.check(L))
print(t.forward_shape((2, 6)), t.inverse_shape((2, 4, 4)), type(biject_to(constraints.corr_cholesky)).__name__)
try:
    t.forward_shape((5,))
except ValueError as e:
    print(e)

lkj = LKJCholesky(3, torch.tensor([0.5, 2.0]))
s = lkj.sample((2,))
print(lkj, lkj.batch_shape, lkj.event_shape, lkj.support, s, constraints.corr_cholesky.check(s))
print(lkj.log_prob(s), LKJCholesky(4).log_prob(torch.eye(4)), lkj.expand((3, 2)).sample().shape)
for bad in (lambda: LKJCholesky(1), lambda: LKJCholesky(3, -1.0), lambda: FisherSnedecor(1.0, 0.0),
            lambda: LogisticNormal(torch.zeros(2), torch.tensor([1.0, -1.0])),
            lambda: lkj.log_prob(torch.ones(3, 3))):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
