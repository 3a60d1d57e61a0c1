from .optimizer import Optimizer
from .adadelta import Adadelta
from .adagrad import Adagrad
from .adam import Adam
from .adamax import Adamax
from .adamw import AdamW
from .asgd import ASGD
from .nadam import NAdam
from .radam import RAdam
from .rmsprop import RMSprop
from .rprop import Rprop
from .sgd import SGD
from .sparse_adam import SparseAdam
from .. import _lazy

# the schedulers, SWA, L-BFGS and Adafactor load on first use (../_lazy.py says why)
__getattr__, __dir__ = _lazy.attributes(__name__, {
    "lr_scheduler": ".lr_scheduler", "swa_utils": ".swa_utils", **_lazy.names(".lbfgs", "LBFGS"),
    **_lazy.names("._adafactor", "Adafactor")})

__all__ = ["Adafactor", "Adadelta", "Adagrad", "Adam", "Adamax", "AdamW", "ASGD", "LBFGS", "NAdam", "Optimizer",
           "RAdam", "RMSprop", "Rprop", "SGD", "SparseAdam", "lr_scheduler", "swa_utils"]
