# A hand-written model summary: per-layer output shapes via forward hooks, parameter counts and model size.
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.Conv2d(3, 6, kernel_size=5),
    nn.ReLU(),
    nn.MaxPool2d(2),
    nn.Conv2d(6, 12, kernel_size=3, padding=1),
    nn.BatchNorm2d(12),
    nn.ReLU(),
    nn.AdaptiveAvgPool2d((2, 2)),
    nn.Flatten(),
    nn.Dropout(0.3),
    nn.Linear(48, 10),
)


def summary(model, input_size):
    rows = []

    def hook(module, inputs, output):
        params = sum(p.numel() for p in module.parameters(recurse=False))
        rows.append((module.__class__.__name__, list(output.shape), params))

    handles = [m.register_forward_hook(hook) for m in model.modules() if not list(m.children())]
    model.eval()
    with torch.no_grad():
        model(torch.zeros(1, *input_size))
    for h in handles:
        h.remove()
    print("-" * 56)
    print(f"{'Layer (type)':<25}{'Output Shape':<20}{'Param #':>10}")
    print("=" * 56)
    for i, (name, shape, params) in enumerate(rows):
        print(f"{name + '-' + str(i + 1):<25}{str(shape):<20}{params:>10,}")
    print("=" * 56)


summary(model, (3, 16, 16))
total = sum(p.numel() for p in model.parameters())
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(f"Total params: {total:,}")
print(f"Trainable params: {trainable:,}")
print(f"Non-trainable params: {total - trainable:,}")

param_size = sum(p.nelement() * p.element_size() for p in model.parameters())
buffer_size = sum(b.nelement() * b.element_size() for b in model.buffers())
print(f"model size: {(param_size + buffer_size) / 1024 ** 2:.4f} MB")
print("buffers:", [(n, b.dtype, b.element_size()) for n, b in model.named_buffers()])

for name, module in model.named_modules():
    if isinstance(module, (nn.Conv2d, nn.Linear)):
        print(f"{name}: {module.__class__.__name__} weight {tuple(module.weight.shape)} "
              f"mean {module.weight.mean().item():+.4f} std {module.weight.std().item():.4f}")

print(model[3])
print(repr(model[4]))
print(model[-1].extra_repr())
print("children:", len(list(model.children())), "modules:", len(list(model.modules())))
print("state_dict keys:", list(model.state_dict().keys()))
print({n: p.shape for n, p in model.named_parameters() if n.startswith("4")})
half = model.half()
print("half dtype:", next(half.parameters()).dtype, "buffer:", half[4].running_mean.dtype, half[4].num_batches_tracked.dtype)
