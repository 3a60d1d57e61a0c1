"""numpy.random: the legacy functions (np.random.seed, rand, randn, randint, normal, ...) on one global RandomState,
and default_rng's Generator, both drawing numpy's own streams."""
from ._bitgen import MT19937, PCG64, BitGenerator, SeedSequence
from ._generator import Generator, default_rng
from ._legacy import RandomState

_rand = RandomState()

seed = _rand.seed
get_state = _rand.get_state
set_state = _rand.set_state
random_sample = _rand.random_sample
random = _rand.random
ranf = _rand.ranf
sample = _rand.sample
rand = _rand.rand
randn = _rand.randn
randint = _rand.randint
random_integers = _rand.random_integers
standard_normal = _rand.standard_normal
normal = _rand.normal
uniform = _rand.uniform
exponential = _rand.exponential
standard_exponential = _rand.standard_exponential
choice = _rand.choice
shuffle = _rand.shuffle
permutation = _rand.permutation
bytes = _rand.bytes
standard_gamma = _rand.standard_gamma
gamma = _rand.gamma
beta = _rand.beta
chisquare = _rand.chisquare
standard_t = _rand.standard_t
lognormal = _rand.lognormal
standard_cauchy = _rand.standard_cauchy
laplace = _rand.laplace
gumbel = _rand.gumbel
logistic = _rand.logistic
rayleigh = _rand.rayleigh
pareto = _rand.pareto
weibull = _rand.weibull
power = _rand.power
triangular = _rand.triangular
binomial = _rand.binomial
negative_binomial = _rand.negative_binomial
poisson = _rand.poisson
geometric = _rand.geometric
multinomial = _rand.multinomial
multivariate_normal = _rand.multivariate_normal
dirichlet = _rand.dirichlet
f = _rand.f
wald = _rand.wald

__all__ = ["BitGenerator", "Generator", "MT19937", "PCG64", "RandomState", "SeedSequence", "beta", "binomial",
           "bytes", "chisquare", "choice", "default_rng", "dirichlet", "exponential", "f", "gamma", "geometric",
           "get_state", "gumbel", "laplace", "logistic", "lognormal", "multinomial", "multivariate_normal",
           "negative_binomial", "normal", "pareto", "permutation", "poisson", "power", "rand", "randint", "randn",
           "random", "random_integers", "random_sample", "ranf", "rayleigh", "sample", "seed", "set_state", "shuffle",
           "standard_cauchy", "standard_exponential", "standard_gamma", "standard_normal", "standard_t", "triangular",
           "uniform", "wald", "weibull"]
