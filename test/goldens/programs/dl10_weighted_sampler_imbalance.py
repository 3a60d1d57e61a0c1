# Class imbalance: WeightedRandomSampler with weights from class counts, as in the forum recipe.
import torch
from torch.utils.data import DataLoader, TensorDataset, WeightedRandomSampler

torch.manual_seed(0)
targets = torch.tensor([0] * 90 + [1] * 10)
data = torch.randn(100, 3)
class_count = torch.bincount(targets)
print(class_count)
class_weights = 1.0 / class_count.float()
print(class_weights)
sample_weights = class_weights[targets]
print(sample_weights[:3], sample_weights[-3:])
sampler = WeightedRandomSampler(sample_weights, num_samples=len(sample_weights), replacement=True)
print(len(sampler))
loader = DataLoader(TensorDataset(data, targets), batch_size=20, sampler=sampler)
counts = torch.zeros(2, dtype=torch.long)
for x, y in loader:
    counts += torch.bincount(y, minlength=2)
print(counts, counts.sum())
g = torch.Generator().manual_seed(42)
s = WeightedRandomSampler([0.1, 0.9, 0.4, 0.7, 3.0, 0.6], 5, replacement=True, generator=g)
print(list(s))
s2 = WeightedRandomSampler([0.1, 0.9, 0.4, 0.7, 3.0, 0.6], 4, replacement=False, generator=g)
print(list(s2))
try:
    WeightedRandomSampler([1.0, 2.0], num_samples=0)
except ValueError as e:
    print("ValueError:", e)
try:
    WeightedRandomSampler([1.0, 2.0], num_samples=3, replacement="yes")
except ValueError as e:
    print("ValueError:", e)
try:
    list(WeightedRandomSampler([1.0, 2.0], num_samples=3, replacement=False))
except RuntimeError as e:
    print("RuntimeError:", e)
