# LoRA: freeze a pretrained Linear, add a low-rank update, count trainable parameters, merge for inference
import math
import torch
import torch.nn as nn

torch.manual_seed(0)


class LoRALinear(nn.Module):
    def __init__(self, base: nn.Linear, r=2, alpha=4):
        super().__init__()
        self.base = base
        self.base.weight.requires_grad_(False)
        if self.base.bias is not None:
            self.base.bias.requires_grad_(False)
        self.lora_A = nn.Parameter(torch.empty(r, base.in_features))
        self.lora_B = nn.Parameter(torch.zeros(base.out_features, r))
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))
        self.scaling = alpha / r
        self.merged = False

    def forward(self, x):
        out = self.base(x)
        if not self.merged:
            out = out + (x @ self.lora_A.t() @ self.lora_B.t()) * self.scaling
        return out

    def merge(self):
        self.base.weight.data += (self.lora_B @ self.lora_A) * self.scaling
        self.merged = True

    def extra_repr(self):
        return f"r={self.lora_A.shape[0]}, scaling={self.scaling}"


model = nn.Sequential(nn.Linear(6, 10), nn.ReLU(), nn.Linear(10, 3))
model[0] = LoRALinear(model[0])
model[2] = LoRALinear(model[2], r=1, alpha=1)
print(model)


def count(m):
    total = sum(p.numel() for p in m.parameters())
    trainable = sum(p.numel() for p in m.parameters() if p.requires_grad)
    return total, trainable


total, trainable = count(model)
print(f"trainable params: {trainable} || all params: {total} || trainable%: {100 * trainable / total:.2f}")
for name, p in model.named_parameters():
    print(name, tuple(p.shape), p.requires_grad)

x = torch.randn(16, 6)
y = torch.randint(0, 3, (16,))
frozen_before = model[0].base.weight.clone()
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=0.05)
for step in range(15):
    loss = nn.functional.cross_entropy(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 5 == 0:
        print(step, round(loss.item(), 4))
print("base frozen:", torch.equal(frozen_before, model[0].base.weight), model[0].base.weight.grad)
print("B grad norm:", model[0].lora_B.grad.norm())
model.eval()
with torch.no_grad():
    before = model(x)
    for m in model:
        if isinstance(m, LoRALinear):
            m.merge()
    after = model(x)
print("merged matches:", torch.allclose(before, after, atol=1e-5))
print(after[:3])
print([k for k in model.state_dict()])
print(opt.state_dict()["param_groups"][0]["lr"], sorted(opt.state_dict()["state"][0]))
