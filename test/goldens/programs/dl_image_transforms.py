# A fake image dataset with torchvision transforms: Compose, RandomCrop, flips, Normalize, inside a DataLoader.
import torch
from torch.utils.data import DataLoader, Dataset
from torchvision import transforms


class FakeImages(Dataset):
    def __init__(self, n, transform=None, target_transform=None):
        g = torch.Generator().manual_seed(0)
        self.images = torch.randint(0, 256, (n, 3, 10, 10), dtype=torch.uint8, generator=g)
        self.labels = torch.randint(0, 4, (n,), generator=g)
        self.transform = transform
        self.target_transform = target_transform

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        img, label = self.images[idx], int(self.labels[idx])
        if self.transform:
            img = self.transform(img)
        if self.target_transform:
            label = self.target_transform(label)
        return img, label


train_tf = transforms.Compose([
    transforms.RandomCrop(8, padding=1),
    transforms.RandomHorizontalFlip(p=0.5),
    transforms.ConvertImageDtype(torch.float32),
    transforms.Normalize(mean=[0.5, 0.5, 0.5], std=[0.25, 0.25, 0.25]),
])
test_tf = transforms.Compose([
    transforms.CenterCrop(8),
    transforms.ConvertImageDtype(torch.float32),
    transforms.Normalize((0.5, 0.5, 0.5), (0.25, 0.25, 0.25)),
])
print(train_tf)
one_hot = transforms.Lambda(lambda y: torch.zeros(4).scatter_(0, torch.tensor(y), value=1))

torch.manual_seed(0)
train = FakeImages(12, transform=train_tf, target_transform=one_hot)
test = FakeImages(6, transform=test_tf)
img, label = train[0]
print(img.shape, img.dtype, label)
print(img[0, :2])
loader = DataLoader(train, batch_size=4, shuffle=True)
for images, labels in loader:
    print(images.shape, labels.argmax(1).tolist(), round(images.mean().item(), 5), round(images.std().item(), 5))
for images, labels in DataLoader(test, batch_size=3):
    print(images.shape, labels.tolist(), [round(v, 4) for v in images.mean((1, 2, 3)).tolist()])

mean = torch.zeros(3)
for images, _ in DataLoader(FakeImages(12, transform=transforms.ConvertImageDtype(torch.float32)), batch_size=5):
    mean += images.mean((2, 3)).sum(0)
print("channel means:", (mean / 12).tolist())

model = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.ReLU(), torch.nn.AdaptiveAvgPool2d(1),
                            torch.nn.Flatten(), torch.nn.Linear(4, 4))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for epoch in range(3):
    for images, labels in loader:
        opt.zero_grad()
        loss = torch.nn.functional.cross_entropy(model(images), labels)
        loss.backward()
        opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f}")
