# torch.save / torch.load round trips: shared storage, views, state dicts, BytesIO, nested containers
import io
import os
import tempfile
from collections import OrderedDict

import torch

torch.manual_seed(7)
buf = io.BytesIO()
a = torch.arange(10.)
view = a[2:5]
torch.save({"a": a, "view": view, "n": 3, "s": "hi", "l": [1, 2.5, None], "t": (a[0],)}, buf)
print(buf.tell() > 0)
buf.seek(0)
d = torch.load(buf)
print(sorted(d.keys()), d["a"], d["view"], d["n"], d["s"], d["l"], d["t"])
d["view"][0] = 100
print(d["a"], d["view"].storage_offset(), d["view"]._base is None, d["view"].data_ptr() - d["a"].data_ptr())
b = torch.randn(2, 3)
t = b.t()
buf = io.BytesIO()
torch.save([b, t], buf)
buf.seek(0)
b2, t2 = torch.load(buf)
print(torch.equal(b, b2), t2.stride(), t2.is_contiguous(), t2.data_ptr() == b2.data_ptr())
for dt in [torch.float64, torch.int32, torch.bool, torch.float16, torch.bfloat16, torch.uint8]:
    x = torch.tensor([1, 0, 3]).to(dt)
    buf = io.BytesIO()
    torch.save(x, buf)
    buf.seek(0)
    y = torch.load(buf)
    print(dt, y, y.dtype == x.dtype, torch.equal(x, y))
model = torch.nn.Sequential(OrderedDict([("fc1", torch.nn.Linear(3, 4)), ("act", torch.nn.ReLU()), ("fc2", torch.nn.Linear(4, 2))]))
sd = model.state_dict()
print(list(sd.keys()), type(sd).__name__, sd["fc1.weight"].shape)
with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "model.pt")
    torch.save(sd, path)
    loaded = torch.load(path)
    print(type(loaded).__name__, list(loaded.keys()), all(torch.equal(loaded[k], sd[k]) for k in sd))
    fresh = torch.nn.Sequential(OrderedDict([("fc1", torch.nn.Linear(3, 4)), ("act", torch.nn.ReLU()), ("fc2", torch.nn.Linear(4, 2))]))
    print(fresh.load_state_dict(loaded))
    x = torch.randn(5, 3)
    print(torch.equal(fresh(x), model(x)))
    ckpt = {"epoch": 3, "model": model.state_dict(), "loss": 0.25, "optim": torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9).state_dict()}
    torch.save(ckpt, os.path.join(tmp, "ckpt.tar"))
    c = torch.load(os.path.join(tmp, "ckpt.tar"))
    print(c["epoch"], c["loss"], c["optim"]["param_groups"][0]["lr"], c["optim"]["param_groups"][0]["momentum"], c["optim"]["state"])
    torch.save(a, os.path.join(tmp, "t.pt"))
    print(torch.load(os.path.join(tmp, "t.pt"), map_location="cpu"), torch.load(os.path.join(tmp, "t.pt"), map_location=torch.device("cpu")).device)
    with open(os.path.join(tmp, "t.pt"), "rb") as f:
        print(torch.load(f).sum())
p = torch.nn.Parameter(torch.ones(2))
buf = io.BytesIO()
torch.save({"p": p, "g": torch.ones(2, requires_grad=True)}, buf)
buf.seek(0)
r = torch.load(buf)
print(type(r["p"]).__name__, r["p"], r["g"].requires_grad, r["g"])
buf = io.BytesIO()
torch.save(torch.tensor(3.5), buf)
buf.seek(0)
print(torch.load(buf), torch.load(io.BytesIO(buf.getvalue())).shape)
big = torch.zeros(100)
small = big[:3]
b1, b2 = io.BytesIO(), io.BytesIO()
torch.save(small, b1)
torch.save(small.clone(), b2)
print(len(b1.getvalue()) > len(b2.getvalue()))
b1.seek(0)
s1 = torch.load(b1)
print(s1, s1.storage().size() if False else s1.shape)
