# Devices on a build without CUDA: torch.device, device= on factories, Tensor.to/.cuda/.cpu, Module.to, torch.cuda.
import pickle

import torch
import torch.nn as nn


def attempt(label, fn):
    try:
        print(label, "->", fn())
    except Exception as e:  # noqa: BLE001 - the error is the point
        print(label, "!!", type(e).__name__ + ":", str(e).split("\n")[0])


for spec in [("cuda",), ("cuda:0",), ("cuda", 1), ("cpu",), ("cpu", 0), ("cpu:0",), (0,), ("mps",)]:
    d = torch.device(*spec)
    print(repr(d), str(d), d.type, d.index)
print(torch.device(torch.device("cuda:1")), torch.device(type="cuda", index=2))
print(torch.device("cuda") == torch.device("cuda:0"), torch.device("cpu") == torch.device("cpu"))
print(len({torch.device("cpu"), torch.device("cpu"), torch.device("cuda")}))
print(pickle.loads(pickle.dumps(torch.device("cuda:1"))))
attempt("cuda:x", lambda: torch.device("cuda:x"))
attempt("cuda:-1", lambda: torch.device("cuda:-1"))
attempt("cuda:01", lambda: torch.device("cuda:01"))
attempt("index -1", lambda: torch.device("cuda", -1))
attempt("empty", lambda: torch.device(""))
attempt("index twice", lambda: torch.device("cuda:0", 1))
attempt("index str", lambda: torch.device("cuda", "x"))
attempt("index float", lambda: torch.device("cuda", 1.0))
attempt("float", lambda: torch.device(1.5))

device = "cuda" if torch.cuda.is_available() else "cpu"
print("device:", device)
x = torch.arange(6.0).reshape(2, 3)
for make in [
    lambda: torch.zeros(2, device="cpu"), lambda: torch.ones(2, device=torch.device("cpu")),
    lambda: torch.full((2,), 7, device="cpu:0"), lambda: torch.arange(3, device=device),
    lambda: torch.linspace(0, 1, 3, device=device), lambda: torch.eye(2, device=device),
    lambda: torch.empty(2, dtype=torch.int64, device=device).shape, lambda: torch.zeros_like(x, device="cpu"),
    lambda: torch.randn(2, device=device).shape, lambda: torch.rand(2, device=device).device,
    lambda: torch.randint(3, (2,), device=device).dtype, lambda: torch.randperm(3, device=device).shape,
    lambda: torch.tensor([1, 2], device=device), lambda: x.new_zeros(2).device, lambda: x.new_tensor([1.5], device="cpu"),
    lambda: torch.zeros(2, device=None), lambda: torch.Generator(device="cpu").device,
]:
    attempt("factory", make)
for label, fn in [
    ("zeros cuda", lambda: torch.zeros(2, device="cuda")), ("zeros cuda:1", lambda: torch.zeros(2, device="cuda:1")),
    ("zeros 0", lambda: torch.empty(2, device=0)), ("zeros -1", lambda: torch.zeros(2, device=-1)),
    ("tensor cuda", lambda: torch.tensor([1.0], device="cuda")), ("ones_like cuda", lambda: torch.ones_like(x, device="cuda")),
    ("new_ones cuda", lambda: x.new_ones(2, device="cuda")), ("to xpu", lambda: x.to("xpu")),
]:
    attempt(label, fn)

print(x.device, x.is_cuda, x.is_cpu, x.get_device())
print(x.to("cpu") is x, x.to(torch.float32) is x, x.to(x) is x, x.to("cpu", copy=True) is x, x.cpu() is x)
print(x.to("cpu", torch.float64).dtype, x.to(device="cpu", dtype=torch.int32).dtype, x.to(torch.zeros(1, dtype=torch.int64)).dtype)
print(x.to(torch.float64, True).dtype, x.to(None, torch.float16).dtype, x.to(dtype=torch.int64, device=None).dtype)
print(x.type(), x.double().type(), x.long().type(), x.type("torch.IntTensor").dtype, x.type(torch.float64).dtype)
for label, fn in [
    ("to cuda", lambda: x.to("cuda")), ("to cuda:0", lambda: x.to("cuda:0")), ("to 1", lambda: x.to(1)),
    ("to device kw", lambda: x.to(device="cuda")), (".cuda()", lambda: x.cuda()), (".cuda(0)", lambda: x.cuda(0)),
    (".cuda('cpu')", lambda: x.cuda("cpu")), ("to two dtypes", lambda: x.to(torch.float64, torch.float32)),
    ("to two devices", lambda: x.to("cpu", "cpu")), ("to tensor dtype", lambda: x.to(x, torch.int64)),
    ("to unknown kw", lambda: x.to(foo=1)), ("to flags", lambda: x.to("cpu", True, 5)),
    ("to kws", lambda: x.to(foo=1, bar=2)), ("to str kws", lambda: x.to("cpu", foo=1, bar=2)),
    ("type bad", lambda: x.type("torch.Foo")),
]:
    attempt(label, fn)

w = x.clone().requires_grad_()
y = w.to(torch.float64)
print(y.grad_fn.name(), y.dtype)
y.sum().backward()
print(w.grad.dtype, w.grad)

model = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2))
weight = model[0].weight
model[0].weight.grad = torch.ones(2, 3)
model.to(torch.float64)
print(model[0].weight is weight, model[0].weight.requires_grad, model[0].weight.dtype, model[0].weight.grad.dtype)
print(model[1].running_mean.dtype, model[1].num_batches_tracked.dtype)
model.half()
print(model[0].bias.dtype, model[1].num_batches_tracked.dtype)
model.float().cpu()
print(model[0].bias.dtype, model[0].bias.device, model.to("cpu", torch.float64, non_blocking=True)[0].bias.dtype)
print(model.to(torch.zeros(1, dtype=torch.float32))[0].weight.dtype, model.to() is model)
attempt("module to int", lambda: model.to(dtype=torch.int64))
attempt("module cuda", lambda: model.cuda())
attempt("module to cuda", lambda: model.to("cuda"))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model.double()
loss = model(torch.ones(4, 3, dtype=torch.float64)).pow(2).sum()
loss.backward()
opt.step()
print(model[0].weight.dtype, model[0].weight.grad.dtype)

print(torch.cuda.is_available(), torch.cuda.device_count(), torch.cuda.is_initialized())
print(torch.cuda.memory_allocated(), torch.cuda.max_memory_allocated(), torch.cuda.memory_reserved())
print(torch.cuda.manual_seed(0), torch.cuda.manual_seed_all(0), torch.cuda.empty_cache())
for label, fn in [
    ("current_device", torch.cuda.current_device), ("get_device_name", torch.cuda.get_device_name),
    ("synchronize", torch.cuda.synchronize), ("get_device_properties", lambda: torch.cuda.get_device_properties(0)),
    ("get_device_capability", torch.cuda.get_device_capability), ("mem_get_info", torch.cuda.mem_get_info),
]:
    attempt(label, fn)
print(torch.backends.cuda.matmul.allow_tf32, torch.backends.cudnn.benchmark, torch.backends.cudnn.enabled)
torch.backends.cudnn.benchmark = True
torch.backends.cuda.matmul.allow_tf32 = True
print(torch.backends.cudnn.benchmark, torch.backends.cuda.matmul.allow_tf32, torch.backends.mps.is_available())
print(torch.version.cuda)
