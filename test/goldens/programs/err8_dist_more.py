# Distributions: methods a family lacks, transforms given bad arguments, expand and support errors: PyTorch's errors
# word for word.
import torch
from torch import distributions as D
from torch.distributions import constraints, transforms as T


def attempt(label, fn):
    try:
        r = fn()
        print(label, 'ok', r)
    except Exception as e:
        print(label, type(e).__name__, str(e))


torch.manual_seed(0)
attempt('rsample bernoulli', lambda: D.Bernoulli(0.5).rsample())
attempt('rsample categorical', lambda: D.Categorical(torch.ones(3)).rsample())
attempt('rsample poisson', lambda: D.Poisson(2.0).rsample())
attempt('enumerate normal', lambda: D.Normal(0.0, 1.0).enumerate_support())
attempt('enumerate bernoulli', lambda: D.Bernoulli(torch.tensor([0.2, 0.7])).enumerate_support())
attempt('enumerate binomial batched', lambda: D.Binomial(torch.tensor([2.0, 3.0]), 0.5).enumerate_support())
attempt('cdf categorical', lambda: D.Categorical(torch.ones(3)).cdf(torch.tensor(1)))
attempt('icdf bernoulli', lambda: D.Bernoulli(0.5).icdf(torch.tensor(0.5)))
attempt('entropy studentt ok', lambda: D.StudentT(3.0).entropy())
attempt('mean cauchy', lambda: D.Cauchy(0.0, 1.0).mean)
attempt('variance cauchy', lambda: D.Cauchy(0.0, 1.0).variance)
attempt('expand shape', lambda: D.Normal(torch.zeros(3), 1.0).expand((3, 2)))
attempt('expand ok', lambda: D.Normal(torch.zeros(3), 1.0).expand((2, 3)).batch_shape)
attempt('independent reinterpreted', lambda: D.Independent(D.Normal(torch.zeros(3), 1.0), 2))
attempt('independent not dist', lambda: D.Independent(torch.zeros(3), 1))
attempt('independent log_prob', lambda: D.Independent(D.Normal(torch.zeros(2, 3), 1.0), 1).log_prob(torch.zeros(2, 4)))
attempt('transformed not transform', lambda: D.TransformedDistribution(D.Normal(0.0, 1.0), [3]))
attempt('transformed not dist', lambda: D.TransformedDistribution(3, [T.ExpTransform()]))
attempt('affine log_prob', lambda: D.TransformedDistribution(D.Uniform(0.0, 1.0), [T.AffineTransform(0.0, 2.0)]).log_prob(torch.tensor(3.0)))
attempt('sigmoid inverse out', lambda: T.SigmoidTransform().inv(torch.tensor(2.0)))
attempt('compose', lambda: T.ComposeTransform([T.ExpTransform(), 3]))
attempt('power transform', lambda: T.PowerTransform(torch.tensor(2.0))(torch.tensor(3.0)))
attempt('stick breaking', lambda: T.StickBreakingTransform()(torch.zeros(3)).shape)
attempt('reshape transform', lambda: T.ReshapeTransform((2, 3), (4, 2)))
attempt('reshape transform apply', lambda: T.ReshapeTransform((2, 3), (3, 2))(torch.zeros(4, 3)))
attempt('catr', lambda: T.CatTransform([T.ExpTransform()], dim=0, lengths=[1, 2]))
attempt('constraint check', lambda: constraints.positive.check(torch.tensor([-1.0, 1.0])))
attempt('constraint interval', lambda: constraints.interval(0.0, 1.0).check(torch.tensor(1.5)))
attempt('biject_to unknown', lambda: D.biject_to(constraints.Constraint()))
attempt('sample validate', lambda: D.Normal(0.0, 1.0).log_prob(torch.tensor([float('inf')])))
attempt('multinomial sample total', lambda: D.Multinomial(probs=torch.ones(3)).sample())
attempt('categorical sample shape', lambda: D.Categorical(torch.ones(2, 3)).sample((4,)).shape)
attempt('lkj dim', lambda: D.LKJCholesky(1, 1.0))
attempt('lkj conc', lambda: D.LKJCholesky(3, -1.0))
attempt('wishart df', lambda: D.Wishart(torch.tensor(1.0), torch.eye(3)))
attempt('von mises sample ok', lambda: D.VonMises(0.0, 1.0).sample().shape)
attempt('kl registry', lambda: D.kl_divergence(D.Normal(0.0, 1.0), D.Normal(torch.zeros(2), torch.ones(3))))
attempt('validate args off', lambda: D.Normal(0.0, -1.0, validate_args=False).log_prob(torch.tensor(0.0)))
attempt('good', lambda: D.Normal(0.0, 1.0).cdf(torch.tensor(0.0)))
