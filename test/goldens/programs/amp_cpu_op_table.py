# CPU autocast, op by op: result dtypes in a bfloat16 region for float32 and bfloat16 inputs (products, pooling,
# padding, losses, reductions, linear algebra, promotion), where 1.13's lists agree with current PyTorch's
import torch
import torch.nn.functional as F

torch.manual_seed(0)
a = torch.randn(4, 4)
v = torch.randn(4)
B = torch.randn(2, 4, 4)
img = torch.randn(1, 2, 6, 6)
vol = torch.randn(1, 2, 4, 4, 4)
w = torch.randn(3, 2, 3, 3)
b16 = a.bfloat16()
tests = {
    "mm": lambda: a.mm(a), "matmul_vec": lambda: a @ v, "mv": lambda: a.mv(v), "dot": lambda: v.dot(v),
    "bmm": lambda: B.bmm(B), "baddbmm": lambda: torch.baddbmm(B, B, B), "addmm": lambda: torch.addmm(a, a, a),
    "addbmm": lambda: torch.addbmm(a, B, B), "linear": lambda: F.linear(a, a), "conv2d": lambda: F.conv2d(img, w),
    "conv3d": lambda: F.conv3d(vol, torch.randn(1, 2, 2, 2, 2)), "conv1d": lambda: F.conv1d(img[:, :, 0], w[:, :, 0]),
    "einsum": lambda: torch.einsum("ij,jk->ik", a, a), "tensordot": lambda: torch.tensordot(a, a, 1),
    "chain": lambda: torch.linalg.multi_dot([a, a, a]), "outer": lambda: torch.outer(v, v),
    "avg_pool2d": lambda: F.avg_pool2d(img, 2), "avg_pool3d": lambda: F.avg_pool3d(vol, 2),
    "max_pool3d": lambda: F.max_pool3d(vol, 2), "adaptive_avg_pool3d": lambda: F.adaptive_avg_pool3d(vol, 1),
    "adaptive_max_pool2d": lambda: F.adaptive_max_pool2d(img, 1), "max_pool2d": lambda: F.max_pool2d(img, 2),
    "reflection_pad": lambda: F.pad(img, (1, 1, 1, 1), mode="reflect"),
    "replication_pad": lambda: F.pad(img, (1, 1, 1, 1), mode="replicate"),
    "mse_bf16": lambda: F.mse_loss(b16, b16), "l1_bf16": lambda: F.l1_loss(b16, b16),
    "nll_bf16": lambda: F.nll_loss(b16, torch.tensor([0, 1, 2, 3])),
    "ce_bf16": lambda: F.cross_entropy(b16, torch.tensor([0, 1, 2, 3])),
    "bce_logits_bf16": lambda: F.binary_cross_entropy_with_logits(b16, b16.sigmoid()),
    "bce_bf16": lambda: F.binary_cross_entropy(b16.sigmoid(), b16.sigmoid()),
    "smooth_l1_bf16": lambda: F.smooth_l1_loss(b16, b16), "kl_bf16": lambda: F.kl_div(b16, b16, reduction="sum"),
    "softmax_bf16": lambda: F.softmax(b16, 1), "log_softmax_bf16": lambda: F.log_softmax(b16, 1),
    "layer_norm_bf16": lambda: F.layer_norm(b16, (4,)), "group_norm_bf16": lambda: F.group_norm(img.bfloat16(), 2),
    "exp_bf16": lambda: b16.exp(), "sum_bf16": lambda: b16.sum(), "prod_bf16": lambda: b16.prod(),
    "cumsum_bf16": lambda: b16.cumsum(0), "norm_bf16": lambda: b16.norm(), "pow_bf16": lambda: b16.pow(2),
    "cdist": lambda: torch.cdist(a, a), "cdist_bf16": lambda: torch.cdist(b16, b16),
    "grid_sample": lambda: F.grid_sample(img, torch.zeros(1, 2, 2, 2), align_corners=False),
    "interpolate_bf16": lambda: F.interpolate(img.bfloat16(), scale_factor=2),
    "cat": lambda: torch.cat([b16, a]), "stack": lambda: torch.stack([b16, a]), "cat_bf16": lambda: torch.cat([b16, b16]),
    "index_copy": lambda: a.index_copy(0, torch.tensor([0]), b16[:1]),
    "addcmul": lambda: torch.addcmul(a, b16, b16), "atan2": lambda: torch.atan2(b16, a),
    "inverse": lambda: torch.inverse(a + 4 * torch.eye(4)), "inverse_bf16": lambda: torch.inverse(b16 + 4 * torch.eye(4).bfloat16()),
    "det": lambda: torch.det(a), "trace": lambda: a.trace(), "fft_rfft_bf16": lambda: torch.fft.rfft(b16).dtype,
    "topk_bf16": lambda: b16.topk(2).values, "sort_bf16": lambda: b16.sort().values, "mean_bf16": lambda: b16.mean(),
    "var_bf16": lambda: b16.var(), "bn_bf16": lambda: F.batch_norm(img.bfloat16(), torch.zeros(2), torch.ones(2)),
}
with torch.autocast("cpu"):
    for name, fn in tests.items():
        try:
            r = fn()
            print(f"{name:22s}", r if isinstance(r, torch.dtype) else r.dtype)
        except Exception as e:
            print(f"{name:22s}", type(e).__name__, str(e).splitlines()[0])
