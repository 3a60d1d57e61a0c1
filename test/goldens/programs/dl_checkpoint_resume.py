# Training with periodic checkpoints (model, optimizer, scheduler, epoch, RNG state) saved with torch.save, then
# resuming from one in a fresh model: the resumed run prints the same losses as the uninterrupted one.
import io

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(0)
X = torch.randn(64, 4)
w = torch.tensor([[1.0], [-2.0], [0.5], [3.0]])
y = X @ w + 0.1 * torch.randn(64, 1)
ds = TensorDataset(X, y)


def make():
    model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
    opt = torch.optim.AdamW(model.parameters(), lr=0.01, weight_decay=0.01)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=6)
    return model, opt, sched


def run_epoch(model, opt, sched, loader):
    total = 0.0
    for xb, yb in loader:
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(xb), yb)
        loss.backward()
        opt.step()
        total += loss.item()
    sched.step()
    return total / len(loader)


torch.manual_seed(1)
model, opt, sched = make()
g = torch.Generator().manual_seed(2)
loader = DataLoader(ds, batch_size=8, shuffle=True, generator=g)
checkpoints = {}
for epoch in range(6):
    loss = run_epoch(model, opt, sched, loader)
    print(f"epoch {epoch} loss {loss:.5f} lr {sched.get_last_lr()[0]:.6f}")
    if epoch == 2:
        buf = io.BytesIO()
        torch.save({"epoch": epoch, "model": model.state_dict(), "optimizer": opt.state_dict(),
                    "scheduler": sched.state_dict(), "loader_rng": g.get_state(), "loss": loss}, buf)
        checkpoints["epoch2"] = buf.getvalue()
final = {k: v.clone() for k, v in model.state_dict().items()}

ckpt = torch.load(io.BytesIO(checkpoints["epoch2"]))
print(sorted(ckpt), ckpt["epoch"], round(ckpt["loss"], 5))
print(sorted(ckpt["optimizer"]), ckpt["optimizer"]["param_groups"][0]["lr"], ckpt["scheduler"]["last_epoch"])
print(sorted(ckpt["optimizer"]["state"][0]), ckpt["optimizer"]["state"][0]["step"])
model2, opt2, sched2 = make()
model2.load_state_dict(ckpt["model"])
opt2.load_state_dict(ckpt["optimizer"])
sched2.load_state_dict(ckpt["scheduler"])
g2 = torch.Generator()
g2.set_state(ckpt["loader_rng"])
loader2 = DataLoader(ds, batch_size=8, shuffle=True, generator=g2)
for epoch in range(ckpt["epoch"] + 1, 6):
    loss = run_epoch(model2, opt2, sched2, loader2)
    print(f"resumed epoch {epoch} loss {loss:.5f} lr {sched2.get_last_lr()[0]:.6f}")
print(all(torch.equal(final[k], v) for k, v in model2.state_dict().items()))

buf = io.BytesIO()
torch.save(model2, buf)
buf.seek(0)
whole = torch.load(buf, weights_only=False)
print(whole)
print(torch.equal(whole(X[:3]), model2(X[:3])))
