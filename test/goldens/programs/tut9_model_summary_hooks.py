# A model summary table from forward hooks: layer names, output shapes, parameter counts, and submodule access
import torch
import torch.nn as nn


class SmallCNN(nn.Module):
    def __init__(self, num_classes=5):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(inplace=True), nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(inplace=True), nn.AdaptiveAvgPool2d((2, 2)),
        )
        self.classifier = nn.Sequential(nn.Flatten(), nn.Dropout(0.25), nn.Linear(64, 32), nn.ReLU(), nn.Linear(32, num_classes))

    def forward(self, x):
        return self.classifier(self.features(x))

    def extra_repr(self):
        return "num_classes={}".format(self.classifier[-1].out_features)


torch.manual_seed(0)
model = SmallCNN()
print(model)


def summary(model, input_size):
    rows = []
    hooks = []

    def register(name, module):
        def hook(mod, inp, out):
            params = sum(p.numel() for p in mod.parameters(recurse=False))
            trainable = sum(p.numel() for p in mod.parameters(recurse=False) if p.requires_grad)
            rows.append((f"{mod.__class__.__name__}-{len(rows) + 1}", name, list(out.shape), params, trainable))
        if not list(module.children()):
            hooks.append(module.register_forward_hook(hook))

    for name, module in model.named_modules():
        register(name, module)
    model.eval()
    with torch.no_grad():
        model(torch.zeros(2, *input_size))
    for h in hooks:
        h.remove()
    line = "-" * 64
    print(line)
    print("{:>18} {:>14} {:>20} {:>9}".format("Layer (type)", "Name", "Output Shape", "Param #"))
    print("=" * 64)
    for layer, name, shape, params, _ in rows:
        print("{:>18} {:>14} {:>20} {:>9,}".format(layer, name, str(shape), params))
    total = sum(r[3] for r in rows)
    trainable = sum(r[4] for r in rows)
    print("=" * 64)
    print(f"Total params: {total:,}")
    print(f"Trainable params: {trainable:,}")
    print(f"Non-trainable params: {total - trainable:,}")
    print(line)
    return rows


rows = summary(model, (1, 16, 16))
print(len(rows), model.training)
for p in model.features.parameters():
    p.requires_grad_(False)
rows = summary(model, (1, 12, 12))
print(sum(p.numel() for p in model.parameters() if p.requires_grad))
buffers = {n: tuple(b.shape) for n, b in model.named_buffers()}
print(buffers)
print(model.get_submodule("features.4"))
print(model.get_parameter("classifier.2.bias").shape, model.get_buffer("features.1.num_batches_tracked"))
try:
    model.get_submodule("features.9")
except AttributeError as e:
    print("AttributeError:", e)
try:
    model.get_parameter("classifier.2.weights")
except AttributeError as e:
    print("AttributeError:", e)
print([n for n, _ in model.named_children()], len(list(model.modules())))
print(model.classifier[-2:], model.features[::4])
model.classifier[-1] = nn.Linear(32, 2)
print(model.classifier[-1], model(torch.randn(1, 1, 8, 8)).shape)
print(model.state_dict()["features.1.running_var"])
