# nn.MultiheadAttention as current tutorials call it: need_weights and average_attn_weights, key padding and
# attention masks (boolean and the float causal mask), kdim/vdim with bias_k/bias_v and zero attention, eval mode,
# unbatched inputs, and a Transformer encoder with a padding mask.
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
def tryit(name, fn):
    try:
        r = fn()
        print(name, r)
    except Exception as e:
        print(name, type(e).__name__, e)
mha = nn.MultiheadAttention(8, 2, batch_first=True)
q = torch.randn(2, 3, 8); k = torch.randn(2, 4, 8)
o, w = mha(q, k, k)
print(o.shape, w.shape)
o, w = mha(q, k, k, average_attn_weights=False)
print(w.shape, w[0, 1])
o, w = mha(q, k, k, need_weights=False)
print(w, o[0, 0])
kpm = torch.tensor([[False, False, True, True], [False, False, False, True]])
o, w = mha(q, k, k, key_padding_mask=kpm)
print(w[1])
am = torch.triu(torch.ones(3, 4, dtype=torch.bool), diagonal=1)
o, w = mha(q, k, k, attn_mask=am, average_attn_weights=False)
print(w[0, 0])
tryit("mask shape", lambda: mha(q, k, k, attn_mask=torch.zeros(2, 2)))
cm = nn.Transformer.generate_square_subsequent_mask(3)
print(cm)
o, w = mha(q, q, q, attn_mask=cm)
print(w[0])
mha2 = nn.MultiheadAttention(8, 2, kdim=5, vdim=6, dropout=0.0, bias=False, add_bias_kv=True, add_zero_attn=True)
print(mha2)
print([n for n, _ in mha2.named_parameters()])
o, w = mha2(torch.randn(3, 2, 8), torch.randn(4, 2, 5), torch.randn(4, 2, 6))
print(o.shape, w.shape)
mha.eval()
with torch.no_grad():
    o, w = mha(q, q, q)
print(o[0, :2], w.shape)
# unbatched
o, w = mha(q[0], k[0], k[0])
print(o.shape, w.shape)
tryit("bad embed", lambda: nn.MultiheadAttention(7, 2))
layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0, batch_first=True)
print(layer(q).shape)
enc = nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False)
print(enc(q, src_key_padding_mask=torch.tensor([[False, False, True], [False, False, False]]))[0])
