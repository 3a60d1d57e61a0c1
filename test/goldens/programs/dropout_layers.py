# Every dropout layer and function: shapes it accepts, which elements one draw covers, scaling, eval mode, in-place,
# alpha dropout's affine correction, and the errors for bad probabilities and inputs.
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

warnings.simplefilter("ignore")
x2 = torch.ones(3, 4)
x3 = torch.ones(2, 3, 4)
x4 = torch.ones(2, 3, 2, 2)
x5 = torch.ones(2, 2, 2, 2, 2)

for layer, inputs in [(nn.Dropout(0.5), [x2, x3]), (nn.Dropout1d(0.5), [x2, x3]), (nn.Dropout2d(0.5), [x2, x3, x4]),
                      (nn.Dropout3d(0.5), [x4, x5]), (nn.AlphaDropout(0.3), [x2, x3]),
                      (nn.FeatureAlphaDropout(0.3), [x3, x4])]:
    print(layer)
    for x in inputs:
        torch.manual_seed(0)
        y = layer(x)
        print(tuple(y.shape))
        print(y)
    layer.eval()
    print(torch.equal(layer(inputs[0]), inputs[0]))

torch.manual_seed(3)
t = torch.arange(12.0).reshape(3, 4).requires_grad_()
y = F.dropout(t, 0.25)
print(y, y.grad_fn.name())
y.sum().backward()
print(t.grad)

torch.manual_seed(4)
z = torch.ones(2, 3, 4)
out = F.dropout2d(z, 0.5, inplace=True)
print(out is z, z)
torch.manual_seed(4)
print(F.dropout1d(torch.ones(3, 5), 0.5))
print(F.dropout(torch.ones(2, 2), 1.0), F.dropout(torch.ones(2, 2), 0.0))
print(F.alpha_dropout(torch.ones(4), 0.5), F.alpha_dropout(torch.ones(4), 0.5, training=True).shape)

for bad in (-0.1, 1.5):
    try:
        nn.Dropout(bad)
    except ValueError as e:
        print("ValueError:", e)
    try:
        F.dropout2d(x4, bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    F.dropout1d(x4)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    F.feature_alpha_dropout(torch.ones(3), 0.5, True)
except RuntimeError as e:
    print("RuntimeError:", e)
