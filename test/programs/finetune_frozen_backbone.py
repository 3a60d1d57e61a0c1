# Fine-tuning: freeze a pretrained backbone, replace the head, and give parameter groups their own learning rates.
import torch
from torch import nn

torch.manual_seed(0)
backbone = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 8), nn.ReLU())
model = nn.Sequential(backbone, nn.Linear(8, 3))
print(model)

model[1] = nn.Linear(8, 2)
for p in backbone.parameters():
    p.requires_grad = False
trainable = [n for n, p in model.named_parameters() if p.requires_grad]
print("trainable:", trainable)
print("frozen count:", sum(p.numel() for p in model.parameters() if not p.requires_grad))

x = torch.randn(20, 4)
y = (x[:, 0] > 0).long()
opt = torch.optim.SGD(filter(lambda p: p.requires_grad, model.parameters()), lr=0.5)
frozen_before = backbone[0].weight.clone()
for step in range(30):
    loss = nn.functional.cross_entropy(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 10 == 0:
        print(f"step {step:2d} loss {loss.item():.4f}")
print("backbone unchanged:", torch.equal(frozen_before, backbone[0].weight), backbone[0].weight.grad)

print("\nUnfreeze with a smaller learning rate for the backbone:")
for p in backbone.parameters():
    p.requires_grad_(True)
opt = torch.optim.Adam([
    {"params": backbone.parameters(), "lr": 1e-4},
    {"params": model[1].parameters()},
], lr=1e-2)
print([g["lr"] for g in opt.param_groups], [len(g["params"]) for g in opt.param_groups])
for step in range(10):
    loss = nn.functional.cross_entropy(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
print(f"loss {loss.item():.4f}", "backbone moved:", not torch.equal(frozen_before, backbone[0].weight))
print(f"largest backbone change {(backbone[0].weight - frozen_before).abs().max().item():.6f}")
print("accuracy:", (model(x).argmax(1) == y).float().mean().item())
