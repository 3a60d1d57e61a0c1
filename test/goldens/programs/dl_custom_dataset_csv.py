# A custom map-style Dataset over in-memory CSV text, with a transform, shuffled batches and a train loop.
import io
import csv

import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset

CSV = """x1,x2,label
0.5,1.2,1
-0.3,0.8,0
1.5,-0.2,1
-1.1,-0.7,0
0.9,0.4,1
-0.6,1.9,0
2.0,0.1,1
-1.8,0.3,0
0.2,-1.4,1
-0.9,-0.1,0
"""


class CsvDataset(Dataset):
    def __init__(self, text, transform=None):
        rows = list(csv.DictReader(io.StringIO(text)))
        self.features = [[float(r["x1"]), float(r["x2"])] for r in rows]
        self.labels = [int(r["label"]) for r in rows]
        self.transform = transform

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        x = torch.tensor(self.features[idx])
        if self.transform:
            x = self.transform(x)
        return x, self.labels[idx]


def standardize(x):
    return (x - 0.1) / 1.1


torch.manual_seed(0)
ds = CsvDataset(CSV, transform=standardize)
print(len(ds), ds[0], ds[3])
loader = DataLoader(ds, batch_size=4, shuffle=True)
print("batches per epoch:", len(loader))
xb, yb = next(iter(loader))
print(xb, yb, xb.dtype, yb.dtype)

model = nn.Sequential(nn.Linear(2, 4), nn.Tanh(), nn.Linear(4, 2))
opt = torch.optim.SGD(model.parameters(), lr=0.5)
loss_fn = nn.CrossEntropyLoss()
for epoch in range(5):
    total, correct = 0.0, 0
    for xb, yb in loader:
        opt.zero_grad()
        out = model(xb)
        loss = loss_fn(out, yb)
        loss.backward()
        opt.step()
        total += loss.item() * len(yb)
        correct += (out.argmax(1) == yb).sum().item()
    print(f"epoch {epoch}: loss {total / len(ds):.4f} acc {correct / len(ds):.2f}")
with torch.no_grad():
    print(model(torch.stack([ds[i][0] for i in range(3)])))
