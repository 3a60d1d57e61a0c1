# The "Tensor Views" page of PyTorch's docs: a view shares its base's data, so writing through it changes the base;
# views of non-contiguous tensors stay views, and contiguous() copies; the ops listed as views (and the ones that
# only sometimes are: reshape, flatten, contiguous).
import torch

t = torch.rand(4, 4)
b = t.view(2, 8)
print(t.data_ptr() == b.data_ptr())
b[0][0] = 3.14
print(t[0][0])

base = torch.tensor([[0, 1], [2, 3]])
print(base.is_contiguous())
t = base.transpose(0, 1)
print(t.is_contiguous(), t._base is base)
c = t.contiguous()
print(c._base is None, c.data_ptr() == base.data_ptr())

x = torch.arange(12).reshape(3, 4)


def inside(v, base):
    # whether v's first element lies in base's memory
    start = base.data_ptr()
    return start <= v.data_ptr() < start + base.numel() * base.element_size()


views = {
    "basic slicing": x[1:, ::2], "adjoint": x.adjoint(), "as_strided": x.as_strided((2, 2), (1, 4)),
    "detach": x.detach(), "diagonal": x.diagonal(), "expand": x[:1].expand(3, 4), "movedim": x.movedim(0, 1),
    "narrow": x.narrow(1, 1, 2), "permute": x.permute(1, 0), "select": x.select(0, 1), "squeeze": x[None].squeeze(0),
    "transpose": x.transpose(0, 1), "t": x.t(), "T": x.T, "H": x.H, "mT": x.mT, "mH": x.mH, "real": x.float().real,
    "unflatten": x.unflatten(1, (2, 2)), "unfold": x.unfold(1, 2, 1), "unsqueeze": x.unsqueeze(0),
    "view": x.view(4, 3), "view_as": x.view_as(torch.empty(2, 6)), "unbind": x.unbind(0)[1], "split": x.split(2)[1],
    "hsplit": torch.hsplit(x, 2)[0], "vsplit": torch.vsplit(x, 3)[2], "tensor_split": x.tensor_split(2, dim=1)[0],
    "split_with_sizes": x.split_with_sizes([1, 2])[1], "swapaxes": x.swapaxes(0, 1), "swapdims": x.swapdims(0, 1),
    "chunk": x.chunk(2, 1)[1], "indices of sparse": None, "view_as_real": torch.view_as_real(torch.zeros(2, dtype=torch.cfloat)),
}
for name, v in views.items():
    if v is None:
        continue
    print(f"{name:16s}", tuple(v.shape), v.stride(), v._base is not None, inside(v, x))

y = torch.arange(6).reshape(2, 3)
print(y.reshape(3, 2)._base is y, y.t().reshape(6)._base is None, y.flatten()._base is y, y.t().flatten()._base is None)
print(y.contiguous() is y, y.t().contiguous()._base is None)
v = y.t()
v[0, 1] = 100
print(y)
d = y.diagonal()
d += 1
print(y, d)
e = y[0]
e.fill_(-1)
print(y, e._base is y, e.is_contiguous(), y.t()[0].is_contiguous())
print(torch.arange(6).view(2, 3).view(-1).storage_offset(), y[1, 1:].storage_offset(), y[:, 1].storage_offset())
try:
    y.t().view(6)
except RuntimeError as err:
    print("RuntimeError:", err)
