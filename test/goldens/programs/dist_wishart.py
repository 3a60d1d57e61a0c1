import warnings

import torch
from torch.distributions import Wishart, kl_divergence

torch.manual_seed(0)
cov = torch.tensor([[2.0, 0.3, 0.1], [0.3, 1.0, -0.2], [0.1, -0.2, 1.5]])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    w = Wishart(torch.tensor([4.0, 6.5]), covariance_matrix=cov)
    s = w.sample((2,))
    wl = Wishart(2.5, scale_tril=torch.linalg.cholesky(cov))
    r = wl.rsample()
print([str(c.message) for c in caught])
print(w, w.batch_shape, w.event_shape, w.support, s.shape)
print(s)
print(w.log_prob(s), w.entropy(), w.mean, w.mode, w.variance)
print(wl.log_prob(cov), r, wl.entropy())
wp = Wishart(torch.tensor(5.0), precision_matrix=torch.linalg.inv(cov))
print(wp.scale_tril, wp.log_prob(cov * 5), wp.expand((2,)).batch_shape, wp.arg_constraints["df"])
print(kl_divergence(Wishart(torch.tensor(4.0), covariance_matrix=cov), Wishart(torch.tensor(5.0), covariance_matrix=cov)))
for bad in (lambda: Wishart(1.5, covariance_matrix=cov), lambda: Wishart(4.0, covariance_matrix=torch.ones(3)),
            lambda: Wishart(4.0, covariance_matrix=-cov, validate_args=True)):
    try:
        bad()
    except (ValueError, RuntimeError) as e:
        print(type(e).__name__, str(e).split("\n")[0])
