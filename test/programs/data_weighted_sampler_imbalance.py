# Handling class imbalance: WeightedRandomSampler weights from class counts, and a class-weighted loss.
import torch
from torch.utils.data import DataLoader, TensorDataset, WeightedRandomSampler

torch.manual_seed(0)
labels = torch.tensor([0] * 12 + [1] * 3 + [2] * 1)
features = torch.randn(len(labels), 2)
dataset = TensorDataset(features, labels)

class_counts = torch.bincount(labels)
print("class counts:", class_counts)
class_weights = 1.0 / class_counts.float()
print("class weights:", class_weights)
sample_weights = class_weights[labels]
print("sample weights:", sample_weights)

sampler = WeightedRandomSampler(weights=sample_weights, num_samples=len(sample_weights), replacement=True)
print("len(sampler):", len(sampler))
loader = DataLoader(dataset, batch_size=8, sampler=sampler)
seen = []
for epoch in range(3):
    for xb, yb in loader:
        seen.append(yb)
    print(f"epoch {epoch}: batches drawn")
seen = torch.cat(seen)
print("drawn labels:", torch.bincount(seen, minlength=3))

g = torch.Generator()
g.manual_seed(123)
no_repl = WeightedRandomSampler(sample_weights, num_samples=5, replacement=False, generator=g)
idx = list(no_repl)
print("without replacement:", idx, len(set(idx)) == 5)
try:
    list(WeightedRandomSampler(sample_weights, num_samples=20, replacement=False))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    WeightedRandomSampler(sample_weights, num_samples=0)
except ValueError as e:
    print("ValueError:", e)

weights = len(labels) / (3 * class_counts.float())
print("balanced weights:", weights)
criterion = torch.nn.CrossEntropyLoss(weight=weights)
logits = torch.randn(len(labels), 3)
print(f"weighted loss: {criterion(logits, labels).item():.5f}")
print(f"unweighted loss: {torch.nn.functional.cross_entropy(logits, labels).item():.5f}")
print(criterion)
print(torch.multinomial(torch.tensor([0.2, 0.3, 0.5]), 6, replacement=True))
