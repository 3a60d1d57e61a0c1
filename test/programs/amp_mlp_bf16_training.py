# A mixed-precision training loop on the CPU: the forward pass under bfloat16 autocast, float32 master weights,
# and the same run in float32 for comparison.
import torch
import torch.nn as nn

torch.manual_seed(0)
X = torch.randn(128, 10)
true_w = torch.randn(10, 1)
y = X @ true_w + 0.05 * torch.randn(128, 1)


def make_model():
    torch.manual_seed(1)
    return nn.Sequential(nn.Linear(10, 32), nn.GELU(), nn.Linear(32, 1))


def train(use_amp):
    model = make_model()
    opt = torch.optim.Adam(model.parameters(), lr=0.01)
    losses = []
    for step in range(30):
        opt.zero_grad(set_to_none=True)
        with torch.autocast(device_type="cpu", dtype=torch.bfloat16, enabled=use_amp):
            pred = model(X)
            loss = nn.functional.mse_loss(pred, y)
        if step == 0:
            print(f"amp={use_amp}: pred {pred.dtype}, loss {loss.dtype}, weight {model[0].weight.dtype}")
        loss.backward()
        if step == 0:
            print("  grads:", sorted({str(p.grad.dtype) for p in model.parameters()}))
        opt.step()
        losses.append(loss.item())
    return model, losses


m32, l32 = train(False)
m16, l16 = train(True)
print("first loss close:", abs(l32[0] - l16[0]) / l32[0] < 0.02)
print("both improve tenfold:", l32[-1] < l32[0] / 10, l16[-1] < l16[0] / 10)
print("final losses within 20%:", abs(l32[-1] - l16[-1]) / l32[-1] < 0.2)
print("parameters stay float32:", all(p.dtype == torch.float32 for p in m16.parameters()))
with torch.no_grad():
    diff = max((a - b).abs().max().item() for a, b in zip(m32.parameters(), m16.parameters()))
print("weights stay close:", diff < 0.05)

with torch.inference_mode(), torch.autocast("cpu"):
    out = m16(X[:3])
print(out.dtype, out.shape, out.requires_grad)
