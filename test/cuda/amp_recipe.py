# The AMP recipe, all together on cuda: Linear+ReLU network, autocast, GradScaler, checkpoint and resume
import io
import torch
import torch.nn as nn


def make_model(in_size, out_size, num_layers):
    layers = []
    for _ in range(num_layers - 1):
        layers.append(torch.nn.Linear(in_size, in_size))
        layers.append(torch.nn.ReLU())
    layers.append(torch.nn.Linear(in_size, out_size))
    return torch.nn.Sequential(*tuple(layers)).cuda()


torch.manual_seed(0)
batch_size, in_size, out_size, num_layers, num_batches, epochs = 16, 32, 32, 3, 4, 2
data = [torch.randn(batch_size, in_size, device="cuda") for _ in range(num_batches)]
targets = [torch.randn(batch_size, out_size, device="cuda") for _ in range(num_batches)]
loss_fn = torch.nn.MSELoss().cuda()
use_amp = True
net = make_model(in_size, out_size, num_layers)
opt = torch.optim.SGD(net.parameters(), lr=0.001)
scaler = torch.amp.GradScaler("cuda", enabled=use_amp)
torch.cuda.reset_peak_memory_stats()
for epoch in range(epochs):
    for input, target in zip(data, targets):
        with torch.autocast(device_type="cuda", dtype=torch.float16, enabled=use_amp):
            output = net(input)
            assert output.dtype is torch.float16
            loss = loss_fn(output, target)
            assert loss.dtype is torch.float32
        scaler.scale(loss).backward()
        scaler.step(opt)
        scaler.update()
        opt.zero_grad(set_to_none=True)
    print(epoch, scaler.get_scale(), loss.dtype, output.dtype)
print(type(torch.cuda.max_memory_allocated()).__name__, torch.cuda.max_memory_allocated() > 0)

checkpoint = {"model": net.state_dict(), "optimizer": opt.state_dict(), "scaler": scaler.state_dict()}
buf = io.BytesIO()
torch.save(checkpoint, buf)
buf.seek(0)
loaded = torch.load(buf)
print(sorted(loaded), loaded["scaler"])
net2 = make_model(in_size, out_size, num_layers)
opt2 = torch.optim.SGD(net2.parameters(), lr=0.001)
scaler2 = torch.amp.GradScaler("cuda")
net2.load_state_dict(loaded["model"])
opt2.load_state_dict(loaded["optimizer"])
scaler2.load_state_dict(loaded["scaler"])
print(scaler2.get_scale() == scaler.get_scale(), all(torch.equal(a, b) for a, b in zip(net.parameters(), net2.parameters())))
print(next(net2.parameters()).device)

# inference: no scaler, autocast only
net.eval()
with torch.inference_mode(), torch.autocast("cuda"):
    out = net(data[0])
print(out.dtype, out.requires_grad, out.is_inference())
with torch.no_grad(), torch.autocast("cuda"):
    out = net(data[0])
print(out.dtype, out.requires_grad)
half_net = make_model(in_size, out_size, num_layers).half()
print(half_net(data[0].half()).dtype, next(half_net.parameters()).dtype)
with torch.autocast("cuda"):
    print(half_net(data[0]).dtype)
