# torchvision.transforms on tensors: a Compose pipeline for training and one for evaluation,
# seeded random augmentations, and transforms applied to a whole batch.
import torch
import torchvision.transforms as T

torch.manual_seed(0)
img = torch.randint(0, 256, (3, 12, 16), dtype=torch.uint8)

train_tf = T.Compose([
    T.RandomResizedCrop(8, scale=(0.5, 1.0), antialias=True),
    T.RandomHorizontalFlip(p=0.5),
    T.ConvertImageDtype(torch.float32),
    T.Normalize(mean=[0.485, 0.456, 0.406], std=[0.229, 0.224, 0.225]),
])
eval_tf = T.Compose([
    T.Resize(10, antialias=True),
    T.CenterCrop(8),
    T.ConvertImageDtype(torch.float),
    T.Normalize([0.5, 0.5, 0.5], [0.5, 0.5, 0.5]),
])
print(train_tf.transforms[1:])
print(eval_tf)

out = eval_tf(img)
print(out.shape, out.dtype)
print(out[0, :2])
print(round(out.mean().item(), 4), round(out.std().item(), 4))

torch.manual_seed(1)
a = train_tf(img)
torch.manual_seed(1)
b = train_tf(img)
print(a.shape, torch.equal(a, b))

batch = torch.rand(4, 3, 12, 12)
flipped = T.RandomHorizontalFlip(p=1.0)(batch)
print(torch.equal(flipped, batch.flip(-1)))
print(T.Resize((6, 6), antialias=True)(batch).shape)
print(T.Grayscale()(batch).shape, T.Grayscale(num_output_channels=3)(batch).shape)
print(T.Pad(2, fill=0.5)(batch).shape, T.Pad((1, 2), padding_mode="reflect")(batch)[0, 0, 0, :4])
print(T.Lambda(lambda t: t * 2)(torch.ones(2)))
print(T.FiveCrop(4)(batch[0])[0].shape, len(T.TenCrop(4)(batch[0])))

gray = T.Grayscale()(img)
print(gray.dtype, gray[0, 0, :5])
print(T.ConvertImageDtype(torch.uint8)(torch.tensor([[[0.0, 0.5, 1.0]]])))
try:
    T.Normalize([0.5], [0.0])(torch.rand(1, 2, 2))
except ValueError as e:
    print("ValueError:", e)
try:
    T.Normalize([0.5], [0.5])(torch.randint(0, 255, (1, 2, 2), dtype=torch.uint8))
except TypeError as e:
    print("TypeError:", e)
