# Regression with outliers: MSE vs L1 vs Huber vs SmoothL1, and how the fitted line moves with each loss
import torch
import torch.nn as nn

torch.manual_seed(0)
x = torch.linspace(-2, 2, 40).unsqueeze(1)
y = 1.5 * x - 0.5 + 0.1 * torch.randn(40, 1)
y[::8] += 6.0
print(y[::8].squeeze(1))

losses = {
    "mse": nn.MSELoss(),
    "l1": nn.L1Loss(),
    "huber d=1": nn.HuberLoss(delta=1.0),
    "huber d=0.3": nn.HuberLoss(delta=0.3),
    "smoothl1 b=0.3": nn.SmoothL1Loss(beta=0.3),
}
for name, loss_fn in losses.items():
    torch.manual_seed(1)
    model = nn.Linear(1, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for epoch in range(300):
        opt.zero_grad()
        loss = loss_fn(model(x), y)
        loss.backward()
        opt.step()
    print(f"{name:15s} w={model.weight.item():.4f} b={model.bias.item():.4f} loss={loss.item():.4f}")

# the losses on a few residuals
r = torch.tensor([-2.0, -0.5, -0.1, 0.0, 0.2, 1.0, 3.0])
z = torch.zeros_like(r)
print(nn.functional.mse_loss(r, z, reduction="none"))
print(nn.functional.l1_loss(r, z, reduction="none"))
print(nn.functional.huber_loss(r, z, reduction="none", delta=0.5))
print(nn.functional.smooth_l1_loss(r, z, reduction="none", beta=0.5))
print(nn.functional.smooth_l1_loss(r, z, reduction="none", beta=0.0))
print(torch.allclose(nn.functional.huber_loss(r, z, delta=0.5, reduction="none"), 0.5 * nn.functional.smooth_l1_loss(r, z, beta=0.5, reduction="none")))
# gradients are bounded for the robust losses
rr = r.clone().requires_grad_(True)
for fn in [nn.functional.mse_loss, nn.functional.l1_loss, nn.functional.huber_loss, nn.functional.smooth_l1_loss]:
    rr.grad = None
    fn(rr, z, reduction="sum").backward()
    print(fn.__name__, rr.grad)
print(nn.functional.huber_loss(r, z, reduction="sum"), nn.functional.smooth_l1_loss(r, z, reduction="mean"))
# log-cosh written by hand, stable form
def log_cosh(pred, target):
    d = pred - target
    return (d + nn.functional.softplus(-2.0 * d) - torch.log(torch.tensor(2.0))).mean()
print(log_cosh(torch.tensor([0.0, 100.0, -100.0]), torch.zeros(3)))
try:
    nn.SmoothL1Loss(beta=-1.0)(r, z)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    nn.HuberLoss(delta=0.0)(r, z)
except RuntimeError as e:
    print("RuntimeError:", e)
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    nn.L1Loss()(torch.ones(3, 1), torch.ones(3))
    print(w[0].category.__name__, w[0].message)
