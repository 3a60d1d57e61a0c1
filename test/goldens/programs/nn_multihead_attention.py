# nn.MultiheadAttention: PyTorch's initialisation for a seed, masks (bool, float, key padding), per-head weights,
# kdim/vdim with separate projections, bias_kv and zero attention, batch_first, unbatched input, eval and gradients
import torch
import torch.nn as nn

torch.manual_seed(0)
mha = nn.MultiheadAttention(8, 2)
print(mha)
print(mha.in_proj_weight[:2])
print([(n, tuple(p.shape)) for n, p in mha.named_parameters()])
x = torch.randn(4, 3, 8)
out, w = mha(x, x, x)
print(out[0], w[0])
print(type(out.grad_fn).__name__, w.shape)
out, w = mha(x, x, x, average_attn_weights=False)
print(w.shape, w[0, 1])
mask = torch.triu(torch.ones(4, 4, dtype=torch.bool), 1)
kpm = torch.tensor([[False, False, False, True], [False, False, True, True], [False] * 4])
out, w = mha(x, x, x, attn_mask=mask, key_padding_mask=kpm)
print(out[:, 1], w[1])
out, w = mha(x, x, x, attn_mask=mask, key_padding_mask=kpm, need_weights=False)
print(out[:, 1], w)
fm = torch.randn(4, 4)
out, w = mha(x, x, x, attn_mask=fm)
print(out[2], w[2].detach())
mask3 = torch.randn(6, 4, 4)
out, w = mha(x, x, x, attn_mask=mask3, need_weights=False)
print(out[3])

mha2 = nn.MultiheadAttention(8, 4, kdim=5, vdim=6, batch_first=True, bias=False, add_bias_kv=True,
                             add_zero_attn=True)
print(mha2, [n for n, _ in mha2.named_parameters()])
q, k, v = torch.randn(2, 3, 8), torch.randn(2, 5, 5), torch.randn(2, 5, 6)
out, w = mha2(q, k, v)
print(out, w.detach())
out, w = mha(x[:, 0], x[:, 0], x[:, 0])
print(out, w.shape)
mem = torch.randn(6, 3, 8)
out, w = mha(x, mem, mem)
print(out[1], w.shape)

mha.eval()
with torch.no_grad():
    out, w = mha(x, x, x, key_padding_mask=kpm)
print(out[:, 1], w[1])
loss = mha2(q, k, v)[0].sum()
loss.backward()
print(mha2.q_proj_weight.grad[0], mha2.bias_k.grad.flatten()[:4])

torch.manual_seed(3)
drop = nn.MultiheadAttention(4, 1, dropout=0.5)
y = torch.randn(3, 2, 4)
out, w = drop(y, y, y)
print(out, w.detach())
try:
    nn.MultiheadAttention(6, 4)
except AssertionError as e:
    print("AssertionError:", e)
