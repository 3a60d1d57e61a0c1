# Evaluating a small CNN under CPU autocast as an inference tutorial would, with autocast and inference_mode together.
import torch
import torch.nn as nn

device_type = "cuda" if torch.cuda.is_available() else "cpu"
amp_dtype = torch.bfloat16 if device_type == "cpu" else torch.float16
torch.manual_seed(0)
net = nn.Sequential(
    nn.Conv2d(1, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(), nn.MaxPool2d(2),
    nn.Conv2d(4, 8, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 3),
).to(device_type).eval()
x = torch.randn(2, 1, 8, 8, device=device_type)
with torch.inference_mode():
    ref = net(x)
with torch.inference_mode(), torch.autocast(device_type=device_type, dtype=amp_dtype):
    feats = []
    h = x
    for layer in net:
        h = layer(h)
        feats.append((type(layer).__name__, h.dtype, tuple(h.shape)))
    out = h
for f in feats:
    print(*f)
print(out.dtype, out.is_inference(), out.requires_grad)
print((out.float() - ref).abs().max() < 0.05)
print(out.argmax(1), ref.argmax(1))
probs = out.float().softmax(1)
print(probs.sum(1))
with torch.autocast(device_type=device_type, dtype=amp_dtype):
    y = net(x)
    print(y.dtype, y.grad_fn.name())
    loss = nn.functional.cross_entropy(y, torch.tensor([0, 2]))
    print(loss.dtype, loss.grad_fn.name())
loss.backward()
print(net[0].weight.grad.dtype, net[0].weight.grad.shape, net[-1].bias.grad.dtype)
print(net[1].running_mean.dtype, net[1].num_batches_tracked)
