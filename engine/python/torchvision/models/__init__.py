"""torchvision.models: the classification architectures, built untrained or from a named checkpoint's weights."""
from ._api import get_model, get_model_builder, get_model_weights, get_weight, list_models  # noqa: F401
from .resnet import *  # noqa: F401,F403
from .alexnet import *  # noqa: F401,F403
from .squeezenet import *  # noqa: F401,F403
from .vgg import *  # noqa: F401,F403
from .mobilenet import *  # noqa: F401,F403
from .efficientnet import *  # noqa: F401,F403
from .densenet import *  # noqa: F401,F403
from .shufflenetv2 import *  # noqa: F401,F403
from .googlenet import *  # noqa: F401,F403
from .inception import *  # noqa: F401,F403
from .mnasnet import *  # noqa: F401,F403
from .regnet import *  # noqa: F401,F403
from . import feature_extraction  # noqa: F401
