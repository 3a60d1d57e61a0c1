# nn.MultiheadAttention with masks: a causal attn_mask (bool and float forms agree), key_padding_mask for padded
# keys, per-head weights with average_attn_weights=False, need_weights=False, batch_first, kdim/vdim, and the shape
# errors a wrong mask gives.
import torch
import torch.nn as nn

torch.manual_seed(0)
E, H, L, N = 8, 2, 4, 2
mha = nn.MultiheadAttention(E, H, batch_first=True)
x = torch.randn(N, L, E)

causal_bool = torch.triu(torch.ones(L, L, dtype=torch.bool), diagonal=1)
causal_float = torch.zeros(L, L).masked_fill(causal_bool, float('-inf'))
print(causal_bool)
print(causal_float)
out_b, w_b = mha(x, x, x, attn_mask=causal_bool)
out_f, w_f = mha(x, x, x, attn_mask=causal_float)
print(out_b.shape, w_b.shape, torch.allclose(out_b, out_f, atol=1e-6))
print(w_b[0])

kpm = torch.tensor([[False, False, False, True], [False, False, True, True]])
out, w = mha(x, x, x, key_padding_mask=kpm)
print(w[1])
print(w[1, :, 2:].abs().sum().item())

out, w = mha(x, x, x, key_padding_mask=kpm, average_attn_weights=False)
print(w.shape, w[0, :, 0])
print(torch.allclose(w.mean(1), mha(x, x, x, key_padding_mask=kpm)[1]))
out, w = mha(x, x, x, need_weights=False)
print(out.shape, w)

# per-batch, per-head 3-D mask
mask3 = causal_bool.repeat(N * H, 1, 1)
print(torch.allclose(mha(x, x, x, attn_mask=mask3)[0], out_b, atol=1e-6))

# cross-attention with different key/value sizes
cross = nn.MultiheadAttention(E, H, kdim=5, vdim=3)
q = torch.randn(L, N, E)
k = torch.randn(6, N, 5)
v = torch.randn(6, N, 3)
o, w = cross(q, k, v)
print(cross.in_proj_weight, cross.q_proj_weight.shape, cross.k_proj_weight.shape, cross.v_proj_weight.shape)
print(o.shape, w.shape)

nobias = nn.MultiheadAttention(E, H, batch_first=True, bias=False)
o1, _ = nobias(x, x, x)
print(o1.shape, nobias.in_proj_bias, nobias.out_proj.bias)

try:
    mha(x, x, x, attn_mask=torch.zeros(3, 3, dtype=torch.bool))
except RuntimeError as e:
    print('RuntimeError:', e)
try:
    mha(x, x, x, attn_mask=torch.zeros(N, L, L, dtype=torch.bool))
except RuntimeError as e:
    print('RuntimeError:', e)
