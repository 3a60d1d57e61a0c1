# embedding_bag's sum and mean gradients bit for bit: samples in sorted-index order, each bag's gradient row times its
# scale (per-sample weight, 1 / bag size, 1 / index count) fused-multiply-added onto its weight row; per-sample
# weights' gradients as sequential dot products
import hashlib

import torch
import torch.nn.functional as F

torch.manual_seed(0)


def bits(t):
    return hashlib.md5(" ".join(float.hex(v) for v in t.reshape(-1).tolist()).encode()).hexdigest()[:12]


def grads_of(name, fn, *inputs):
    inputs = [x.detach().clone().requires_grad_(True) for x in inputs]
    out = fn(*inputs)
    out.backward(torch.randn(out.shape).to(out.dtype))
    print(name, type(out.grad_fn).__name__, " ".join(bits(x.grad) for x in inputs))


idx = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9, 1, 1, 0, 2])
off = torch.tensor([0, 3, 3, 7])
for dtype in (torch.float32, torch.float64):
    d = str(dtype)[6:]
    w = torch.randn(10, 7).to(dtype)
    psw = torch.rand(12).to(dtype)
    for mode in ("mean", "sum", "max"):
        grads_of(f"{d} {mode}", lambda w: F.embedding_bag(idx, w, off, mode=mode), w)
        grads_of(f"{d} {mode} 2-d", lambda w: F.embedding_bag(idx.view(3, 4), w, mode=mode), w)
        grads_of(f"{d} {mode} padding_idx", lambda w: F.embedding_bag(idx, w, off, mode=mode, padding_idx=2), w)
        grads_of(f"{d} {mode} include_last_offset",
                 lambda w: F.embedding_bag(idx, w, torch.tensor([0, 3, 3, 7, 12]), mode=mode, include_last_offset=True), w)
    for mode in ("mean", "sum"):
        grads_of(f"{d} {mode} scale_grad_by_freq",
                 lambda w: F.embedding_bag(idx, w, off, mode=mode, scale_grad_by_freq=True), w)
    grads_of(f"{d} per_sample_weights", lambda w, p: F.embedding_bag(idx, w, off, mode="sum", per_sample_weights=p),
             w, psw)
    grads_of(f"{d} per_sample_weights padding_idx",
             lambda w, p: F.embedding_bag(idx, w, off, mode="sum", per_sample_weights=p, padding_idx=1), w, psw)
    grads_of(f"{d} per_sample_weights 2-d",
             lambda w, p: F.embedding_bag(idx.view(4, 3), w, mode="sum", per_sample_weights=p), w, psw.view(4, 3))
    grads_of(f"{d} mean transposed weight", lambda w: F.embedding_bag(idx, w, off),
             torch.randn(7, 10).to(dtype).t())
    wide = torch.randn(6, 33).to(dtype)
    grads_of(f"{d} mean wide", lambda w: F.embedding_bag(torch.tensor([0, 5, 5, 2, 1, 0]), w, torch.tensor([0, 2])),
             wide)

bag = torch.nn.EmbeddingBag(10, 5, mode="mean")
out = bag(idx, off)
out.sum().backward()
print(out.grad_fn.name(), bits(bag.weight.grad))
with torch.no_grad():
    print(F.embedding_bag(idx, bag.weight, off).requires_grad)
