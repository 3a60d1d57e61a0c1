# The weights enums of torchvision.models: members and the DEFAULT alias, their metadata, the preprocessing each
# checkpoint expects (weights.transforms()), and looking weights and builders up by name.
import torch
from torchvision import models
from torchvision.models import ResNet18_Weights, ResNet50_Weights

w = ResNet18_Weights.DEFAULT
print(w, repr(w), w is ResNet18_Weights.IMAGENET1K_V1, w.name, list(ResNet18_Weights))
print(w.url)
meta = w.meta
print(sorted(meta), len(meta["categories"]), meta["categories"][:5], meta["categories"][-1])
print(meta["num_params"], meta["min_size"], meta["_metrics"])
print(list(ResNet50_Weights.__members__), ResNet50_Weights.DEFAULT)
preprocess = ResNet50_Weights.IMAGENET1K_V2.transforms()
print(preprocess)
print(models.Inception_V3_Weights.DEFAULT.transforms(), models.EfficientNet_B0_Weights.DEFAULT.transforms())
print(models.SqueezeNet1_1_Weights.DEFAULT.meta["min_size"], models.GoogLeNet_Weights.DEFAULT.meta["_docs"])
features_only = models.VGG16_Weights.IMAGENET1K_FEATURES
print(features_only.meta["categories"], features_only.transforms())

torch.manual_seed(0)
img = torch.randint(0, 256, (3, 40, 52), dtype=torch.uint8)
batch = ResNet18_Weights.DEFAULT.transforms()(img).unsqueeze(0)
print(batch.shape, batch.dtype, batch.mean(), batch[0, :, 100, 100:103])
small = models.ResNet18_Weights.DEFAULT.transforms(crop_size=32, resize_size=36)
print(small, small(img.float() / 255).shape)

print(models.get_weight("ResNet50_Weights.IMAGENET1K_V2"), models.get_weight("MobileNet_V3_Small_Weights.DEFAULT"))
print(models.get_model_weights("resnet18"), models.get_model_weights(models.densenet121))
print(models.get_model_weights("mobilenet_v3_large").DEFAULT.meta["num_params"])
print(ResNet50_Weights.verify("IMAGENET1K_V1"), ResNet50_Weights.verify("ResNet50_Weights.IMAGENET1K_V2"),
      ResNet50_Weights.verify(None))
print([n for n in models.list_models() if n.startswith(("resnet", "mobilenet", "efficientnet_b", "regnet_y"))])
print(models.get_model_builder("ResNet18") is models.resnet18)
for bad in [lambda: models.get_weight("ResNet50_Weights"), lambda: models.get_weight("ResNet50_Weights.V9"),
            lambda: models.get_weight("NoSuch_Weights.DEFAULT"), lambda: models.get_model("resnet9"),
            lambda: ResNet50_Weights.verify(ResNet18_Weights.DEFAULT)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
