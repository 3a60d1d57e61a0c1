# Nesting on cuda: enabled=False islands, bfloat16 inside float16, cpu and cuda regions side by side
import torch

a = torch.randn(4, 4, device="cuda")
c = torch.randn(4, 4)
with torch.autocast("cuda"):
    x = a @ a
    print("outer", x.dtype, torch.get_autocast_dtype("cuda"))
    with torch.autocast("cuda", enabled=False):
        print("island", torch.is_autocast_enabled("cuda"), (a @ a).dtype, (x.float() @ a).dtype)
        try:
            x @ a
        except RuntimeError as e:
            print("mixed", e)
    with torch.autocast("cuda", dtype=torch.bfloat16):
        y = a @ a
        print("inner bf16", y.dtype, torch.get_autocast_dtype("cuda"))
        print((x @ a).dtype, torch.cat([x, y.half()]).dtype)
    print("back", (a @ a).dtype, torch.get_autocast_dtype("cuda"))
    print("cpu tensors untouched", (c @ c).dtype, torch.is_autocast_enabled("cpu"))
    with torch.autocast("cpu"):
        print("both", (c @ c).dtype, (a @ a).dtype, torch.is_autocast_enabled("cpu"), torch.is_autocast_enabled("cuda"))
print("after", (a @ a).dtype, torch.is_autocast_enabled("cuda"))
with torch.autocast("cpu"):
    print("cpu region, cuda tensor", (a @ a).dtype, "cpu tensor", (c @ c).dtype)
with torch.autocast("cuda", dtype=torch.float32):
    print("float32 'autocast'", (a @ a).dtype, torch.is_autocast_enabled("cuda"), torch.get_autocast_dtype("cuda"))


@torch.autocast("cuda")
def fwd(t):
    return t @ t, torch.is_autocast_enabled("cuda")


print(fwd(a)[0].dtype, fwd(a)[1], torch.is_autocast_enabled("cuda"))
ctx = torch.autocast("cuda", dtype=torch.bfloat16)
print(ctx.device, ctx.fast_dtype, ctx._enabled)
with ctx as entered:
    print(entered is ctx, (a @ a).dtype)
try:
    with torch.autocast("cuda"):
        raise ValueError("boom")
except ValueError as e:
    print("raised", e, torch.is_autocast_enabled("cuda"))
print(torch.cuda.is_bf16_supported())
