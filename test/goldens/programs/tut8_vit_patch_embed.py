# Vision Transformer front end on random images: patchify with unfold and with a strided conv, class token,
# learned position embeddings, and a pre-norm TransformerEncoderLayer
import torch
import torch.nn as nn

torch.manual_seed(0)
imgs = torch.randn(2, 3, 8, 8)
p = 4
patches = imgs.unfold(2, p, p).unfold(3, p, p)
print(patches.shape)
patches = patches.permute(0, 2, 3, 1, 4, 5).reshape(2, -1, 3 * p * p)
print(patches.shape)
print(nn.functional.unfold(imgs, kernel_size=p, stride=p).shape)


class PatchEmbed(nn.Module):
    def __init__(self, img=8, patch=4, in_ch=3, dim=12):
        super().__init__()
        self.proj = nn.Conv2d(in_ch, dim, kernel_size=patch, stride=patch)
        self.num_patches = (img // patch) ** 2

    def forward(self, x):
        return self.proj(x).flatten(2).transpose(1, 2)


class TinyViT(nn.Module):
    def __init__(self, dim=12, classes=5):
        super().__init__()
        self.patch = PatchEmbed(dim=dim)
        self.cls_token = nn.Parameter(torch.zeros(1, 1, dim))
        self.pos_embed = nn.Parameter(torch.randn(1, self.patch.num_patches + 1, dim) * 0.02)
        self.encoder = nn.TransformerEncoderLayer(dim, nhead=3, dim_feedforward=24, dropout=0.0,
                                                  activation="relu", batch_first=True, norm_first=True)
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, classes)

    def forward(self, x):
        x = self.patch(x)
        cls = self.cls_token.expand(x.shape[0], -1, -1)
        x = torch.cat([cls, x], dim=1) + self.pos_embed
        x = self.encoder(x)
        return self.head(self.norm(x[:, 0]))


model = TinyViT()
print(model.patch)
print(model.encoder.self_attn)
print("patches:", model.patch.num_patches, "params:", sum(p.numel() for p in model.parameters()))
tokens = model.patch(imgs)
print(tokens.shape, tokens[0, 0, :4])
w = model.patch.proj.weight.reshape(12, -1)
manual = patches @ w.t() + model.patch.proj.bias
print("conv == matmul:", torch.allclose(manual, tokens, atol=1e-5))
logits = model(imgs)
print(logits)
loss = nn.functional.cross_entropy(logits, torch.tensor([1, 3]))
loss.backward()
print(loss.item(), model.cls_token.grad.norm().item() > 0, model.pos_embed.grad.shape)
model.eval()
with torch.no_grad():
    print(model(imgs).argmax(-1))
