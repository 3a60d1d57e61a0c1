# Autocast op policies on cuda: float16 by default, output dtype per op
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(4, 4, device="cuda")
b = torch.randn(4, 4, device="cuda")
v = torch.randn(4, device="cuda")
B = torch.randn(2, 4, 4, device="cuda")
img = torch.randn(1, 2, 5, 5, device="cuda")
w = torch.randn(3, 2, 3, 3, device="cuda")
h = a.half()
print(torch.get_autocast_dtype("cuda"), torch.is_autocast_enabled("cuda"))
with torch.autocast(device_type="cuda"):
    print(torch.is_autocast_enabled("cuda"), torch.is_autocast_enabled("cpu"), torch.get_autocast_dtype("cuda"))
    lower = {
        "mm": torch.mm(a, b), "matmul": a @ b, "bmm": torch.bmm(B, B), "addmm": torch.addmm(v, a, b),
        "baddbmm": torch.baddbmm(B, B, B), "addbmm": torch.addbmm(a, B, B), "addmv": torch.addmv(v, a, v),
        "mv": torch.mv(a, v), "linear": F.linear(a, b, v),
        "conv2d": F.conv2d(img, w), "conv1d": F.conv1d(img[:, :, 0], w[:, :, 0]),
        "conv_transpose2d": F.conv_transpose2d(img, w.transpose(0, 1)),
        "prelu": F.prelu(a, torch.tensor([0.25], device="cuda")),
        "chain_matmul": torch.linalg.multi_dot([a, b, a]), "einsum": torch.einsum("ij,jk->ik", a, b),
        "sdpa": F.scaled_dot_product_attention(B, B, B),
    }
    for k, t in lower.items():
        print("lower", k, t.dtype)
    fp32 = {
        "exp": torch.exp(h), "log": torch.log(h.abs()), "pow": torch.pow(h, 2), "rsqrt": h.abs().rsqrt(),
        "reciprocal": h.reciprocal(), "tan": h.tan(), "acos": h.clamp(-1, 1).acos(), "expm1": h.expm1(),
        "softplus": F.softplus(h), "layer_norm": F.layer_norm(h, (4,)), "group_norm": F.group_norm(img.half(), 2),
        "cosine_similarity": F.cosine_similarity(h, h), "mse_loss": F.mse_loss(h, h), "l1_loss": F.l1_loss(h, h),
        "smooth_l1_loss": F.smooth_l1_loss(h, h), "kl_div": F.kl_div(h, h, reduction="batchmean"),
        "bce_with_logits": F.binary_cross_entropy_with_logits(h, h.sigmoid()), "cdist": torch.cdist(h, h),
        "logsumexp": torch.logsumexp(h, 0), "dist": torch.dist(h, h), "norm": h.norm(), "renorm": h.renorm(2, 0, 1.0),
        "interpolate": F.interpolate(img.half(), scale_factor=2, mode="bilinear", align_corners=False),
    }
    for k, t in fp32.items():
        print("fp32", k, t.dtype)
    opt = {"softmax": torch.softmax(h, 0), "log_softmax": F.log_softmax(h, 1), "sum": h.sum(), "sum_dim": h.sum(1),
           "cumsum": h.cumsum(0), "prod": h.prod(), "vector_norm": torch.linalg.vector_norm(h),
           "softmax_dtype": torch.softmax(h, 0, dtype=torch.float16), "sum_dtype": h.sum(dtype=torch.float64)}
    for k, t in opt.items():
        print("fp32_set_opt_dtype", k, t.dtype)
    f = a.float()
    promote = {"cat": torch.cat([h, f]), "stack": torch.stack([h, f]), "addcmul": torch.addcmul(f, h, h),
               "addcdiv": torch.addcdiv(h, h, h), "atan2": torch.atan2(h, f), "dot": torch.dot(h[0], f[0]),
               "cross": torch.cross(h[:, :3], f[:, :3], dim=1), "tensordot": torch.tensordot(h, f, dims=1),
               "cat_halves": torch.cat([h, h])}
    for k, t in promote.items():
        print("promote", k, t.dtype)
    other = {"add": h + f, "mul": h * 2, "relu": F.relu(h), "gelu": F.gelu(h), "mean": h.mean(), "max": h.max(),
             "sigmoid": torch.sigmoid(h), "tanh": h.tanh(), "dropout": F.dropout(h, 0.0), "sin": h.sin(),
             "float_var": f.var(), "where": torch.where(f > 0, h, f)}
    for k, t in other.items():
        print("none", k, t.dtype)
print(torch.is_autocast_enabled("cuda"))
