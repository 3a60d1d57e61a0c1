# Meta tensors: shape, dtype and strides without values; ops compute their results' layout only
import torch


def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        # the dispatcher's message goes on to list the build's backends: its first sentence is what matters
        print(type(e).__name__, str(e).split("\n")[0].split(". ")[0])


m = torch.empty(2, 3, device="meta")
print(m)
print(repr(m.device), m.is_meta, m.is_cpu, m.is_cuda, m.stride(), m.get_device())
print(torch.zeros(2, dtype=torch.int64, device="meta"))
print(torch.ones(2, 3, device="meta", requires_grad=True))
print(torch.empty(0, device="meta"), torch.empty(2, 0, device="meta", dtype=torch.float16))
print(torch.tensor([1.0, 2.0], device="meta"), torch.tensor(3, device="meta"))
print(torch.ones(3, 4).to("meta"), torch.ones(3, 4).to(device="meta", dtype=torch.float64))
print(torch.empty_like(m), torch.zeros_like(m, dtype=torch.float64), torch.ones_like(m, device="meta"))
print(torch.full((2,), 3.5, device="meta"), torch.arange(0, 10, 2, device="meta"), torch.linspace(0, 1, 5, device="meta"))
print(torch.eye(3, device="meta"), torch.randint(0, 5, (3,), device="meta"), torch.randperm(4, device="meta"))

# layouts
a = torch.empty(4, 6, device="meta")
print(a.view(2, 12).stride(), a.t().contiguous().stride(), a[:, 1:3].stride(), a[:, 1:3].storage_offset())
print(a.permute(1, 0).stride(), a.is_contiguous(), a.t().is_contiguous(), a.element_size())
print(a.float().dtype, a.to(torch.int32), a.bool(), a.half())
print(a.sum(dtype=torch.float64), a.mean(1, keepdim=True), a.argmax(1), a.max(1))
print(torch.softmax(a, -1), a.unsqueeze(0).expand(3, 4, 6).shape, torch.cat([a, a], 1).shape, a.chunk(2)[1].shape)
print(a == a, a @ torch.empty(6, 2, device="meta"), torch.where(a > 0, a, a))

# autograd records as usual, with meta gradients
x = torch.randn(3, 4, device="meta", requires_grad=True)
y = (x * 2).sum()
print(y)
y.backward()
print(x.grad)
z = torch.randn(3, 4, device="meta", requires_grad=True)
v = z * 2
v[0].add_(1)
v.sum().backward()
print(z.grad, type(v.grad_fn).__name__)

# random factories and fills on meta take no draws from the CPU generator
torch.manual_seed(0)
torch.randn(1000, device="meta")
w = torch.empty(5, 5, device="meta")
with torch.no_grad():
    torch.nn.init.kaiming_uniform_(w)
    torch.nn.init.normal_(w)
    torch.nn.init.trunc_normal_(w)
    w.uniform_().bernoulli_().exponential_()
print(w, torch.randn(3))

# what needs values
attempt(lambda: x.tolist())
attempt(lambda: x.detach().numpy())
attempt(lambda: x.to("cpu"))
attempt(lambda: x.cpu())
attempt(lambda: torch.ones(2).copy_(torch.ones(2, device="meta")))
attempt(lambda: torch.nonzero(x))
attempt(lambda: torch.masked_select(x, x > 0))

# mixing devices: a 0-d CPU tensor joins a meta op, anything else is PyTorch's device error
attempt(lambda: x + torch.tensor(1.0))
attempt(lambda: x + torch.ones(3, 4))
attempt(lambda: torch.ones(3, 4) + x)
attempt(lambda: torch.ones(3, 4) * x.sum())
attempt(lambda: a.add_(torch.ones(4, 6)))
attempt(lambda: torch.ones(2).to("meta").copy_(torch.ones(2)))
