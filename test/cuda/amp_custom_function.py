# custom autograd Functions under cuda autocast: custom_fwd / custom_bwd, with and without cast_inputs
import torch
from torch.amp import custom_fwd, custom_bwd


class MyMM(torch.autograd.Function):
    @staticmethod
    @custom_fwd(device_type="cuda")
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        print("  fwd autocast on:", torch.is_autocast_enabled("cuda"), a.dtype, b.dtype)
        return a.mm(b)

    @staticmethod
    @custom_bwd(device_type="cuda")
    def backward(ctx, grad):
        a, b = ctx.saved_tensors
        print("  bwd autocast on:", torch.is_autocast_enabled("cuda"), grad.dtype)
        return grad.mm(b.t()), a.t().mm(grad)


class MyFloat32Func(torch.autograd.Function):
    @staticmethod
    @custom_fwd(device_type="cuda", cast_inputs=torch.float32)
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        print("  fwd autocast on:", torch.is_autocast_enabled("cuda"), x.dtype, w.dtype)
        return (x @ w).exp()

    @staticmethod
    @custom_bwd(device_type="cuda")
    def backward(ctx, grad):
        x, w = ctx.saved_tensors
        y = (x @ w).exp()
        print("  bwd autocast on:", torch.is_autocast_enabled("cuda"), grad.dtype, y.dtype)
        g = grad * y
        return g @ w.t(), x.t() @ g


a = torch.randn(3, 3, device="cuda", requires_grad=True)
b = torch.randn(3, 3, device="cuda", requires_grad=True)
print("MyMM in a region")
with torch.autocast("cuda"):
    out = MyMM.apply(a, b)
    print(out.dtype)
    print((a @ b).dtype)
out.float().sum().backward()
print(a.grad.dtype, b.grad.dtype)
print("MyMM outside")
out = MyMM.apply(a, b)
print(out.dtype)
out.sum().backward()
print("MyFloat32Func in a region, half input")
a.grad = None
with torch.autocast("cuda"):
    h = a.half()
    y = MyFloat32Func.apply(h, b)
    print(y.dtype, y.requires_grad)
y.sum().backward()
print(a.grad.dtype, b.grad.dtype)
print("MyFloat32Func outside a region, half input")
y = MyFloat32Func.apply(torch.ones(2, 2, device="cuda").half(), torch.ones(2, 2, device="cuda").half())
print(y.dtype)
print("bfloat16 region")
with torch.autocast("cuda", dtype=torch.bfloat16):
    out = MyMM.apply(a, b)
    print(out.dtype)
out.float().sum().backward()
try:
    custom_fwd(lambda ctx, x: x, device_type=None)
except Exception as e:
    print(type(e).__name__, e)
