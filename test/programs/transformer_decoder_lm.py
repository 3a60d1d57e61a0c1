# A decoder-only language model built from nn.TransformerEncoder with a causal mask (GPT style), plus
# nn.TransformerDecoder with memory; learned positional embeddings, norm_first and GELU options.
import warnings
import torch
import torch.nn as nn
import torch.nn.functional as F

warnings.filterwarnings("ignore")

torch.manual_seed(8)
text = "hello world, hello transformer"
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
itos = {i: c for c, i in stoi.items()}
data = torch.tensor([stoi[c] for c in text], dtype=torch.long)
print(len(chars), data[:10])
block = 8

def get_batch(bs=4):
    ix = torch.randint(len(data) - block, (bs,))
    x = torch.stack([data[i:i + block] for i in ix])
    y = torch.stack([data[i + 1:i + block + 1] for i in ix])
    return x, y

class TinyGPT(nn.Module):
    def __init__(self, vocab, d=24, heads=3, layers=2):
        super().__init__()
        self.tok = nn.Embedding(vocab, d)
        self.pos = nn.Embedding(block, d)
        layer = nn.TransformerEncoderLayer(d, heads, 4 * d, dropout=0.0, activation="gelu",
                                           batch_first=True, norm_first=True)
        self.blocks = nn.TransformerEncoder(layer, layers, norm=nn.LayerNorm(d))
        self.lm_head = nn.Linear(d, vocab, bias=False)

    def forward(self, idx, targets=None):
        T = idx.size(1)
        x = self.tok(idx) + self.pos(torch.arange(T))
        mask = torch.triu(torch.full((T, T), float('-inf')), diagonal=1)
        x = self.blocks(x, mask=mask)
        logits = self.lm_head(x)
        loss = None
        if targets is not None:
            loss = F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1))
        return logits, loss

    @torch.no_grad()
    def generate(self, idx, n):
        for _ in range(n):
            logits, _ = self(idx[:, -block:])
            nxt = logits[:, -1].argmax(-1, keepdim=True)
            idx = torch.cat([idx, nxt], dim=1)
        return idx

model = TinyGPT(len(chars))
print(model.blocks.layers[1])
print(sum(p.numel() for p in model.parameters() if p.requires_grad))
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
for step in range(40):
    xb, yb = get_batch()
    logits, loss = model(xb, yb)
    opt.zero_grad(set_to_none=True)
    loss.backward()
    opt.step()
    if step % 10 == 0:
        print(f"step {step}: loss {loss.item():.4f}")
model.eval()
out = model.generate(torch.tensor([[stoi['h']]]), 12)
print(''.join(itos[i] for i in out[0].tolist()))

dec_layer = nn.TransformerDecoderLayer(d_model=12, nhead=2, dim_feedforward=20, dropout=0.0)
decoder = nn.TransformerDecoder(dec_layer, num_layers=2)
memory = torch.randn(5, 2, 12)
tgt = torch.randn(3, 2, 12)
tgt_mask = nn.Transformer.generate_square_subsequent_mask(3)
mem_pad = torch.tensor([[False] * 5, [False, False, False, True, True]])
out = decoder(tgt, memory, tgt_mask=tgt_mask, memory_key_padding_mask=mem_pad)
print(out.shape)
print(out[:, 1, :4])
print(decoder.layers[0].multihead_attn)
print(list(dict(decoder.named_children()).keys()), len(decoder.state_dict()))
