from .module import Module
from .linear import Linear, Identity, Bilinear, LazyLinear
from .activation import (ReLU, Sigmoid, Tanh, Softmax, LogSoftmax, LeakyReLU, GELU, SiLU, Mish, Hardswish,
                         Hardsigmoid, SELU, ELU, CELU, Hardtanh, ReLU6, Softplus, LogSigmoid, Softsign, Tanhshrink, Softmin, PReLU,
                         MultiheadAttention, Threshold, Hardshrink, Softshrink, RReLU, Softmax2d, GLU)
from .loss import MSELoss, L1Loss, NLLLoss, NLLLoss2d, CrossEntropyLoss, BCELoss, BCEWithLogitsLoss, SmoothL1Loss, HuberLoss, KLDivLoss
from .loss import (PoissonNLLLoss, GaussianNLLLoss, HingeEmbeddingLoss, MultiLabelSoftMarginLoss, CosineEmbeddingLoss,
                   MarginRankingLoss, SoftMarginLoss, TripletMarginLoss, MultiMarginLoss, MultiLabelMarginLoss,
                   TripletMarginWithDistanceLoss, CTCLoss)
from .container import Sequential, ModuleList, ModuleDict
from .conv import (Conv1d, Conv2d, Conv3d, ConvTranspose1d, ConvTranspose2d, ConvTranspose3d, LazyConv1d, LazyConv2d,
                   LazyConv3d, LazyConvTranspose1d, LazyConvTranspose2d, LazyConvTranspose3d)
from .normalization import BatchNorm1d, BatchNorm2d, GroupNorm, InstanceNorm1d, InstanceNorm2d, InstanceNorm3d, LayerNorm
from .normalization import (LocalResponseNorm, RMSNorm, BatchNorm3d, LazyBatchNorm1d, LazyBatchNorm2d, LazyBatchNorm3d,
                            LazyInstanceNorm1d, LazyInstanceNorm2d, LazyInstanceNorm3d)
from .distance import PairwiseDistance, CosineSimilarity
from .padding import (ConstantPad1d, ConstantPad2d, ConstantPad3d, ZeroPad1d, ZeroPad2d, ZeroPad3d, ReflectionPad1d,
                      ReflectionPad2d, ReflectionPad3d, ReplicationPad1d, ReplicationPad2d, ReplicationPad3d,
                      CircularPad1d, CircularPad2d, CircularPad3d)
from .upsampling import Upsample, UpsamplingNearest2d, UpsamplingBilinear2d
from .fold import Fold, Unfold
from .misc import Flatten, Unflatten, ParameterList, ParameterDict
from .sparse import Embedding, EmbeddingBag
from .dropout import Dropout, Dropout1d, Dropout2d, Dropout3d, AlphaDropout, FeatureAlphaDropout
from .pooling import (MaxPool1d, MaxPool2d, AvgPool1d, AvgPool2d, AdaptiveAvgPool1d, AdaptiveAvgPool2d, MaxPool3d,
                      AvgPool3d, AdaptiveAvgPool3d, AdaptiveMaxPool1d, AdaptiveMaxPool2d, AdaptiveMaxPool3d,
                      MaxUnpool1d, MaxUnpool2d, MaxUnpool3d, FractionalMaxPool2d, FractionalMaxPool3d, LPPool1d,
                      LPPool2d, LPPool3d)
from .transformer import (Transformer, TransformerEncoder, TransformerDecoder, TransformerEncoderLayer,
                          TransformerDecoderLayer)
from .rnn import RNNBase, RNN, LSTM, GRU, RNNCellBase, RNNCell, LSTMCell, GRUCell
from .pixelshuffle import PixelShuffle, PixelUnshuffle
from .channelshuffle import ChannelShuffle
from .adaptive import AdaptiveLogSoftmaxWithLoss
from .batchnorm import SyncBatchNorm
from . import adaptive, batchnorm, container, distance, dropout, flatten, fold, instancenorm, lazy, padding, sparse, upsampling  # noqa: F401,E402  (PyTorch's homes)

for _cls in (ParameterList, ParameterDict):  # PyTorch defines these in its container module, where pickles find them
    setattr(container, _cls.__name__, _cls)
    _cls.__module__ = container.__name__

__all__ = ["Module", "Linear", "Identity", "ReLU", "Sigmoid", "Tanh", "Softmax", "LogSoftmax", "LeakyReLU", "GELU",
           "SiLU", "Mish", "Hardswish", "Hardsigmoid", "SELU", "ELU", "CELU", "Hardtanh", "ReLU6", "Softplus",
           "LogSigmoid", "Softsign", "Tanhshrink",
           "MSELoss", "L1Loss", "NLLLoss", "NLLLoss2d", "CrossEntropyLoss", "BCELoss", "BCEWithLogitsLoss", "Sequential",
           "ModuleList", "ModuleDict", "Conv1d", "Conv2d", "Conv3d", "BatchNorm1d", "BatchNorm2d", "GroupNorm",
           "InstanceNorm1d", "InstanceNorm2d", "InstanceNorm3d", "LayerNorm", "RMSNorm", "Dropout",
           "Flatten", "Unflatten", "Embedding", "SmoothL1Loss", "HuberLoss", "MaxPool2d", "AvgPool2d",
           "AdaptiveAvgPool2d", "KLDivLoss", "Softmin", "PReLU", "Dropout1d", "Dropout2d", "Dropout3d", "AlphaDropout",
           "FeatureAlphaDropout", "ParameterList", "ParameterDict",
           "RNNBase", "RNN", "LSTM", "GRU", "RNNCellBase", "RNNCell", "LSTMCell", "GRUCell",
           "MultiheadAttention", "Transformer", "TransformerEncoder", "TransformerDecoder", "TransformerEncoderLayer",
           "TransformerDecoderLayer", "MaxPool1d", "AvgPool1d", "AdaptiveAvgPool1d",
           "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d", "PoissonNLLLoss", "GaussianNLLLoss",
           "HingeEmbeddingLoss", "MultiLabelSoftMarginLoss", "CosineEmbeddingLoss", "MarginRankingLoss",
           "SoftMarginLoss", "TripletMarginLoss", "Threshold", "Hardshrink", "Softshrink", "RReLU", "Softmax2d",
           "Bilinear", "LocalResponseNorm", "MultiMarginLoss", "MultiLabelMarginLoss", "TripletMarginWithDistanceLoss",
           "PairwiseDistance", "CosineSimilarity", "EmbeddingBag", "MaxPool3d", "AvgPool3d",
           "AdaptiveAvgPool3d", "AdaptiveMaxPool1d", "LPPool1d", "LPPool2d", "LPPool3d", "AdaptiveMaxPool2d", "AdaptiveMaxPool3d", "BatchNorm3d",
           "ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "ZeroPad1d", "ZeroPad2d", "ZeroPad3d", "ReflectionPad1d",
           "ReflectionPad2d", "ReflectionPad3d", "ReplicationPad1d", "ReplicationPad2d", "ReplicationPad3d",
           "CircularPad1d", "CircularPad2d", "CircularPad3d", "Upsample", "UpsamplingNearest2d",
           "UpsamplingBilinear2d", "Fold", "Unfold", "GLU", "PixelShuffle", "PixelUnshuffle", "ChannelShuffle",
           "LazyLinear", "LazyConv1d", "LazyConv2d", "LazyConv3d", "LazyConvTranspose1d", "LazyConvTranspose2d",
           "LazyConvTranspose3d", "LazyBatchNorm1d", "LazyBatchNorm2d", "LazyBatchNorm3d", "LazyInstanceNorm1d",
           "LazyInstanceNorm2d", "LazyInstanceNorm3d", "AdaptiveLogSoftmaxWithLoss", "CTCLoss", "MaxUnpool1d",
           "MaxUnpool2d", "MaxUnpool3d", "FractionalMaxPool2d", "FractionalMaxPool3d", "SyncBatchNorm"]
