# Blocks of torchvision's classification families as they print, parameter counts of larger variants, and the
# auxiliary-head outputs GoogLeNet and Inception v3 return in training mode.
import warnings

import torch
from torchvision import models


def count(model):
    return sum(p.numel() for p in model.parameters())


torch.manual_seed(0)
print(models.squeezenet1_1())
print(models.mobilenet_v3_small(num_classes=10))
print(models.efficientnet_b0().features[2])
print(models.densenet121().features.denseblock1.denselayer2)
print(models.shufflenet_v2_x0_5().stage2[0])
print(models.regnet_y_400mf().trunk_output.block1)
print(models.googlenet(init_weights=False).inception3a)

for name in ["regnet_x_1_6gf", "mnasnet1_3", "mobilenet_v3_large", "mnasnet1_0"]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model = models.get_model(name)
    print(name, count(model))

torch.manual_seed(3)
net = models.googlenet(num_classes=4, init_weights=False).train()
outs = net(torch.randn(2, 3, 96, 96))
print(type(outs).__name__, outs._fields, [tuple(o.shape) for o in outs])
net = models.inception_v3(num_classes=4, init_weights=True, aux_logits=False).train()
print(net.Mixed_7c, count(net))
print(type(net(torch.randn(2, 3, 80, 80))).__name__, net.AuxLogits)
