# Op by op: which ops autocast to bfloat16 on the CPU, which keep float32, which promote.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(4, 4)
v = torch.randn(4)
img = torch.randn(1, 2, 6, 6)
w = torch.randn(3, 2, 3, 3)
with torch.autocast("cpu"):
    lo = x @ x
    print("lowp:", torch.mm(x, x).dtype, torch.matmul(x, v).dtype, torch.bmm(x[None], x[None]).dtype,
          torch.baddbmm(x[None], x[None], x[None]).dtype, torch.addbmm(x, x[None], x[None]).dtype,
          F.linear(x, x).dtype, F.conv2d(img, w).dtype, F.conv1d(img[:, :, 0], w[:, :, 0]).dtype)
    print("not listed:", torch.mv(x, v).dtype, torch.dot(v, v).dtype, torch.addmv(v, x, v).dtype,
          torch.einsum("ij,jk->ik", x, x).dtype, torch.outer(v, v).dtype)
    print("fp32 from bf16:", F.binary_cross_entropy(torch.sigmoid(lo), torch.rand(4, 4)).dtype,
          F.mse_loss(lo, x).dtype, F.l1_loss(lo, x).dtype, F.smooth_l1_loss(lo, x).dtype,
          F.cross_entropy(lo, torch.tensor([0, 1, 2, 3])).dtype, torch.prod(lo).dtype,
          torch.trace(lo).dtype, torch.cdist(lo, lo).dtype, torch.inverse(lo.float() + 4 * torch.eye(4)).dtype)
    print("elementwise keep input:", lo.exp().dtype, lo.log_softmax(1).dtype, lo.softmax(0).dtype,
          lo.sum().dtype, lo.mean().dtype, torch.tanh(lo).dtype, F.gelu(lo).dtype, F.layer_norm(lo, (4,)).dtype,
          lo.pow(2).dtype, lo.norm().dtype)
    print("promote:", torch.cat([lo, x]).dtype, torch.stack([lo, x]).dtype, torch.cat([lo, lo]).dtype,
          torch.index_copy(x, 0, torch.tensor([0]), lo[:1]).dtype)
    print("binary promotion:", (lo + x).dtype, (lo * 2).dtype, (lo * x).dtype, torch.addcmul(x, lo, lo).dtype,
          torch.where(lo > 0, lo, x).dtype)
    print("float64 untouched:", (x.double() @ x.double()).dtype, F.linear(x.double(), x.double()).dtype)
    print("ints untouched:", (torch.ones(2, 2, dtype=torch.long) @ torch.ones(2, 2, dtype=torch.long)).dtype)
    m = F.max_pool2d(F.conv2d(img, w), 2)
    print("pool", m.dtype, F.avg_pool2d(m, 2).dtype, F.adaptive_avg_pool2d(m, 1).dtype, F.relu(m).dtype)
    print("batch_norm", F.batch_norm(m, torch.zeros(3), torch.ones(3)).dtype)
