from .module import Module
from .linear import Linear, Identity
from .activation import ReLU, Sigmoid, Tanh, Softmax, LogSoftmax
from .loss import MSELoss, L1Loss, NLLLoss, CrossEntropyLoss
from .container import Sequential

__all__ = ["Module", "Linear", "Identity", "ReLU", "Sigmoid", "Tanh", "Softmax", "LogSoftmax", "Sequential",
           "MSELoss", "L1Loss", "NLLLoss", "CrossEntropyLoss"]
