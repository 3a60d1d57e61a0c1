# A feature pyramid over a backbone's stages (torchvision.ops.FeaturePyramidNetwork): lateral 1x1 convolutions and
# top-down nearest upsampling, with the max-pool extra level Faster R-CNN uses and RetinaNet's P6/P7.
from collections import OrderedDict

import torch
from torchvision import models
from torchvision.models.feature_extraction import create_feature_extractor
from torchvision.ops import FeaturePyramidNetwork
from torchvision.ops.feature_pyramid_network import LastLevelMaxPool, LastLevelP6P7

torch.manual_seed(0)
fpn = FeaturePyramidNetwork([8, 16, 32], 6, extra_blocks=LastLevelMaxPool())
print(fpn.inner_blocks, fpn.layer_blocks[0], fpn.extra_blocks)
feats = OrderedDict([("c3", torch.randn(1, 8, 16, 16)), ("c4", torch.randn(1, 16, 8, 8)),
                     ("c5", torch.randn(1, 32, 3, 5))])
out = fpn(feats)
print([(k, tuple(v.shape)) for k, v in out.items()])
print(out["c4"][0, 0, :2], out["pool"][0, 1])
retina = FeaturePyramidNetwork([8, 16, 32], 6, extra_blocks=LastLevelP6P7(32, 6),
                               norm_layer=torch.nn.BatchNorm2d).eval()
print(retina.extra_blocks, retina.inner_blocks[0])
print([(k, tuple(v.shape)) for k, v in retina(feats).items()], sorted(retina.state_dict())[:6])
try:
    FeaturePyramidNetwork([8], 4, extra_blocks=torch.nn.ReLU())
except TypeError as e:
    print(e)

backbone = create_feature_extractor(models.resnet18().eval(), {"layer2": "0", "layer3": "1", "layer4": "2"})
pyramid = FeaturePyramidNetwork([128, 256, 512], 32, extra_blocks=LastLevelMaxPool()).eval()
with torch.no_grad():
    levels = pyramid(backbone(torch.randn(1, 3, 64, 96)))
print({k: tuple(v.shape) for k, v in levels.items()}, levels["0"].mean())
