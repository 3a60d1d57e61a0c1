# Which ops autocast runs in bfloat16 on the CPU, which it runs in float32 whatever the input, and which it leaves
# alone: a table of result dtypes for float32 and bfloat16 inputs inside a CPU autocast region.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(4, 4)
spd = x @ x.t() + 4 * torch.eye(4)
vol = torch.randn(1, 2, 4, 4, 4)
img = torch.randn(1, 2, 5, 5)
target = torch.tensor([0, 1, 2, 3])

ops = {
    "matmul": lambda t: t @ t,
    "mm": lambda t: torch.mm(t, t),
    "bmm": lambda t: torch.bmm(t[None], t[None]),
    "baddbmm": lambda t: torch.baddbmm(t[None], t[None], t[None]),
    "addmm": lambda t: torch.addmm(t, t, t),
    "linear": lambda t: F.linear(t, t),
    "conv2d": lambda t: F.conv2d(t[None, None], t[None, None, :3, :3]),
    "relu": lambda t: F.relu(t),
    "softmax": lambda t: t.softmax(-1),
    "layer_norm": lambda t: F.layer_norm(t, (4,)),
    "sum": lambda t: t.sum(),
    "prod": lambda t: t.prod(),
    "cumsum": lambda t: t.cumsum(0),
    "trace": lambda t: t.trace(),
    "cdist": lambda t: torch.cdist(t, t),
    "mse_loss": lambda t: F.mse_loss(t, t * 0),
    "l1_loss": lambda t: F.l1_loss(t, t * 0),
    "smooth_l1_loss": lambda t: F.smooth_l1_loss(t, t * 0),
    "huber_loss": lambda t: F.huber_loss(t, t * 0),
    "cross_entropy": lambda t: F.cross_entropy(t, target),
    "nll_loss": lambda t: F.nll_loss(t, target),
    "kl_div": lambda t: F.kl_div(t, t.abs(), reduction="batchmean"),
    "bce_with_logits": lambda t: F.binary_cross_entropy_with_logits(t, (t > 0).to(t.dtype)),
    "poisson_nll_loss": lambda t: F.poisson_nll_loss(t, t.abs()),
    "hinge_embedding": lambda t: F.hinge_embedding_loss(t, t.sign()),
    "cosine_embedding": lambda t: F.cosine_embedding_loss(t, t, torch.ones(4)),
    "margin_ranking": lambda t: F.margin_ranking_loss(t[0], t[1], torch.ones(4)),
    "soft_margin": lambda t: F.soft_margin_loss(t, t.sign()),
    "triplet_margin": lambda t: F.triplet_margin_loss(t, t, t),
    "multi_margin": lambda t: F.multi_margin_loss(t, target),
    "multilabel_margin": lambda t: F.multilabel_margin_loss(t, torch.tensor([[1, -1, 0, 0]] * 4)),
    "quantile": lambda t: torch.quantile(t, 0.5),
    "avg_pool3d": lambda t: F.avg_pool3d(vol.to(t.dtype), 2),
    "max_pool3d": lambda t: F.max_pool3d(vol.to(t.dtype), 2),
    "adaptive_avg_pool3d": lambda t: F.adaptive_avg_pool3d(vol.to(t.dtype), 2),
    "max_pool2d": lambda t: F.max_pool2d(img.to(t.dtype), 2),
    "reflect pad 2d": lambda t: F.pad(img.to(t.dtype), (1, 1, 1, 1), mode="reflect"),
    "replicate pad 3d": lambda t: F.pad(vol.to(t.dtype), (1, 1, 1, 1, 1, 1), mode="replicate"),
    "constant pad": lambda t: F.pad(t, (1, 1)),
    "inverse": lambda t: torch.inverse(spd.to(t.dtype)),
    "linalg.inv": lambda t: torch.linalg.inv(spd.to(t.dtype)),
    "linalg.solve": lambda t: torch.linalg.solve(spd.to(t.dtype), t),
    "linalg.cholesky": lambda t: torch.linalg.cholesky(spd.to(t.dtype)),
    "linalg.qr": lambda t: torch.linalg.qr(spd.to(t.dtype))[0],
    "linalg.svd": lambda t: torch.linalg.svd(spd.to(t.dtype))[1],
    "linalg.svdvals": lambda t: torch.linalg.svdvals(spd.to(t.dtype)),
    "linalg.eigh": lambda t: torch.linalg.eigh(spd.to(t.dtype))[0],
    "linalg.eigvals": lambda t: torch.linalg.eigvals(spd.to(t.dtype)),
    "linalg.lstsq": lambda t: torch.linalg.lstsq(spd.to(t.dtype), t).solution,
    "linalg.cond": lambda t: torch.linalg.cond(spd.to(t.dtype)),
    "pinverse": lambda t: torch.pinverse(spd.to(t.dtype)),
    "cholesky_solve": lambda t: torch.cholesky_solve(t, torch.linalg.cholesky(spd).to(t.dtype)),
    "cholesky_inverse": lambda t: torch.cholesky_inverse(torch.linalg.cholesky(spd).to(t.dtype)),
    "householder": lambda t: torch.linalg.householder_product(t, t[:, 0]),
    "geqrf": lambda t: torch.geqrf(t)[0],
    "tensorinv": lambda t: torch.linalg.tensorinv(spd.to(t.dtype), ind=1),
    "tensorsolve": lambda t: torch.linalg.tensorsolve(spd.to(t.dtype), t[:, 0]),
    "fft.rfft": lambda t: torch.fft.rfft(t),
    "fft.fft2": lambda t: torch.fft.fft2(t),
    "fft.irfft": lambda t: torch.fft.irfft(t),
    "fft.hfft": lambda t: torch.fft.hfft(t),
    "stft": lambda t: torch.stft(t.flatten(), 8, window=torch.hann_window(8), return_complex=True),
    "polar": lambda t: torch.polar(t.abs(), t),
    "view_as_complex": lambda t: torch.view_as_complex(t[:, :2].contiguous()),
    "cat": lambda t: torch.cat([t, x]),
    "stack": lambda t: torch.stack([t, x.bfloat16()]),
    "add float32": lambda t: t + x,
}
print(f"{'op':20s} {'float32 in':16s} {'bfloat16 in':16s}")
for name, fn in ops.items():
    with torch.autocast("cpu", dtype=torch.bfloat16):
        outs = [str(fn(t).dtype) for t in (x, x.bfloat16())]
    print(f"{name:20s} {outs[0]:16s} {outs[1]:16s}")
