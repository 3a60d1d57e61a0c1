# A tabular model with entity embeddings for categorical columns, BatchNorm on continuous ones, and ReduceLROnPlateau
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
n = 64
cats = torch.stack([torch.randint(0, 5, (n,)), torch.randint(0, 3, (n,)), torch.randint(0, 7, (n,))], dim=1)
conts = torch.randn(n, 2) * torch.tensor([10.0, 0.5]) + torch.tensor([50.0, 1.0])
y = ((cats[:, 0] % 2 == 0) ^ (conts[:, 1] > 1.0)).long()
cardinalities = [5, 3, 7]
emb_szs = [(c, min(50, (c + 1) // 2)) for c in cardinalities]
print(emb_szs, y.float().mean())


class TabularModel(nn.Module):
    def __init__(self, emb_szs, n_cont, out_sz, layers, p=0.2):
        super().__init__()
        self.embeds = nn.ModuleList([nn.Embedding(ni, nf) for ni, nf in emb_szs])
        self.emb_drop = nn.Dropout(p)
        self.bn_cont = nn.BatchNorm1d(n_cont)
        n_in = sum(nf for _, nf in emb_szs) + n_cont
        mods = []
        for size in layers:
            mods += [nn.Linear(n_in, size), nn.ReLU(inplace=True), nn.BatchNorm1d(size), nn.Dropout(p)]
            n_in = size
        mods.append(nn.Linear(n_in, out_sz))
        self.layers = nn.Sequential(*mods)

    def forward(self, x_cat, x_cont):
        x = torch.cat([e(x_cat[:, i]) for i, e in enumerate(self.embeds)], 1)
        x = self.emb_drop(x)
        x = torch.cat([x, self.bn_cont(x_cont)], 1)
        return self.layers(x)


model = TabularModel(emb_szs, 2, 2, [16, 8])
print(model)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1)
split = 48
for epoch in range(8):
    model.train()
    loss = F.cross_entropy(model(cats[:split], conts[:split]), y[:split])
    opt.zero_grad()
    loss.backward()
    opt.step()
    model.eval()
    with torch.no_grad():
        val_logits = model(cats[split:], conts[split:])
        val_loss = F.cross_entropy(val_logits, y[split:])
        acc = (val_logits.argmax(1) == y[split:]).float().mean()
    sched.step(val_loss)
    print(f"epoch {epoch} train {loss.item():.4f} val {val_loss.item():.4f} acc {acc.item():.3f} lr {opt.param_groups[0]['lr']}")
print(model.bn_cont.running_mean, model.bn_cont.running_var)
print(model.embeds[0].weight[:2])
print(sched.best, sched.num_bad_epochs)
