# Tensor Views (docs): views share storage, which ops return views, contiguity and _base
import torch

torch.manual_seed(0)
t = torch.rand(4, 4)
b = t.view(2, 8)
print(t.data_ptr() == b.data_ptr())
b[0][0] = 3.14
print(t[0][0])

base = torch.tensor([[0, 1], [2, 3]])
print(base.is_contiguous())
t = base.transpose(0, 1)
print(t.is_contiguous())
c = t.contiguous()
print(c.is_contiguous(), c._base is None, t._base is base)

x = torch.arange(12)
views = {
    "view": x.view(3, 4), "reshape": x.reshape(3, 4), "narrow": x.narrow(0, 2, 5), "unfold": x.unfold(0, 4, 2),
    "expand": x[:1].expand(5), "as_strided": x.as_strided((3, 3), (4, 1)), "split": x.split(5)[1],
    "chunk": x.chunk(3)[2], "unbind": x.view(3, 4).unbind(1)[2], "diagonal": x.view(3, 4).diagonal(),
    "select": x.view(3, 4)[1], "slice": x[2:10:3], "t": x.view(3, 4).t(), "movedim": x.view(2, 6).movedim(0, 1),
    "unflatten": x.unflatten(0, (2, 6)), "squeeze": x.view(1, 12).squeeze(), "detach": x.detach(),
    "view_as": x.view_as(torch.empty(6, 2)), "swapaxes": x.view(3, 4).swapaxes(0, 1),
}
for name, v in views.items():
    print(f"{name:10s} shares={v._base is x or v.data_ptr() >= x.data_ptr() and v._base is not None} "
          f"shape={tuple(v.shape)} stride={v.stride()} offset={v.storage_offset()} contiguous={v.is_contiguous()}")
print(x.reshape(4, 3).t().reshape(12)._base is None, x.view(3, 4).flatten()._base is x)
print(x[[0, 2]]._base is None, x[x > 5]._base is None, x[torch.tensor(3)]._base is x)

z = torch.zeros(3, 4)
z.narrow(1, 1, 2).fill_(1)
z[:, 3].add_(2)
z.diagonal().copy_(torch.tensor([7., 8., 9.]))
print(z)
r = torch.view_as_real(torch.tensor([1 + 2j, 3 - 1j]))
print(r, r._base is not None)
cplx = torch.view_as_complex(torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
print(cplx, cplx.real, cplx.imag.stride())
try:
    x.view(3, 4).t().view(12)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    x.view(5, 3)
except RuntimeError as e:
    print("RuntimeError:", e)
y = x.float().requires_grad_()
v = y.view(3, 4)
print(v.grad_fn.name(), v._is_view(), y._is_view(), v.is_leaf)
w = y.clone()
w.view(3, 4)[0].zero_()
print(w.grad_fn.name(), w[:5])
w.sum().backward()
print(y.grad)
e = torch.arange(6.).expand(2, 6)
try:
    e.add_(1)
except RuntimeError as err:
    print("RuntimeError:", err)
print(torch.arange(6).view(2, 3).T.contiguous().view(-1), torch.arange(6.).view(2, 3).unsqueeze(1).stride())
