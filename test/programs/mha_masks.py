# nn.MultiheadAttention with the masks tutorials use: causal attn_mask (bool and float), key_padding_mask,
# per-head weights, batch_first and separate key/value dimensions.
import torch
import torch.nn as nn

torch.manual_seed(11)
embed_dim, num_heads = 8, 2
mha = nn.MultiheadAttention(embed_dim, num_heads)
print(mha)
print([(n, tuple(p.shape)) for n, p in mha.named_parameters()])

L, N = 4, 2
q = torch.randn(L, N, embed_dim)
out, w = mha(q, q, q)
print(out.shape, w.shape)
print(w[0])
print(w.sum(-1))

causal = torch.triu(torch.ones(L, L, dtype=torch.bool), diagonal=1)
out_c, w_c = mha(q, q, q, attn_mask=causal)
print(w_c[1])
float_mask = torch.zeros(L, L).masked_fill(causal, float('-inf'))
out_f, w_f = mha(q, q, q, attn_mask=float_mask)
print(torch.allclose(out_c, out_f), torch.allclose(w_c, w_f))

kpm = torch.tensor([[False, False, False, True], [False, False, True, True]])
out_k, w_k = mha(q, q, q, key_padding_mask=kpm)
print(w_k[1])
out_h, w_h = mha(q, q, q, key_padding_mask=kpm, average_attn_weights=False)
print(w_h.shape)
print(torch.allclose(w_h.mean(1), w_k))
out_n, w_n = mha(q, q, q, need_weights=False)
print(w_n, torch.allclose(out_n, out))

mha_bf = nn.MultiheadAttention(embed_dim, num_heads, batch_first=True, dropout=0.1)
mha_bf.load_state_dict(mha.state_dict())
mha_bf.eval()
out_bf, w_bf = mha_bf(q.transpose(0, 1), q.transpose(0, 1), q.transpose(0, 1))
print(out_bf.shape, torch.allclose(out_bf.transpose(0, 1), out, atol=1e-6))

cross = nn.MultiheadAttention(embed_dim, num_heads, kdim=5, vdim=3, batch_first=True)
print([n for n, _ in cross.named_parameters()])
k = torch.randn(N, 6, 5)
v = torch.randn(N, 6, 3)
o, a = cross(q.transpose(0, 1), k, v)
print(o.shape, a.shape)

per_head = torch.zeros(N * num_heads, L, L)
per_head[:, :, 0] = float('-inf')
o3, a3 = mha(q, q, q, attn_mask=per_head)
print(a3[0])

try:
    mha(q, q, q, attn_mask=torch.zeros(3, 3))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    nn.MultiheadAttention(10, 3)
except AssertionError as e:
    print("AssertionError:", e)

out.sum().backward()
print(mha.in_proj_weight.grad.shape, mha.out_proj.bias.grad)
