# GradScaler misuse on cuda: PyTorch's errors
import torch
import torch.nn as nn

model = nn.Linear(3, 1).cuda()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler("cuda")
x = torch.ones(2, 3, device="cuda")


def attempt(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("step before scale", lambda: scaler.step(opt))
attempt("unscale before scale", lambda: scaler.unscale_(opt))
attempt("update before scale", lambda: scaler.update())
loss = model(x).sum()
scaler.scale(loss).backward()
attempt("unscale", lambda: scaler.unscale_(opt))
attempt("unscale twice", lambda: scaler.unscale_(opt))
attempt("step", lambda: scaler.step(opt))
attempt("step twice", lambda: scaler.step(opt))
scaler.update()
attempt("update float", lambda: scaler.update(2.0))
attempt("update cpu tensor", lambda: scaler.update(torch.tensor(2.0)))
attempt("update int tensor", lambda: scaler.update(torch.tensor(2, device="cuda")))
attempt("update 2-elem tensor", lambda: scaler.update(torch.ones(2, device="cuda")))
print(scaler.get_scale())
attempt("update cuda tensor", lambda: scaler.update(torch.tensor(4.0, device="cuda")))
print(scaler.get_scale())
attempt("scale a list", lambda: [t.item() for t in scaler.scale([torch.tensor(1.0, device="cuda"), torch.tensor(2.0, device="cuda")])])
attempt("scale a dict", lambda: type(scaler.scale({"a": torch.ones(1, device="cuda")})).__name__)
attempt("scale cpu", lambda: scaler.scale(torch.ones(2)))
attempt("step closure", lambda: scaler.step(opt, closure=lambda: 0))
with torch.autocast("cuda"):
    attempt("bce", lambda: nn.functional.binary_cross_entropy(torch.rand(3, device="cuda"), torch.ones(3, device="cuda")))
    attempt("BCELoss", lambda: nn.BCELoss()(torch.rand(3, device="cuda"), torch.ones(3, device="cuda")))
attempt("autocast bad device", lambda: torch.autocast("gpu"))
attempt("autocast int device", lambda: torch.autocast(0))
attempt("GradScaler other device", lambda: torch.amp.GradScaler("tpu").is_enabled())
off = torch.amp.GradScaler("cuda", enabled=False)
attempt("disabled scale", lambda: off.scale(torch.tensor(3.0, device="cuda")).item())
attempt("disabled get_scale", lambda: off.get_scale())
attempt("disabled state", lambda: off.state_dict())
attempt("disabled unscale", lambda: off.unscale_(opt))
attempt("disabled update", lambda: off.update())
