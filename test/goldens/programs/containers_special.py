# ParameterList/ParameterDict (registration, names, reprs), Dropout2d's per-channel draws, torch.special.
import torch
import torch.nn as nn
torch.manual_seed(0)
pl = nn.ParameterList([nn.Parameter(torch.randn(2, 2)), nn.Parameter(torch.zeros(3))])
print(pl, len(pl), pl[0].shape, [n for n, _ in pl.named_parameters()])
pl.append(nn.Parameter(torch.ones(1)))
print(len(list(pl.parameters())))
pd = nn.ParameterDict({'a': nn.Parameter(torch.ones(2)), 'b': nn.Parameter(torch.zeros(1, 3))})
print(pd, list(pd.keys()), [n for n, _ in pd.named_parameters()], pd['a'])
class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.ws = nn.ParameterList([nn.Parameter(torch.ones(2)) for _ in range(2)])
    def forward(self, x):
        return sum(w * x for w in self.ws)
m = M(); print(m, [n for n, _ in m.named_parameters()], m(torch.tensor([1., 2.])))
d = nn.Dropout2d(0.5); print(d, d.eval()(torch.ones(1, 2, 2, 2)).sum())
import torch.special
print(torch.special.expit(torch.tensor([0., 2.])), torch.special.erfc(torch.tensor([0.5])), torch.special.logit(torch.tensor([0.25])), torch.special.xlogy(torch.tensor([2.]), torch.tensor([3.])), torch.special.gammaln(torch.tensor([4.])), torch.special.psi(torch.tensor([1.])), torch.special.exp2(torch.tensor([3.])), torch.special.expm1(torch.tensor([1e-5])), torch.special.log1p(torch.tensor([1e-5])), torch.special.round(torch.tensor([2.5])), torch.special.sinc(torch.tensor([0., 0.5])), torch.special.entr(torch.tensor([0.5, 0., -1.])), torch.special.ndtr(torch.tensor([0., 1.])), torch.special.logsumexp(torch.tensor([1., 2.]), 0), torch.special.softmax(torch.tensor([1., 2.]), 0), torch.special.log_softmax(torch.tensor([1., 2.]), 0), torch.special.erf(torch.tensor([0.5])), torch.special.digamma(torch.tensor([2.])))
print(torch.sinc(torch.tensor([0., 0.5, 1.])))
torch.manual_seed(3)
d = nn.Dropout2d(0.5)
print(d(torch.ones(2, 3, 2, 2))[:, :, 0, 0])
