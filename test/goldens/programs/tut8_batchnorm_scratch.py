# Batch normalization from scratch (moving statistics, train vs eval) checked against nn.BatchNorm1d/2d
import torch
import torch.nn as nn

torch.manual_seed(0)


def batch_norm(X, gamma, beta, moving_mean, moving_var, eps, momentum, training):
    if not training:
        X_hat = (X - moving_mean) / torch.sqrt(moving_var + eps)
    else:
        assert len(X.shape) in (2, 4)
        if len(X.shape) == 2:
            mean = X.mean(dim=0)
            var = ((X - mean) ** 2).mean(dim=0)
        else:
            mean = X.mean(dim=(0, 2, 3), keepdim=True)
            var = ((X - mean) ** 2).mean(dim=(0, 2, 3), keepdim=True)
        X_hat = (X - mean) / torch.sqrt(var + eps)
        n = X.numel() / X.shape[1]
        moving_mean = (1.0 - momentum) * moving_mean + momentum * mean
        moving_var = (1.0 - momentum) * moving_var + momentum * var * n / (n - 1)
    Y = gamma * X_hat + beta
    return Y, moving_mean.data, moving_var.data


class BatchNorm(nn.Module):
    def __init__(self, num_features, num_dims):
        super().__init__()
        shape = (1, num_features) if num_dims == 2 else (1, num_features, 1, 1)
        self.gamma = nn.Parameter(torch.ones(shape))
        self.beta = nn.Parameter(torch.zeros(shape))
        self.moving_mean = torch.zeros(shape)
        self.moving_var = torch.ones(shape)

    def forward(self, X):
        Y, self.moving_mean, self.moving_var = batch_norm(
            X, self.gamma, self.beta, self.moving_mean, self.moving_var,
            eps=1e-5, momentum=0.1, training=self.training)
        return Y


x = torch.randn(8, 3) * 2 + 1
mine = BatchNorm(3, 2)
ref = nn.BatchNorm1d(3)
for _ in range(3):
    a, b = mine(x), ref(x)
print(torch.allclose(a, b, atol=1e-5))
print(mine.moving_mean.flatten(), ref.running_mean)
print(mine.moving_var.flatten(), ref.running_var)
print(ref.num_batches_tracked)
mine.eval(); ref.eval()
print(torch.allclose(mine(x), ref(x), atol=1e-5))
print(ref(x)[:2])

img = torch.randn(4, 2, 3, 3)
mine2 = BatchNorm(2, 4)
ref2 = nn.BatchNorm2d(2)
print(torch.allclose(mine2(img), ref2(img), atol=1e-5))
print(ref2.running_mean, ref2.running_var)
print(ref2(img).mean(dim=(0, 2, 3)).abs().max() < 1e-6)
ref2.eval()
print(ref2(img)[0, 0])
cma = nn.BatchNorm1d(3, momentum=None)
for i in range(3):
    cma(x + i)
print(cma.running_mean, cma.num_batches_tracked)
noaff = nn.BatchNorm1d(3, affine=False, track_running_stats=False)
print(noaff, list(noaff.state_dict().keys()))
noaff.eval()
print(noaff(x).std(dim=0, unbiased=False))
print(nn.functional.batch_norm(x, torch.zeros(3), torch.ones(3), training=False)[0])
