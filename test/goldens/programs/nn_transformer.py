# Transformer encoder/decoder layers and stacks: PyTorch's parameters for a seed, post- and pre-norm, relu/gelu
# (by name, function or module), masks and key padding, batch_first, eval with padded batches, gradients
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

torch.set_printoptions(precision=4, sci_mode=False)
torch.manual_seed(0)
layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0)
print(layer)
enc = nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False)
print(len(enc.layers), enc.num_layers, enc.norm)
src = torch.randn(5, 2, 8)
print(enc(src)[0])
mask = nn.Transformer.generate_square_subsequent_mask(5)
print(mask)
print(enc(src, mask=mask)[:, 1])
print(enc(src, mask=mask == float("-inf"))[:, 0])
layer2 = nn.TransformerEncoderLayer(8, 2, 16, 0.1, activation="gelu", batch_first=True, norm_first=True)
layer2.eval()
x = torch.randn(2, 5, 8)
kpm = torch.tensor([[False] * 5, [False, False, False, True, True]])
print(layer2(x, src_key_padding_mask=kpm))
layer3 = nn.TransformerEncoderLayer(8, 2, 16, activation=nn.GELU(), batch_first=True)
print(layer3)
enc3 = nn.TransformerEncoder(layer3, 2, norm=nn.LayerNorm(8))
enc3.eval()
with torch.no_grad(), warnings.catch_warnings():
    warnings.simplefilter("ignore")  # 1.13 calls nested tensors a prototype; padded positions come back as zeros
    print(enc3(x, src_key_padding_mask=kpm))
print(enc3(x, src_key_padding_mask=kpm))
layer4 = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, activation=F.gelu)
print(layer4(src[:, 0]))

dec_layer = nn.TransformerDecoderLayer(8, 2, 16, dropout=0.0)
print(dec_layer)
dec = nn.TransformerDecoder(dec_layer, 2, norm=nn.LayerNorm(8))
tgt = torch.randn(4, 2, 8)
print(dec(tgt, src, tgt_mask=nn.Transformer.generate_square_subsequent_mask(4)))
dec2 = nn.TransformerDecoderLayer(8, 2, 16, dropout=0.0, batch_first=True, norm_first=True, activation="gelu")
mkpm = torch.tensor([[False] * 5, [False, False, True, True, True]])
print(dec2(tgt.transpose(0, 1), x, memory_key_padding_mask=mkpm))

torch.manual_seed(1)
t = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1, dim_feedforward=16, dropout=0.0,
                   batch_first=True)
print(t.encoder.norm, t.decoder.norm, t.d_model, t.nhead, t.batch_first)
out = t(src.transpose(0, 1), tgt.transpose(0, 1), tgt_mask=t.generate_square_subsequent_mask(4))
print(out)
(out * torch.linspace(-1, 1, 8)).sum().backward()
print(t.encoder.layers[0].self_attn.in_proj_weight.grad[:2])
print(t.decoder.layers[0].linear1.weight.grad[0])
print(sum(p.numel() for p in t.parameters()))
torch.manual_seed(2)
train = nn.TransformerEncoderLayer(8, 2, 16, dropout=0.3)
print(train(src)[1])
try:
    t(torch.randn(2, 5, 8), torch.randn(3, 4, 8))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    nn.TransformerEncoderLayer(8, 2, activation="tanh")
except RuntimeError as e:
    print("RuntimeError:", e)
