# Attention masks in nn.MultiheadAttention / nn.Transformer: causal masks, key padding, per-head weights.
import math
import torch
import torch.nn as nn

torch.manual_seed(5)
mask = nn.Transformer.generate_square_subsequent_mask(4)
print(mask)
print(mask.dtype)
bool_mask = torch.triu(torch.ones(4, 4, dtype=torch.bool), diagonal=1)
print(bool_mask)

mha = nn.MultiheadAttention(embed_dim=8, num_heads=2, batch_first=True)
print(mha)
x = torch.randn(2, 4, 8)
kpm = torch.tensor([[False, False, False, True], [False, False, True, True]])
out, w = mha(x, x, x, attn_mask=bool_mask, key_padding_mask=kpm)
print(out.shape, w.shape)
print(w.detach())
out2, w2 = mha(x, x, x, attn_mask=mask, need_weights=True, average_attn_weights=False)
print(w2.shape)
print(w2[0, 1].detach())
o3, w3 = mha(x, x, x, need_weights=False)
print(w3)
print(torch.allclose(o3, mha(x, x, x)[0]))

# the same computation by hand
q, k, v = torch.nn.functional.linear(x, mha.in_proj_weight, mha.in_proj_bias).chunk(3, dim=-1)
def heads(t):
    return t.view(2, 4, 2, 4).transpose(1, 2)
scores = heads(q) @ heads(k).transpose(-2, -1) / math.sqrt(4)
scores = scores + mask
attn = scores.softmax(-1)
manual = (attn @ heads(v)).transpose(1, 2).reshape(2, 4, 8)
manual = mha.out_proj(manual)
print(torch.allclose(manual, out2, atol=1e-6))

layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0, batch_first=True)
encoder = nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False)
print(encoder.layers[0])
print(len(encoder.layers), encoder.norm)
y = encoder(x, mask=bool_mask, src_key_padding_mask=kpm)
print(y.shape)
print(y[0, 0].detach())

model = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
                       dim_feedforward=16, dropout=0.0, batch_first=True)
src = torch.randn(2, 5, 8)
tgt = torch.randn(2, 3, 8)
out = model(src, tgt, tgt_mask=model.generate_square_subsequent_mask(3))
print(out.shape)
print(out[1].detach())
print(sum(p.numel() for p in model.parameters()))
try:
    mha(x, x, x, attn_mask=torch.zeros(3, 3))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    nn.MultiheadAttention(10, 3)
except AssertionError as e:
    print("AssertionError:", e)
