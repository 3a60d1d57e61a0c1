"""torch.distributions: parameterizable probability distributions with sampling (reparameterized where the
distribution allows), log densities, entropies and KL divergences, for score-function and pathwise gradient
estimators alike."""
from . import constraints, transforms
from .bernoulli import Bernoulli
from .beta import Beta
from .binomial import Binomial
from .categorical import Categorical
from .cauchy import Cauchy
from .chi2 import Chi2
from .constraint_registry import biject_to, transform_to
from .continuous_bernoulli import ContinuousBernoulli
from .dirichlet import Dirichlet
from .distribution import Distribution
from .exp_family import ExponentialFamily
from .exponential import Exponential
from .fishersnedecor import FisherSnedecor
from .gamma import Gamma
from .generalized_pareto import GeneralizedPareto
from .geometric import Geometric
from .gumbel import Gumbel
from .half_cauchy import HalfCauchy
from .half_normal import HalfNormal
from .independent import Independent
from .inverse_gamma import InverseGamma
from .kl import kl_divergence, register_kl
from .kumaraswamy import Kumaraswamy
from .lkj_cholesky import LKJCholesky
from .laplace import Laplace
from .log_normal import LogNormal
from .logistic_normal import LogisticNormal
from .lowrank_multivariate_normal import LowRankMultivariateNormal
from .mixture_same_family import MixtureSameFamily
from .multinomial import Multinomial
from .multivariate_normal import MultivariateNormal
from .negative_binomial import NegativeBinomial
from .normal import Normal
from .one_hot_categorical import OneHotCategorical, OneHotCategoricalStraightThrough
from .pareto import Pareto
from .poisson import Poisson
from .relaxed_bernoulli import RelaxedBernoulli
from .relaxed_categorical import RelaxedOneHotCategorical
from .studentT import StudentT
from .transformed_distribution import TransformedDistribution
from .transforms import *  # noqa: F403
from .uniform import Uniform
from .von_mises import VonMises
from .weibull import Weibull
from .wishart import Wishart

__all__ = ["Bernoulli", "Beta", "Binomial", "Categorical", "Cauchy", "Chi2", "ContinuousBernoulli", "Dirichlet",
           "Distribution", "Exponential", "ExponentialFamily", "FisherSnedecor", "Gamma", "GeneralizedPareto",
           "Geometric", "Gumbel", "HalfCauchy", "HalfNormal", "Independent", "InverseGamma", "Kumaraswamy",
           "LKJCholesky", "Laplace", "LogNormal", "LogisticNormal", "LowRankMultivariateNormal",
           "MixtureSameFamily", "Multinomial", "MultivariateNormal", "NegativeBinomial", "Normal",
           "OneHotCategorical", "OneHotCategoricalStraightThrough", "Pareto", "Poisson", "RelaxedBernoulli",
           "RelaxedOneHotCategorical", "StudentT", "TransformedDistribution", "Uniform", "VonMises", "Weibull",
           "Wishart", "biject_to", "kl_divergence", "register_kl", "transform_to"]
__all__.extend(transforms.__all__)
