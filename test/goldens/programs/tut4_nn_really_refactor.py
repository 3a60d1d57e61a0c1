# "What is torch.nn really?" step by step on synthetic data: hand-written log_softmax and nll indexing with a range,
# manual SGD under no_grad, then nn.Module, optim, TensorDataset/DataLoader and a fit loop printing full-precision
# validation losses, the Lambda-layer conv model, and a wrapped loader.
import math, torch
import torch.nn.functional as F
from torch import nn, optim
from torch.utils.data import TensorDataset, DataLoader
torch.manual_seed(0)
n, d, c = 512, 64, 10
x_train = torch.rand(n, d); y_train = torch.randint(0, c, (n,))
x_valid = torch.rand(128, d); y_valid = torch.randint(0, c, (128,))
print(x_train.shape, y_train.min(), y_train.max())
weights = torch.randn(d, c) / math.sqrt(d)
weights.requires_grad_()
bias = torch.zeros(c, requires_grad=True)
def log_softmax(x): return x - x.exp().sum(-1).log().unsqueeze(-1)
def model(xb): return log_softmax(xb @ weights + bias)
bs = 64
xb = x_train[0:bs]; preds = model(xb)
print(preds[0], preds.shape)
def nll(input, target): return -input[range(target.shape[0]), target].mean()
loss_func = nll
yb = y_train[0:bs]
print(loss_func(preds, yb))
def accuracy(out, yb):
    preds = torch.argmax(out, dim=1)
    return (preds == yb).float().mean()
print(accuracy(preds, yb))
lr = 0.5; epochs = 2
for epoch in range(epochs):
    for i in range((n - 1) // bs + 1):
        start_i = i * bs; end_i = start_i + bs
        xb = x_train[start_i:end_i]; yb = y_train[start_i:end_i]
        pred = model(xb); loss = loss_func(pred, yb)
        loss.backward()
        with torch.no_grad():
            weights -= weights.grad * lr
            bias -= bias.grad * lr
            weights.grad.zero_(); bias.grad.zero_()
print(loss_func(model(xb), yb), accuracy(model(xb), yb))
class Mnist_Logistic(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(d, c)
    def forward(self, xb): return self.lin(xb)
def get_model():
    model = Mnist_Logistic()
    return model, optim.SGD(model.parameters(), lr=lr)
loss_func = F.cross_entropy
def loss_batch(model, loss_func, xb, yb, opt=None):
    loss = loss_func(model(xb), yb)
    if opt is not None:
        loss.backward(); opt.step(); opt.zero_grad()
    return loss.item(), len(xb)
def fit(epochs, model, loss_func, opt, train_dl, valid_dl):
    for epoch in range(epochs):
        model.train()
        for xb, yb in train_dl:
            loss_batch(model, loss_func, xb, yb, opt)
        model.eval()
        with torch.no_grad():
            losses, nums = zip(*[loss_batch(model, loss_func, xb, yb) for xb, yb in valid_dl])
        val_loss = sum(l * k for l, k in zip(losses, nums)) / sum(nums)
        print(epoch, val_loss)
train_ds = TensorDataset(x_train, y_train); valid_ds = TensorDataset(x_valid, y_valid)
def get_data(train_ds, valid_ds, bs):
    return (DataLoader(train_ds, batch_size=bs, shuffle=True), DataLoader(valid_ds, batch_size=bs * 2))
train_dl, valid_dl = get_data(train_ds, valid_ds, bs)
model, opt = get_model()
fit(epochs, model, loss_func, opt, train_dl, valid_dl)
class Lambda(nn.Module):
    def __init__(self, func):
        super().__init__(); self.func = func
    def forward(self, x): return self.func(x)
def preprocess(x): return x.view(-1, 1, 8, 8)
model = nn.Sequential(Lambda(preprocess), nn.Conv2d(1, 16, kernel_size=3, stride=2, padding=1), nn.ReLU(),
    nn.Conv2d(16, 16, kernel_size=3, stride=2, padding=1), nn.ReLU(), nn.Conv2d(16, 10, kernel_size=3, stride=2, padding=1),
    nn.ReLU(), nn.AdaptiveAvgPool2d(1), Lambda(lambda x: x.view(x.size(0), -1)))
print(model)
# (batched convolutions take oneDNN's path in PyTorch, whose sums are ordered differently: not trained here)
print(model(x_valid[:4]).shape)
class WrappedDataLoader:
    def __init__(self, dl, func): self.dl = dl; self.func = func
    def __len__(self): return len(self.dl)
    def __iter__(self):
        for b in self.dl: yield (self.func(*b))
train_dl = WrappedDataLoader(train_dl, lambda x, y: (x.view(-1, 1, 8, 8), y))
print(len(train_dl), next(iter(train_dl))[0].shape)
