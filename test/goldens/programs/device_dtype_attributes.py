# Device-agnostic tensor code on a CPU-only machine: torch.device, device= on factories, .to() variants, attributes
import torch

torch.manual_seed(13)
device = "cuda" if torch.cuda.is_available() else "cpu"
print(device, torch.cuda.is_available(), torch.cuda.device_count(), torch.backends.mps.is_available())
d = torch.device(device)
print(d, repr(d), d.type, d.index, torch.device("cpu", 0), torch.device("cuda:1"), torch.device("cuda", 0).index, d == torch.device("cpu"))
x = torch.ones(2, 3, device=device)
y = torch.zeros(2, 3, device=d, dtype=torch.float64)
z = torch.randn(2, 3, device="cpu")
print(x.device, y.device, z.device, x.is_cuda, x.is_cpu, x.get_device(), x.device.type == "cpu")
print(torch.arange(3, device=d), torch.tensor([1, 2], device=device), torch.eye(2, device=device).device, torch.full((1,), 2, device=d))
print(x.to(device), x.to(d, torch.int32), x.to(torch.float16), x.to("cpu", non_blocking=True).device, x.to(dtype=torch.bool, copy=True).dtype)
print(x.to(y).dtype, x.to(y) is x, x.to("cpu") is x, x.to(torch.float32) is x, x.to(torch.float32, copy=True) is x, x.cpu() is x)
print(x.type(torch.float64).dtype, x.type("torch.IntTensor"), x.type(torch.LongTensor).dtype, x.double().type())
print(x.dtype, x.shape, x.size(), x.ndim, x.numel(), x.layout, x.is_leaf, x.requires_grad, x.grad, x.grad_fn, x.is_sparse, x.is_quantized)
print(x.is_contiguous(), x.element_size(), x.is_complex(), x.is_floating_point(), x.is_signed())
w = torch.randn(3, requires_grad=True, device=device)
print(w.device, w.is_leaf, (w * 2).is_leaf, w.detach().requires_grad, w.to(torch.float64).is_leaf, w.to(torch.float64).grad_fn.name())
model = torch.nn.Linear(3, 2).to(device)
print(next(model.parameters()).device, model.weight.dtype, model.to(torch.float64).weight.dtype, model.double().bias.dtype, model.float().weight.dtype)
print(model(torch.ones(1, 3, device=device)).device, model.half().weight.dtype, model.to(dtype=torch.float32).weight.dtype)
for bad in [lambda: torch.device("cuda:-1"), lambda: torch.ones(2, device="cuda").sum() if not torch.cuda.is_available() else None,
            lambda: torch.ones(2).cuda() if not torch.cuda.is_available() else None]:
    try:
        print(bad())
    except (RuntimeError, AssertionError, TypeError) as e:
        print(type(e).__name__, e)
print(torch.tensor([1.5]).new_tensor([2]).device, torch.ones(1).new_ones(2, device="cpu").device, torch.empty(2, device=torch.device("cpu")).shape)
print(torch.zeros(2).to("cpu:0" if False else "cpu").device, torch.get_default_dtype(), torch.is_tensor(x), torch.is_floating_point(x), torch.is_nonzero(torch.tensor([1])))
s = torch.randn(2, 2).to(memory_format=torch.contiguous_format)
print(s.is_contiguous(), torch.ones(1, 3, 2, 2).to(memory_format=torch.channels_last).stride())
