# A small transformer from nn.Transformer pieces
import math
import torch
import torch.nn as nn

torch.manual_seed(0)


class PositionalEncoding(nn.Module):
    def __init__(self, d_model, max_len=50):
        super().__init__()
        pos = torch.arange(max_len).unsqueeze(1)
        div = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(pos * div)
        pe[:, 0, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe)

    def forward(self, x):
        return x + self.pe[: x.size(0)]


d_model, nhead = 8, 2
enc_layer = nn.TransformerEncoderLayer(d_model, nhead, dim_feedforward=16, dropout=0.0)
encoder = nn.TransformerEncoder(enc_layer, num_layers=2, enable_nested_tensor=False)
dec_layer = nn.TransformerDecoderLayer(d_model, nhead, dim_feedforward=16, dropout=0.0, batch_first=True)
decoder = nn.TransformerDecoder(dec_layer, num_layers=1)
print(encoder.layers[0])
print(sum(p.numel() for p in encoder.parameters()), sum(p.numel() for p in decoder.parameters()))
pe = PositionalEncoding(d_model)
src = torch.randn(5, 2, d_model)
mask = nn.Transformer.generate_square_subsequent_mask(5)
print(mask)
out = encoder(pe(src), mask=mask)
print(out.shape)
print(out[0])
pad = torch.tensor([[False, False, False, True, True], [False] * 5])
out2 = encoder(src, src_key_padding_mask=pad)
print(out2[:, 0])
mem = out.transpose(0, 1)
tgt = torch.randn(2, 3, d_model)
dout = decoder(tgt, mem, tgt_mask=nn.Transformer.generate_square_subsequent_mask(3))
print(dout)
model = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1, dim_feedforward=16, dropout=0.0,
                       batch_first=True)
y = model(torch.randn(1, 4, 8), torch.randn(1, 3, 8))
print(y.shape, y.grad_fn.name())
y[..., 0].sum().backward()
print(model.encoder.layers[0].self_attn.in_proj_weight.grad.norm())
layer = nn.TransformerEncoderLayer(8, 2, 16, 0.0, activation="gelu", norm_first=True, batch_first=True)
print(layer(torch.randn(1, 3, 8)))
