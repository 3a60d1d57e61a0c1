# Every torchvision classification family built untrained and seeded: parameter counts, module counts, output
# shapes, and (where the stem convolution sums in the same order) the seeded logits of a small batch.
import warnings

import torch
from torchvision import models

torch.set_printoptions(precision=5)


def count(model):
    return sum(p.numel() for p in model.parameters())


EXACT = ["alexnet", "squeezenet1_1", "densenet121", "shufflenet_v2_x0_5", "googlenet", "regnet_y_400mf"]
SHAPE_ONLY = ["squeezenet1_0", "regnet_x_400mf", "mobilenet_v2", "mobilenet_v3_small", "mobilenet_v3_large",
              "efficientnet_b0", "mnasnet0_5", "mnasnet1_0", "shufflenet_v2_x1_0"]
for name in EXACT + SHAPE_ONLY:
    torch.manual_seed(0)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model = models.get_model(name, num_classes=7)
    model.eval()
    with torch.no_grad():
        out = model(torch.randn(2, 3, 64, 64))
    print(f"{name:20s} {type(model).__name__:14s} params={count(model):9d} modules={len(list(model.modules())):4d} "
          f"out={tuple(out.shape)} warnings={[w.category.__name__ for w in caught]}")
    if name in EXACT:
        print(out)

torch.manual_seed(0)
print(models.squeezenet1_1())
print(models.mobilenet_v3_small(num_classes=10))
print(models.efficientnet_b0().features[2])
print(models.densenet121().features.denseblock1.denselayer2)
print(models.shufflenet_v2_x0_5().stage2[0])
print(models.regnet_y_400mf().trunk_output.block1)
print(models.googlenet(init_weights=True).inception3a)

for name in ["regnet_x_1_6gf", "mnasnet1_3", "mobilenet_v3_large", "efficientnet_b3", "densenet169",
             "shufflenet_v2_x2_0"]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model = models.get_model(name)
    print(name, count(model))

torch.manual_seed(3)
net = models.googlenet(num_classes=4, init_weights=True).train()
outs = net(torch.randn(2, 3, 96, 96))
print(type(outs).__name__, outs._fields, [tuple(o.shape) for o in outs])
net = models.inception_v3(num_classes=4, init_weights=True, aux_logits=False).train()
print(net.Mixed_7c, count(net))
print(type(net(torch.randn(2, 3, 80, 80))).__name__, net.AuxLogits)
