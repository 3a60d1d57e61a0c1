# What grad_fn nodes keep of their arguments besides tensors, read back as PyTorch's getters read them.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(3, 4, requires_grad=True)


def show(label, y, names):
    fn = y.grad_fn
    print(label, fn.name())
    for n in names:
        v = getattr(fn, "_saved_" + n)
        print("   ", n, type(v).__name__, tuple(v.shape) if isinstance(v, torch.Tensor) else v)


show("sum", x.sum(1, keepdim=True), ["dim", "keepdim", "self_sym_sizes"])
show("sum all", x.sum(), ["self_sym_sizes"])
show("mean", x.mean((0, 1)), ["dim", "keepdim", "self_sym_sizes"])
show("pow", x.pow(2), ["exponent", "self"])
show("pow float", x.pow(0.5), ["exponent"])
show("add alpha", x.add(x, alpha=2), ["alpha"])
show("sub alpha", x.sub(x, alpha=1.5), ["alpha"])
show("softmax", x.softmax(1), ["dim", "result"])
show("log_softmax", x.log_softmax(0), ["dim", "result"])
show("cat", torch.cat([x, x], 1), ["dim"])
show("view", x.view(12), ["self_sym_sizes"])
show("transpose", x.transpose(0, 1), ["dim0", "dim1"])
show("permute", x.permute(1, 0), ["dims"])
show("unsqueeze", x.unsqueeze(1), ["dim"])
show("squeeze", x.unsqueeze(1).squeeze(1), ["dim"])
show("expand", x[:1].expand(5, 4), ["self_sym_sizes"])
show("select", x[1], ["dim", "index"])
show("slice", x[1:3], ["dim", "start", "end", "step", "self_sym_sizes"])
show("clamp", x.clamp(min=0.1), ["min", "max", "self"])
show("clamp_min", x.clamp_min(0.2), ["min"])
show("leaky_relu", F.leaky_relu(x, 0.2), ["negative_slope"])
show("elu", F.elu(x), ["alpha", "scale", "input_scale"])
show("hardtanh", F.hardtanh(x, -2.0, 2.0), ["min_val", "max_val"])
show("softplus", F.softplus(x, 2, 10), ["beta", "threshold"])
show("max dim", x.max(1)[0], ["dim", "keepdim"])
show("vector_norm", torch.linalg.vector_norm(x, 3, dim=1), ["ord", "dim", "keepdim"])
show("mm", x @ x.t(), ["self_sym_sizes", "self_sym_strides", "mat2_sym_sizes", "mat2_sym_strides"])
show("addmm", torch.addmm(x, x, torch.randn(4, 4), beta=0.5, alpha=2), ["alpha", "beta", "mat1"])
show("var", x.var(1, keepdim=True, correction=0), ["dim", "keepdim", "correction"])
show("gather", x.gather(1, torch.tensor([[0], [1], [2]])), ["dim", "index"])
show("repeat", x.repeat(2, 1), ["repeats", "self_sym_sizes"])
show("lerp", torch.lerp(x, x * 2, 0.3), ["weight"])
show("cumsum", x.cumsum(1), ["dim"])
show("flip", x.flip(0), ["dims"])
show("roll", x.roll(1, 0), ["shifts", "dims"])
show("narrow", x.narrow(1, 1, 2), ["dim", "start"])
show("split", x.split(2, 1)[0], ["dim", "split_size"])
show("unbind", x.unbind(0)[0], ["dim"])
show("stack", torch.stack([x, x]), ["dim"])
show("prod", x.prod(1), ["dim", "keepdim"])
show("amax", x.amax(1), ["dim", "keepdim"])
show("logsumexp", x.logsumexp(1), ["dim", "keepdim"])
show("hardtanh default", F.hardtanh(x), ["min_val", "max_val"])
show("mse", F.mse_loss(x, x.detach() + 1), ["reduction"])
show("mse sum", F.mse_loss(x, x.detach(), reduction="sum"), ["reduction"])
show("index_select", x.index_select(0, torch.tensor([1])), ["dim"])
show("sort", x.sort(1)[0], ["dim"])
show("tril", x.tril(1), ["diagonal"])
show("triu", x.triu(-1), ["diagonal"])
show("diagonal", torch.diagonal(x, 1), ["offset", "dim1", "dim2", "self_sym_sizes"])
show("pad", F.pad(x, (1, 2)), ["pad"])

# a negative int reads back as PyTorch's unsigned getter reads it
show("softmax -1", x.softmax(-1), ["dim"])
show("transpose -1", x.transpose(-1, 0), ["dim0", "dim1"])

# after backward the tensors are gone, the other values stay
y = x.sum(1, keepdim=True)
fn = y.grad_fn
y.sum().backward()
print(fn._saved_dim, fn._saved_keepdim, fn._saved_self_sym_sizes)
z = x.pow(3)
fn = z.grad_fn
z.sum().backward()
print(fn._saved_exponent)
try:
    fn._saved_self
except RuntimeError as e:
    print(type(e).__name__, str(e)[:60])
print(sorted(n for n in dir(x.clamp(min=0.1, max=0.5).grad_fn) if n.startswith("_saved_") or n.startswith("_raw_saved_")))
