# Pulling intermediate features out of torchvision classifiers: chop the head off with nn.Sequential over
# children(), capture stage outputs with forward hooks, and use a model's `features` block as a frozen embedding.
import torch
import torch.nn as nn
from torchvision import models

torch.manual_seed(0)
resnet = models.resnet18(weights=None).eval()
backbone = nn.Sequential(*list(resnet.children())[:-1])
print([name for name, _ in resnet.named_children()])
x = torch.randn(2, 3, 64, 64)
with torch.no_grad():
    embedding = backbone(x).flatten(1)
print(embedding.shape, embedding[:, :5])

features = {}


def save_output(name):
    def hook(module, inputs, output):
        features[name] = output.detach()
    return hook


handles = [getattr(resnet, name).register_forward_hook(save_output(name))
           for name in ("layer1", "layer2", "layer3", "layer4")]
with torch.no_grad():
    logits = resnet(x)
for name, value in features.items():
    print(name, tuple(value.shape), f"{value.mean().item():.5f}")
for handle in handles:
    handle.remove()
print(torch.allclose(features["layer4"].mean((2, 3)), embedding), logits.shape)

squeeze = models.squeezenet1_1(weights=None).eval()
for p in squeeze.features.parameters():
    p.requires_grad = False
with torch.no_grad():
    fmap = squeeze.features(x)
print(type(squeeze.features).__name__, len(squeeze.features), tuple(fmap.shape))
pooled = nn.functional.adaptive_avg_pool2d(fmap, 1).flatten(1)
probe = nn.Linear(pooled.shape[1], 3)
print(probe(pooled))
