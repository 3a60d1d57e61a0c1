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

__all__ = ["BitGenerator", "Generator", "MT19937", "PCG64", "RandomState", "SeedSequence", "bytes", "choice",
           "default_rng", "exponential", "get_state", "normal", "permutation", "rand", "randint", "randn", "random",
           "random_integers", "random_sample", "ranf", "sample", "seed", "set_state", "shuffle", "standard_exponential",
           "standard_normal", "uniform"]
