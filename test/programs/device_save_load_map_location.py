# Saving on one device and loading on another: map_location, load_state_dict and continuing training.
import io

import torch
import torch.nn as nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
torch.manual_seed(0)

model = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1)).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
X = torch.randn(16, 3, device=device)
y = X.sum(dim=1, keepdim=True)
for _ in range(5):
    loss = nn.functional.mse_loss(model(X), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
print(f"loss before save {loss.item():.5f}")

buf = io.BytesIO()
torch.save({"model": model.state_dict(), "optimizer": opt.state_dict(), "epoch": 5}, buf)

for where in ["cpu", torch.device("cpu"), lambda storage, loc: storage, {"cuda:0": "cpu"}]:
    buf.seek(0)
    ckpt = torch.load(buf, map_location=where)
    print(type(where).__name__, ckpt["epoch"], ckpt["model"]["0.weight"].device)

buf.seek(0)
ckpt = torch.load(buf, map_location=device)
model2 = nn.Sequential(nn.Linear(3, 4), nn.Tanh(), nn.Linear(4, 1))
print(model2.load_state_dict(ckpt["model"]))
model2.to(device)
opt2 = torch.optim.SGD(model2.parameters(), lr=0.1, momentum=0.9)
opt2.load_state_dict(ckpt["optimizer"])
print(opt2.state_dict()["state"][0]["momentum_buffer"].device)
for _ in range(3):
    for m, o in ((model, opt), (model2, opt2)):
        loss = nn.functional.mse_loss(m(X), y)
        o.zero_grad()
        loss.backward()
        o.step()
    print(torch.equal(model[0].weight, model2[0].weight), f"{loss.item():.5f}")

bad = {k: v for k, v in ckpt["model"].items() if k != "2.bias"}
print(model2.load_state_dict(bad, strict=False))
try:
    model2.load_state_dict(bad)
except RuntimeError as e:
    print(e)
