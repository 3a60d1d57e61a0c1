import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
                       dim_feedforward=16, dropout=0.0, batch_first=True)
print(sum(p.numel() for p in model.parameters()))
print([n for n, _ in model.named_children()])
print(model.decoder.layers[0])
src = torch.randn(2, 5, 8)
tgt = torch.randn(2, 4, 8)
tgt_mask = model.generate_square_subsequent_mask(4) == float("-inf")
src_pad = torch.tensor([[False] * 5, [False, False, False, True, True]])
tgt_pad = torch.tensor([[False] * 4, [False, False, True, True]])
out = model(src, tgt, tgt_mask=tgt_mask, src_key_padding_mask=src_pad,
            tgt_key_padding_mask=tgt_pad, memory_key_padding_mask=src_pad)
print(out.shape)
print(out[1].abs().sum(-1))
memory = model.encoder(src, src_key_padding_mask=src_pad)
dec = model.decoder(tgt, memory, tgt_mask=tgt_mask, tgt_key_padding_mask=tgt_pad, memory_key_padding_mask=src_pad)
print(torch.allclose(dec, out, atol=1e-6))
try:
    model(src, torch.randn(3, 4, 8))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    model(src, torch.randn(2, 4, 6))
except RuntimeError as e:
    print("RuntimeError:", e)
dl = nn.TransformerDecoderLayer(8, 2, 16, dropout=0.0, norm_first=True, activation=nn.functional.gelu)
print(dl.norm_first, dl.activation.__name__)
y = dl(torch.randn(4, 2, 8), torch.randn(5, 2, 8), tgt_mask=tgt_mask)
print(y.shape)
loss = out.square().mean()
loss.backward()
print(round(loss.item(), 5))
print(model.encoder.layers[0].linear1.weight.grad.abs().sum() > 0)
print(model.decoder.norm.weight.grad)
