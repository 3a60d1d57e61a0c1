# Ops on meta tensors whose CPU kernels look at values (index checks, sorting, loss targets, sampling) compute only
# their results' layout on meta; a transformer layer runs through on meta inputs
import torch
import torch.nn as nn
import torch.nn.functional as F

M = "meta"
m = torch.empty(2, 3, device=M)
print(m.data_ptr(), m.new_empty(4), m.new_zeros(2, 2), m.new_ones(1), m.new_full((2,), 1.5), m.new_tensor([1, 2]))
print(m.clone(), m.detach(), m.contiguous() is m, m.expand(4, 2, 3).contiguous().stride())
print(m[torch.tensor([0, 1])], m[torch.tensor([1, 0], device=M)], m[:, torch.tensor([2, 2, 0])].shape)
print(m.index_select(1, torch.tensor([0, 2], device=M)), m.gather(1, torch.zeros(2, 5, dtype=torch.long, device=M)))
print(m.sort(), m.topk(2, dim=1), m.argsort(dim=0).dtype)
print(torch.linalg.qr(torch.empty(2, 4, 3, device=M)), torch.linalg.qr(torch.empty(4, 3, device=M), mode="complete").Q.shape)
print(nn.init.orthogonal_(torch.empty(3, 5, device=M)), nn.init.orthogonal_(torch.empty(5, 3, device=M), gain=2).shape)
print(F.cross_entropy(torch.empty(4, 5, device=M), torch.zeros(4, dtype=torch.long, device=M)))
print(F.nll_loss(torch.empty(4, 5, device=M), torch.zeros(4, dtype=torch.long, device=M), reduction="none"))
torch.manual_seed(0)
print(torch.bernoulli(m), torch.rand_like(m), torch.randn_like(m), torch.normal(m, 1.0), F.dropout(m, 0.5))
print(torch.randn(2))
print(torch.zeros(2, 3, device=M).masked_fill(torch.zeros(2, 3, dtype=torch.bool, device=M), 1.0))
print(torch.einsum("ij,jk->ik", m, torch.empty(3, 4, device=M)))
print(F.conv2d(torch.empty(1, 3, 5, 5, device=M), torch.empty(2, 3, 3, 3, device=M), padding=1))
print(F.max_pool2d(torch.empty(1, 3, 5, 5, device=M), 2), F.interpolate(torch.empty(1, 3, 5, 5, device=M), scale_factor=2))

x4 = torch.empty(2, 3, 8, 8, device=M)
print(F.interpolate(x4, scale_factor=2, mode="bilinear").shape, F.pad(x4, (1, 1, 2, 2), mode="reflect").shape)
print(torch.triu_indices(3, 3, device=M), torch.tril_indices(4, 3, 1, device=M))
out, (h, c) = nn.LSTM(4, 5, 2, device=M)(torch.empty(7, 3, 4, device=M))
print(out.shape, h.shape, c, nn.GRU(4, 5, batch_first=True, bidirectional=True, device=M)(torch.empty(3, 7, 4, device=M))[1])
print(nn.LSTMCell(4, 5, device=M)(torch.empty(3, 4, device=M))[0], nn.RNN(4, 5, device=M)(torch.empty(4, device=M).expand(6, 4))[0])

layer = nn.TransformerEncoderLayer(64, 4, dim_feedforward=128, device=M)
out = layer(torch.empty(10, 2, 64, device=M))
print(out)
out.sum().backward()
print(layer.linear1.weight.grad, layer.self_attn.in_proj_weight.grad.shape)
big = nn.Sequential(*[nn.Linear(8192, 8192, device=M) for _ in range(8)])
print(sum(p.numel() for p in big.parameters()), big(torch.empty(4, 8192, device=M)).shape)
print(torch.empty(10**6, 10**5, device=M).sum(0).shape)

# assert_close compares a meta tensor's attributes only
t = torch.empty(2, 2, device=M)
print(torch.testing.assert_close(t, torch.empty(2, 2, device=M)))
for other in (torch.empty(2, 3, device=M), torch.empty(2, 2, device=M, dtype=torch.float64), torch.zeros(2, 2)):
    try:
        torch.testing.assert_close(t, other)
    except AssertionError as e:
        print("AssertionError", e)
