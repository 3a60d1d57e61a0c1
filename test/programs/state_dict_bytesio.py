# Saving and restoring model and optimizer state through an in-memory buffer.
# (The linear layer before batch norm has no bias: batch norm would cancel it.)
import io
import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4, bias=False), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 1))
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)

x = torch.randn(8, 3)
y = torch.randn(8, 1)
for _ in range(3):
    loss = nn.functional.mse_loss(model(x), y)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
print(f"loss after 3 steps: {loss.item():.4f}")

sd = model.state_dict()
print("keys:", list(sd.keys()))
print("running_mean:", sd["1.running_mean"])
print("num_batches_tracked:", sd["1.num_batches_tracked"])

buffer = io.BytesIO()
torch.save({"model": sd, "optimizer": optimizer.state_dict(), "epoch": 3}, buffer)
print("saved bytes > 0:", buffer.tell() > 0)

buffer.seek(0)
checkpoint = torch.load(buffer)
print("epoch:", checkpoint["epoch"])
print("optimizer param_groups:", [{k: v for k, v in g.items() if k in ("lr", "betas", "params")} for g in checkpoint["optimizer"]["param_groups"]])
print("optimizer state steps:", [s["step"] for s in checkpoint["optimizer"]["state"].values()])

torch.manual_seed(123)
restored = nn.Sequential(nn.Linear(3, 4, bias=False), nn.BatchNorm1d(4), nn.ReLU(), nn.Linear(4, 1))
print("before load, same weights?", torch.equal(restored[0].weight, model[0].weight))
result = restored.load_state_dict(checkpoint["model"])
print("load result:", result)
print("after load, same weights?", torch.equal(restored[0].weight, model[0].weight))

model.eval()
restored.eval()
with torch.no_grad():
    print("same outputs:", torch.equal(model(x), restored(x)))

opt2 = torch.optim.Adam(restored.parameters(), lr=0.5)
opt2.load_state_dict(checkpoint["optimizer"])
print("restored lr:", opt2.param_groups[0]["lr"])

print("\nA single tensor round trip:")
buf = io.BytesIO()
t = torch.arange(6, dtype=torch.float64).reshape(2, 3)
torch.save(t, buf)
buf.seek(0)
back = torch.load(buf)
print(back, back.dtype, torch.equal(back, t))

print("\nstrict=False reports what does not match:")
partial = {"0.weight": sd["0.weight"], "extra.bias": torch.zeros(1)}
print(restored.load_state_dict(partial, strict=False))
