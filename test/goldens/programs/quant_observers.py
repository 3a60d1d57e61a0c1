# Observers: what each one records and the (scale, zero_point) it then chooses.
import warnings

import torch
from torch.ao.quantization import (HistogramObserver, MinMaxObserver, MovingAverageMinMaxObserver,
                                   MovingAveragePerChannelMinMaxObserver, PerChannelMinMaxObserver,
                                   default_observer, default_weight_observer, default_per_channel_weight_observer)

torch.manual_seed(0)
batches = [torch.randn(4, 6) * s + o for s, o in ((1.0, 0.0), (2.0, 0.5), (0.5, -1.0))]

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    observers = [
        MinMaxObserver(),
        MinMaxObserver(dtype=torch.qint8),
        MinMaxObserver(dtype=torch.qint8, qscheme=torch.per_tensor_symmetric),
        MinMaxObserver(qscheme=torch.per_tensor_symmetric),
        MinMaxObserver(reduce_range=True),
        MinMaxObserver(quant_min=0, quant_max=15),
        MinMaxObserver(dtype=torch.qint8, qscheme=torch.per_tensor_symmetric, quant_min=-127, quant_max=127,
                       eps=2 ** -12),
        MovingAverageMinMaxObserver(),
        MovingAverageMinMaxObserver(averaging_constant=0.5, dtype=torch.qint8),
        default_observer(),
        default_weight_observer(),
    ]
    for obs in observers:
        for b in batches:
            obs(b)
        print(obs, obs.quant_min, obs.quant_max, obs.calculate_qparams())
print([str(w.message) for w in caught])

# per channel, along dim 0 and dim 1
for obs in (PerChannelMinMaxObserver(), PerChannelMinMaxObserver(ch_axis=1, dtype=torch.qint8,
                                                                 qscheme=torch.per_channel_symmetric),
            MovingAveragePerChannelMinMaxObserver(averaging_constant=0.2), default_per_channel_weight_observer(),
            PerChannelMinMaxObserver(dtype=torch.quint8, qscheme=torch.per_channel_symmetric)):
    for b in batches:
        obs(b)
    print(obs)
    print(obs.calculate_qparams())

# a constant input: scale falls back to eps
obs = MinMaxObserver()
obs(torch.zeros(3))
print(obs.calculate_qparams())

# a histogram of one batch whose extremes are whole numbers
x = torch.cat([torch.randn(2000).clamp(-2.5, 3.5), torch.tensor([-3.0, 4.0])])
for obs in (HistogramObserver(), HistogramObserver(bins=256, dtype=torch.qint8, qscheme=torch.per_tensor_symmetric)):
    obs(x)
    print(obs, obs.histogram.sum(), obs.histogram[:8])
    print(obs.calculate_qparams())

# with_args partials, and the arguments they bound
factory = MinMaxObserver.with_args(dtype=torch.qint8).with_args(quant_min=-8, quant_max=7)
print(factory)
print(factory().quant_min, factory().dtype)
