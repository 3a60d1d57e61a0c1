# nn.TransformerEncoder for variable-length sequences: src_key_padding_mask, masked mean pooling, classification
import torch
import torch.nn as nn

torch.manual_seed(0)
PAD = 0
seqs = [torch.tensor([5, 3, 8, 2]), torch.tensor([7, 1]), torch.tensor([4, 4, 9])]
lengths = torch.tensor([len(s) for s in seqs])
batch = nn.utils.rnn.pad_sequence(seqs, batch_first=True, padding_value=PAD)
print(batch)
pad_mask = batch == PAD
print(pad_mask)
max_len = batch.size(1)
mask2 = torch.arange(max_len)[None, :] >= lengths[:, None]
print(torch.equal(pad_mask, mask2))


class Classifier(nn.Module):
    def __init__(self, vocab=10, d_model=16, nhead=4, num_layers=2, n_classes=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, d_model, padding_idx=PAD)
        self.pos = nn.Parameter(torch.zeros(1, 16, d_model))
        layer = nn.TransformerEncoderLayer(d_model, nhead, dim_feedforward=32, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=num_layers, enable_nested_tensor=False)
        self.head = nn.Linear(d_model, n_classes)

    def forward(self, x, key_padding_mask):
        h = self.emb(x) + self.pos[:, : x.size(1)]
        h = self.encoder(h, src_key_padding_mask=key_padding_mask)
        keep = (~key_padding_mask).unsqueeze(-1).float()
        pooled = (h * keep).sum(1) / keep.sum(1)
        return self.head(pooled), h


model = Classifier()
print(model.emb.weight[PAD])
logits, h = model(batch, pad_mask)
print(logits.shape, h.shape)
print(logits)
# padding must not change the non-padded outputs
single, _ = model(seqs[1].unsqueeze(0), torch.zeros(1, 2, dtype=torch.bool))
print(torch.allclose(single, logits[1:2], atol=1e-5))
longer = torch.cat([batch, torch.zeros(3, 2, dtype=torch.long)], dim=1)
logits2, _ = model(longer, longer == PAD)
print(torch.allclose(logits, logits2, atol=1e-5))

labels = torch.tensor([0, 2, 1])
opt = torch.optim.Adam(model.parameters(), lr=5e-3)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(8):
    opt.zero_grad()
    out, _ = model(batch, pad_mask)
    loss = loss_fn(out, labels)
    loss.backward()
    opt.step()
    print(epoch, f"{loss.item():.4f}", out.argmax(1).tolist())
print(model.emb.weight.grad[PAD])

# a float additive mask works like the bool one
float_mask = torch.zeros(pad_mask.shape).masked_fill(pad_mask, float("-inf"))
print(float_mask)
layer = nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, dropout=0.0, batch_first=True)
x = torch.randn(3, 4, 8)
a = layer(x, src_key_padding_mask=pad_mask)
b = layer(x, src_key_padding_mask=float_mask)
print(torch.allclose(a, b, atol=1e-6), a.shape)
causal = nn.Transformer.generate_square_subsequent_mask(4)
print(causal)
print(layer(x, src_mask=causal)[0, 0])
