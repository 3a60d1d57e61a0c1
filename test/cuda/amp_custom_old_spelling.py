# torch.cuda.amp.custom_fwd / custom_bwd as older code writes them (deprecated: FutureWarnings), a Function that
# insists on float32 inside a float16 region, and the autocast state queries.
import warnings

import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")

    class Exp32(torch.autograd.Function):
        @staticmethod
        @torch.cuda.amp.custom_fwd(cast_inputs=torch.float32)
        def forward(ctx, x):
            y = x.exp()
            ctx.save_for_backward(y)
            return y

        @staticmethod
        @torch.cuda.amp.custom_bwd
        def backward(ctx, grad):
            (y,) = ctx.saved_tensors
            print("  backward", grad.dtype, y.dtype, torch.is_autocast_enabled("cuda"))
            return grad * y

for w in caught:
    print(w.category.__name__, str(w.message))
x = torch.zeros(3, device="cuda", requires_grad=True)
with torch.autocast("cuda"):
    h = torch.mm(x.view(1, 3), torch.eye(3, device="cuda"))
    print(h.dtype)
    y = Exp32.apply(h)
    print(y.dtype, y.tolist())
y.sum().backward()
print(x.grad.dtype, x.grad.tolist())
print(torch.amp.is_autocast_available("cuda"), torch.amp.autocast_mode.is_autocast_available("cpu"))
print(torch.is_autocast_enabled("cuda"), torch.get_autocast_dtype("cuda"), torch.get_autocast_dtype("cpu"))
torch.set_autocast_dtype("cuda", torch.bfloat16)
torch.set_autocast_enabled("cuda", True)
print((x.view(1, 3) @ torch.eye(3, device="cuda")).dtype, torch.is_autocast_enabled("cuda"))
torch.set_autocast_enabled("cuda", False)
torch.set_autocast_dtype("cuda", torch.float16)
print((x.view(1, 3) @ torch.eye(3, device="cuda")).dtype, torch.get_autocast_dtype("cuda"))
