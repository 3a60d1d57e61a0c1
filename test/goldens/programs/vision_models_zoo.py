# Every torchvision classification family built untrained and seeded: parameter counts, module counts, output
# shapes, and (where the stem convolution sums in the same order) the seeded logits of a small batch.
import warnings

import torch
from torchvision import models

torch.set_printoptions(precision=5)


def count(model):
    return sum(p.numel() for p in model.parameters())


EXACT = ["alexnet", "squeezenet1_1", "densenet121", "shufflenet_v2_x0_5", "googlenet", "regnet_y_400mf"]
SHAPE_ONLY = ["squeezenet1_0", "regnet_x_400mf", "mobilenet_v2", "mobilenet_v3_small", "efficientnet_b0",
              "mnasnet0_5", "shufflenet_v2_x1_0"]
for name in EXACT + SHAPE_ONLY:
    torch.manual_seed(0)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        model = models.get_model(name, num_classes=7)
    model.eval()
    with torch.no_grad():
        out = model(torch.randn(2, 3, 64, 64) if name in EXACT else torch.randn(1, 3, 32, 32))
    print(f"{name:20s} {type(model).__name__:14s} params={count(model):9d} modules={len(list(model.modules())):4d} "
          f"out={tuple(out.shape)} warnings={[w.category.__name__ for w in caught]}")
    if name in EXACT:
        print(out)
