import tarfile, torch
from torch.utils.data import random_split, DataLoader
from torchvision.io import decode_image
shards = [f"lessons/effective-pytorch/data/shapes/shapes-{i}.tar" for i in range(4)]
with tarfile.open(shards[0]) as tar:
    members = tar.getmembers()
    raw = tar.extractfile(members[0]).read()
    print([m.name for m in members[:3]])
print(len(raw))
LABELS = ["circle", "square", "triangle"]
items = []
for path in shards:
    with tarfile.open(path) as tar:
        for m in tar.getmembers():
            items.append(LABELS.index(m.name.split(".")[1]))
loader = DataLoader(items, batch_size=16, shuffle=True, generator=torch.Generator().manual_seed(0))
print(next(iter(loader)))
train_set, val_set = random_split(items, [0.8, 0.2], generator=torch.Generator().manual_seed(0))
print(len(train_set), len(val_set), val_set.indices[:3])
