# A custom Dataset with transform and target_transform like the Datasets & DataLoaders and Transforms tutorials.
import torch
from torch.utils.data import Dataset, DataLoader

torch.manual_seed(7)

labels_map = {
    0: "T-Shirt", 1: "Trouser", 2: "Pullover", 3: "Dress", 4: "Coat",
    5: "Sandal", 6: "Shirt", 7: "Sneaker", 8: "Bag", 9: "Ankle Boot",
}


class ToFloatTensor:
    def __call__(self, img):
        return torch.as_tensor(img, dtype=torch.float32).unsqueeze(0) / 255.0

    def __repr__(self):
        return self.__class__.__name__ + "()"


class Lambda:
    def __init__(self, fn):
        self.fn = fn

    def __call__(self, x):
        return self.fn(x)


class CustomImageDataset(Dataset):
    def __init__(self, n, transform=None, target_transform=None):
        self.img_labels = torch.randint(0, 10, (n,)).tolist()
        self.images = torch.randint(0, 256, (n, 8, 8), dtype=torch.uint8)
        self.transform = transform
        self.target_transform = target_transform

    def __len__(self):
        return len(self.img_labels)

    def __getitem__(self, idx):
        image = self.images[idx]
        label = self.img_labels[idx]
        if self.transform:
            image = self.transform(image)
        if self.target_transform:
            label = self.target_transform(label)
        return image, label


raw = CustomImageDataset(10)
img, label = raw[3]
print(img.dtype, img.shape, label, labels_map[label])
print(img[:2])

ds = CustomImageDataset(
    20,
    transform=ToFloatTensor(),
    target_transform=Lambda(lambda y: torch.zeros(10, dtype=torch.float).scatter_(0, torch.tensor(y), value=1)),
)
img, label = ds[0]
print(img.shape, img.dtype, f"{img.min().item():.4f} {img.max().item():.4f}")
print(label)

figure_samples = []
for i in range(1, 4):
    sample_idx = torch.randint(len(ds), size=(1,)).item()
    img, label = ds[sample_idx]
    figure_samples.append((sample_idx, labels_map[label.argmax().item()]))
print(figure_samples)

train_dataloader = DataLoader(ds, batch_size=8, shuffle=True)
train_features, train_labels = next(iter(train_dataloader))
print(f"Feature batch shape: {train_features.size()}")
print(f"Labels batch shape: {train_labels.size()}")
img = train_features[0].squeeze()
label = train_labels[0]
print(img.shape, f"Label: {label}")
print(len(train_dataloader), len(ds))
for i, (xb, yb) in enumerate(train_dataloader):
    print(i, xb.shape, yb.sum(dim=0))

loader = DataLoader(raw, batch_size=4, drop_last=True)
batches = list(loader)
print(len(batches), batches[0][1], type(batches[0][1]))
print(batches[-1][0].dtype, batches[-1][0].shape)
