# torchvision's ResNets built without weights: the seeded initialisation, the printed module tree, parameter counts,
# a forward pass, head replacement and freezing for fine-tuning, and the pre-0.13 pretrained= argument.
import warnings

import torch
import torch.nn as nn
from torchvision import models
from torchvision.models.resnet import BasicBlock, Bottleneck, ResNet


def count(model, trainable_only=False):
    return sum(p.numel() for p in model.parameters() if p.requires_grad or not trainable_only)


torch.manual_seed(0)
model = models.resnet18()
print(model)
print("resnet18 parameters:", count(model))
print(model.conv1.weight[0, 0, :2], model.fc.weight[:2, :4], model.fc.bias[:4])
model.eval()
x = torch.randn(2, 3, 64, 64)
with torch.no_grad():
    out = model(x)
print(out.shape, out[:, :6])

# fine-tuning: freeze everything, then a new head that trains
for p in model.parameters():
    p.requires_grad = False
model.fc = nn.Linear(model.fc.in_features, 5)
print("trainable after head swap:", count(model, trainable_only=True), [n for n, p in model.named_parameters()
                                                                           if p.requires_grad])
with torch.no_grad():
    print(model(x))

torch.manual_seed(1)
small = models.resnet18(num_classes=3, zero_init_residual=True)
print(small.fc, small.layer1[0].bn2.weight[:4], small.layer1[0].bn1.weight[:4])
small.train()
y = small(torch.randn(2, 3, 32, 32))
print(y.shape, y.grad_fn.name())

torch.manual_seed(2)
r50 = models.resnet50()
print(r50)
print("resnet50 parameters:", count(r50), "state_dict entries:", len(r50.state_dict()))
print(r50.layer2[0].downsample, isinstance(r50.layer3[5], Bottleneck), isinstance(model.layer1[0], BasicBlock))
resnext = models.get_model("resnext50_32x4d")
print(type(resnext).__name__, isinstance(resnext, ResNet), count(resnext), resnext.layer1[0].conv2)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    legacy = models.resnet18(pretrained=False)
print(type(legacy).__name__, [(w.category.__name__, str(w.message)) for w in caught])
for bad in [dict(weights="NOPE"), dict(weights=models.ResNet50_Weights.DEFAULT),
            dict(weights=models.ResNet18_Weights.DEFAULT, num_classes=10)]:
    try:
        models.resnet18(**bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
for bad in [lambda: ResNet(BasicBlock, [2, 2, 2, 2], groups=2),
            lambda: models.resnet18(replace_stride_with_dilation=[False, False, True]),
            lambda: models.resnet18(replace_stride_with_dilation=[True])]:
    try:
        bad()
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__, e)
