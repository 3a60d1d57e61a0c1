# Cleaning a feature matrix with missing values before training: isnan masks, nanmean/nansum/nanmedian per column,
# filling with column means via torch.where, nan_to_num for infinities, standardising, masked losses that skip
# missing targets, and how a NaN spreads through a forward and backward pass.
import torch
import torch.nn as nn

torch.manual_seed(0)
X = torch.randn(8, 3)
X[1, 0] = float('nan')
X[4, 2] = float('nan')
X[6, 0] = float('nan')
X[7, 1] = float('inf')
print(X)
mask = torch.isnan(X)
print(mask.sum(0), mask.any(1).nonzero().squeeze(1), torch.isinf(X).nonzero())
print(X.nanmean(0), X.nansum(0), X.nanmedian(0).values)
print(X.mean(0), torch.isfinite(X).all(1))

col_means = X.nan_to_num(nan=0.0, posinf=0.0).sum(0) / (~mask & ~torch.isinf(X)).sum(0)
print(col_means)
filled = torch.where(mask, col_means.expand_as(X), X)
filled = torch.nan_to_num(filled, posinf=3.0)
print(filled[[1, 4, 6, 7]])
print(torch.nan_to_num(torch.tensor([float('nan'), float('inf'), -float('inf'), 1.5])))
print(torch.nan_to_num(torch.tensor([float('nan'), float('-inf')], dtype=torch.float16)))

mu, sigma = filled.mean(0), filled.std(0, unbiased=False)
Z = (filled - mu) / sigma
print(Z.mean(0).abs().max().item() < 1e-6, Z.std(0, unbiased=False))

# targets with missing entries: mask them out of the loss
y = torch.randn(8, 2)
y[2, 1] = float('nan')
y[5, 0] = float('nan')
model = nn.Linear(3, 2)
pred = model(Z)
valid = ~torch.isnan(y)
loss = ((pred - torch.nan_to_num(y)) ** 2)[valid].mean()
loss.backward()
print(round(loss.item(), 5), valid.sum().item(), torch.isfinite(model.weight.grad).all().item())
print(nn.functional.mse_loss(pred[valid], y[valid]).item() == loss.item())

# a single NaN poisons everything downstream
model.zero_grad()
bad = model(X).sum()
bad.backward()
print(bad, model.weight.grad)
print(torch.tensor([1.0, float('nan')]).max(), torch.tensor([1.0, float('nan')]).argmax(),
      torch.tensor([float('nan'), 1.0]).sort())
print(torch.fmax(torch.tensor([float('nan'), 2.0]), torch.tensor([1.0, float('nan')])),
      torch.maximum(torch.tensor([float('nan'), 2.0]), torch.tensor([1.0, 3.0])))
print(torch.nanmean(torch.full((3,), float('nan'))), torch.tensor([]).mean(), torch.tensor([]).sum())
