# Sampling utilities: torch.multinomial with and without replacement, torch.randperm shuffling, weighted
# sampling, bootstrap resampling and the errors they raise.
import torch

torch.manual_seed(2024)
weights = torch.tensor([0.1, 0.2, 0.3, 0.4])
print(torch.multinomial(weights, 4))
print(torch.multinomial(weights, 10, replacement=True))
draws = torch.multinomial(weights, 5000, replacement=True)
print(torch.bincount(draws, minlength=4) / 5000.0)
batch = torch.tensor([[1.0, 0.0, 0.0], [0.0, 10.0, 10.0], [1.0, 1.0, 1.0]])
print(torch.multinomial(batch, 2))
print(torch.multinomial(batch, 4, replacement=True))
g = torch.Generator().manual_seed(0)
print(torch.multinomial(weights, 3, generator=g))

perm = torch.randperm(10)
print(perm, perm.dtype)
data = torch.arange(10) * 10
print(data[perm])
print(torch.randperm(5, dtype=torch.float32))
print(torch.randperm(0), torch.randperm(1))
x = torch.randn(8, 3)
y = torch.arange(8)
idx = torch.randperm(8)
xs, ys = x[idx], y[idx]
print(ys)
print(torch.equal(xs[ys.argsort()], x))
for i, b in enumerate(torch.randperm(8).split(3)):
    print("batch", i, b)

# bootstrap confidence interval for the mean
sample = torch.randn(50) + 2.0
boot_idx = torch.randint(0, 50, (1000, 50))
means = sample[boot_idx].mean(1)
print("bootstrap mean:", means.mean().item(), torch.quantile(means, torch.tensor([0.025, 0.975])))

# temperature sampling from logits, as in text generation
logits = torch.tensor([2.0, 1.0, 0.1, -1.0])
for t in [0.5, 1.0, 2.0]:
    p = torch.softmax(logits / t, dim=0)
    print(t, p, torch.multinomial(p, 8, replacement=True))
top_v, top_i = torch.topk(logits, 2)
print(top_i[torch.multinomial(torch.softmax(top_v, 0), 1)])

for bad in [lambda: torch.multinomial(weights, 5), lambda: torch.multinomial(torch.tensor([0.0, 0.0]), 1),
            lambda: torch.multinomial(torch.ones(2, 2, 2), 1)]:
    try:
        bad()
    except RuntimeError as e:
        print("RuntimeError:", e)
