# A transformer decoder with memory and target padding masks, step-by-step greedy decoding against a full pass.
import torch
import torch.nn as nn

torch.manual_seed(61)
d, V = 8, 7
emb = nn.Embedding(V, d)
dec_layer = nn.TransformerDecoderLayer(d, 2, 16, dropout=0.0, batch_first=True, norm_first=True)
decoder = nn.TransformerDecoder(dec_layer, num_layers=1, norm=nn.LayerNorm(d))
out_proj = nn.Linear(d, V)
print(dec_layer)
memory = torch.randn(2, 5, d)
mem_pad = torch.tensor([[False] * 5, [False, False, False, True, True]])
tgt = torch.tensor([[1, 3, 4], [1, 2, 2]])
tgt_pad = torch.tensor([[False, False, False], [False, False, True]])
causal = nn.Transformer.generate_square_subsequent_mask(3).bool()
print(causal)
y = decoder(emb(tgt), memory, tgt_mask=causal, tgt_key_padding_mask=tgt_pad, memory_key_padding_mask=mem_pad)
print(y.shape)
print(y[1].detach())
logits = out_proj(y)
print(logits.argmax(-1))
# the first positions do not depend on what comes after them
y2 = decoder(emb(tgt[:, :2]), memory, tgt_mask=nn.Transformer.generate_square_subsequent_mask(2).bool(),
             memory_key_padding_mask=mem_pad)
print(torch.allclose(y2[0], y[0, :2], atol=1e-5))
with torch.no_grad():
    seq = torch.tensor([[1], [1]])
    for _ in range(4):
        h = decoder(emb(seq), memory, tgt_mask=nn.Transformer.generate_square_subsequent_mask(seq.size(1)))
        nxt = out_proj(h[:, -1]).argmax(-1, keepdim=True)
        seq = torch.cat([seq, nxt], 1)
    print(seq)
enc_layer = nn.TransformerEncoderLayer(d, 2, 16, dropout=0.0, activation="gelu", batch_first=True)
print(enc_layer.activation_relu_or_gelu if hasattr(enc_layer, "activation_relu_or_gelu") else "gelu", enc_layer.norm_first)
src = torch.randn(2, 4, d)
print(enc_layer(src)[0, 0].detach())
print(sum(p.numel() for p in decoder.parameters()), len(list(decoder.named_parameters())))
