# Checkpointing a training run (model, optimizer, scheduler, epoch, best metric) to a buffer and resuming it exactly.
import io
import torch
import torch.nn as nn

torch.manual_seed(3)


def make_model():
    return nn.Sequential(nn.Conv2d(1, 2, 3, bias=False), nn.BatchNorm2d(2), nn.ReLU(), nn.Flatten(), nn.Linear(2 * 4 * 4, 2))


x = torch.randn(6, 1, 6, 6)
y = torch.tensor([0, 1, 1, 0, 1, 0])
model = make_model()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=2, gamma=0.5)
loss_fn = nn.CrossEntropyLoss()


def train_epoch(model, optimizer, scheduler):
    model.train()
    optimizer.zero_grad()
    loss = loss_fn(model(x), y)
    loss.backward()
    optimizer.step()
    scheduler.step()
    return loss.item()


best = float("inf")
for epoch in range(3):
    loss = train_epoch(model, optimizer, scheduler)
    best = min(best, loss)
    print(f"epoch {epoch} loss {loss:.5f} lr {scheduler.get_last_lr()[0]:.5f}")

buf = io.BytesIO()
torch.save({
    "epoch": 3,
    "model_state_dict": model.state_dict(),
    "optimizer_state_dict": optimizer.state_dict(),
    "scheduler_state_dict": scheduler.state_dict(),
    "best_loss": best,
}, buf)
print("checkpoint written:", buf.getbuffer().nbytes > 1000)

buf.seek(0)
ckpt = torch.load(buf)
print(sorted(ckpt.keys()))
print("epoch:", ckpt["epoch"], "best:", round(ckpt["best_loss"], 5))
print("optimizer state keys:", list(ckpt["optimizer_state_dict"].keys()))
group = ckpt["optimizer_state_dict"]["param_groups"][0]
print("param_groups:", {k: group[k] for k in ("lr", "betas", "eps", "weight_decay", "amsgrad", "initial_lr", "params")})
sched_state = ckpt["scheduler_state_dict"]
print("scheduler:", {k: sched_state[k] for k in ("step_size", "gamma", "base_lrs", "last_epoch", "_step_count", "_last_lr")})
print("adam step of first param:", ckpt["optimizer_state_dict"]["state"][0]["step"])

resumed = make_model()
opt2 = torch.optim.Adam(resumed.parameters(), lr=1e-2)
sched2 = torch.optim.lr_scheduler.StepLR(opt2, step_size=2, gamma=0.5)
print(resumed.load_state_dict(ckpt["model_state_dict"]))
opt2.load_state_dict(ckpt["optimizer_state_dict"])
sched2.load_state_dict(ckpt["scheduler_state_dict"])
print("lr after resume:", opt2.param_groups[0]["lr"], sched2.last_epoch)

for epoch in range(ckpt["epoch"], 5):
    a = train_epoch(model, optimizer, scheduler)
    b = train_epoch(resumed, opt2, sched2)
    print(f"epoch {epoch}: original {a:.6f} resumed {b:.6f} same={a == b}")
print("weights identical:", all(torch.equal(p, q) for p, q in zip(model.parameters(), resumed.parameters())))

bad = nn.Sequential(nn.Linear(3, 2))
try:
    bad.load_state_dict(ckpt["model_state_dict"])
except RuntimeError as e:
    print("RuntimeError:", str(e).splitlines()[0])
result = bad.load_state_dict({"0.weight": torch.zeros(2, 3)}, strict=False)
print(result.missing_keys, result.unexpected_keys)

buf2 = io.BytesIO()
torch.save(model, buf2)
buf2.seek(0)
whole = torch.load(buf2, weights_only=False)
print(type(whole).__name__, len(whole))
