# Fine-tuning a CNN: freeze the feature extractor (batch norm included), swap the head, then unfreeze the last block.
import torch
import torch.nn as nn

torch.manual_seed(7)


def make_backbone():
    return nn.Sequential(
        nn.Conv2d(1, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(),
        nn.Conv2d(4, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(),
    )


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.backbone = make_backbone()
        self.head = nn.Linear(8, 10)

    def forward(self, x):
        return self.head(self.backbone(x))


pretrained = Net()
x = torch.randn(10, 1, 8, 8)
pretrained(x)  # updates batch norm statistics like a pretraining pass would
model = Net()
missing = model.load_state_dict(pretrained.state_dict())
print(missing)

model.head = nn.Linear(model.head.in_features, 3)
for param in model.backbone.parameters():
    param.requires_grad = False


def set_bn_eval(m):
    if isinstance(m, nn.BatchNorm2d):
        m.eval()


model.train()
model.apply(set_bn_eval)
print([(type(m).__name__, m.training) for m in model.backbone if isinstance(m, nn.BatchNorm2d)])

for name, param in model.named_parameters():
    print(f"{name:22s} requires_grad={param.requires_grad} shape={tuple(param.shape)}")

params_to_update = [p for p in model.parameters() if p.requires_grad]
print("params to update:", len(params_to_update))
optimizer = torch.optim.SGD(params_to_update, lr=0.1, momentum=0.9)
y = torch.tensor([0, 1, 2, 0, 1, 2, 0, 1, 2, 0])
rm_before = model.backbone[1].running_mean.clone()
for epoch in range(4):
    optimizer.zero_grad()
    loss = nn.CrossEntropyLoss()(model(x), y)
    loss.backward()
    optimizer.step()
    print(f"epoch {epoch} loss {loss.item():.4f}")
print("running_mean unchanged:", torch.equal(rm_before, model.backbone[1].running_mean))
print("conv grad:", model.backbone[0].weight.grad)
print("head grad shape:", model.head.weight.grad.shape)

print("\nunfreeze the second conv block")
for module in list(model.backbone.children())[3:5]:
    for p in module.parameters():
        p.requires_grad_(True)
optimizer.add_param_group({"params": [p for p in model.backbone[3:5].parameters()], "lr": 0.01})
print([len(g["params"]) for g in optimizer.param_groups], [g["lr"] for g in optimizer.param_groups])
print("momentum in new group:", optimizer.param_groups[1]["momentum"])
optimizer.zero_grad()
loss = nn.CrossEntropyLoss()(model(x), y)
loss.backward()
optimizer.step()
print(f"loss {loss.item():.4f}")
print("conv2 grad norm:", round(model.backbone[3].weight.grad.norm().item(), 4))
print("frozen conv1 grad:", model.backbone[0].weight.grad)
try:
    optimizer.add_param_group({"params": model.head.parameters()})
except ValueError as e:
    print("ValueError:", e)
