import torch
from torch.utils.data import DataLoader, TensorDataset, Dataset
torch.manual_seed(0)
x = torch.arange(10.).reshape(5, 2)
y = torch.arange(5)
dl = DataLoader(TensorDataset(x, y), batch_size=2, shuffle=True)
for epoch in range(2):
    for xb, yb in dl:
        print(epoch, xb.tolist(), yb.tolist())
print(len(dl), torch.rand(1))
class Squares(Dataset):
    def __len__(self): return 4
    def __getitem__(self, i): return i, i * i
for batch in DataLoader(Squares(), batch_size=3):
    print(batch)
g = torch.Generator().manual_seed(7)
print(torch.randperm(6, generator=g), torch.rand(2, generator=g), torch.randn(3, generator=g))
print(list(DataLoader(TensorDataset(torch.arange(6)), batch_size=4, shuffle=True, generator=torch.Generator().manual_seed(1))))
print(torch.empty((), dtype=torch.int64).random_(), torch.empty(3).random_())
