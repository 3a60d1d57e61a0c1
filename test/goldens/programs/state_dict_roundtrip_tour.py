# state_dict round trips: keys, buffers, strict loading messages, optimizer state, saving to a buffer.
import io
import torch
import torch.nn as nn

torch.manual_seed(1)

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(3, 4)
        self.bn = nn.BatchNorm1d(4)
        self.fc2 = nn.Linear(4, 2)
        self.register_buffer("steps", torch.tensor(0))
        self.register_buffer("cache", torch.zeros(2), persistent=False)

    def forward(self, x):
        return self.fc2(torch.relu(self.bn(self.fc1(x))))

net = Net()
sd = net.state_dict()
print(list(sd.keys()))
print(type(sd).__name__, sd["bn.num_batches_tracked"], sd["steps"].dtype)
for k, v in sd.items():
    print(k, tuple(v.shape), v.dtype, v.requires_grad)
print(sd["fc1.bias"])

net2 = Net()
print(net2.load_state_dict(sd))
print(torch.equal(net2.fc1.weight, net.fc1.weight))
print(sd["fc1.weight"].data_ptr() == net.fc1.weight.data_ptr())

bad = dict(sd)
del bad["fc2.bias"]
bad["extra.weight"] = torch.zeros(1)
try:
    net2.load_state_dict(bad)
except RuntimeError as e:
    print("RuntimeError:", e)
res = net2.load_state_dict(bad, strict=False)
print(res)
print(res.missing_keys, res.unexpected_keys)
wrong = dict(sd)
wrong["fc1.weight"] = torch.zeros(5, 3)
try:
    net2.load_state_dict(wrong)
except RuntimeError as e:
    print("RuntimeError:", e)

opt = torch.optim.Adam(net.parameters(), lr=1e-3)
x = torch.randn(8, 3)
for _ in range(2):
    opt.zero_grad()
    net(x).pow(2).mean().backward()
    opt.step()
osd = opt.state_dict()
print(list(osd.keys()), list(osd["state"].keys()))
print(sorted(osd["state"][0].keys()), osd["state"][0]["step"])
print(osd["param_groups"][0]["params"], osd["param_groups"][0]["lr"])

buf = io.BytesIO()
torch.save({"model": net.state_dict(), "optim": osd, "epoch": 2}, buf)
buf.seek(0)
ck = torch.load(buf)
print(sorted(ck.keys()), ck["epoch"])
net3 = Net()
net3.load_state_dict(ck["model"])
opt3 = torch.optim.Adam(net3.parameters(), lr=0.5)
opt3.load_state_dict(ck["optim"])
print(opt3.param_groups[0]["lr"], opt3.state[net3.fc1.weight]["exp_avg"].shape)
net.eval(); net3.eval()
print(torch.allclose(net(x), net3(x)))
print(net3.bn.running_mean)
print(net3.bn.num_batches_tracked)

half = net.half().state_dict()
print(half["fc1.weight"].dtype, half["steps"].dtype)
net.float()
net4 = Net().double()
net4.load_state_dict(net.state_dict())
print(net4.fc1.weight.dtype)
prefixed = {"module." + k: v for k, v in net.state_dict().items()}
print(list(prefixed)[:2])
nn.modules.utils.consume_prefix_in_state_dict_if_present(prefixed, "module.")
print(list(prefixed)[:2])
