# torchvision.transforms on image tensors: a training pipeline with random augmentation and a test pipeline.
import torch
from torchvision import transforms
import torchvision.transforms.functional as TF

torch.manual_seed(0)
img = torch.rand(3, 8, 8)

mean, std = [0.485, 0.456, 0.406], [0.229, 0.224, 0.225]
train_tf = transforms.Compose([
    transforms.RandomCrop(6, padding=1),
    transforms.RandomHorizontalFlip(),
    transforms.Normalize(mean, std),
])
test_tf = transforms.Compose([transforms.CenterCrop(6), transforms.Normalize(mean=mean, std=std)])
print(train_tf)
print(test_tf)

out = train_tf(img)
print("train output:", out.shape, out.dtype)
print(out[0])
print("test output:", test_tf(img)[1, :2])

flip = transforms.RandomHorizontalFlip(p=1.0)
small = torch.arange(6.).reshape(1, 2, 3)
print("hflip:", flip(small))
print("vflip:", transforms.RandomVerticalFlip(p=1.0)(small))
print("no flip:", transforms.RandomHorizontalFlip(p=0.0)(small))
print("TF.hflip equal:", torch.equal(TF.hflip(small), small.flip(-1)))

crops = [tuple(transforms.RandomCrop(3)(img).shape) for _ in range(3)]
print("random crops:", crops)
print("center crop bigger than image:\n", transforms.CenterCrop(4)(small))
print("pad:", transforms.Pad(1)(small)[0])
print("pad reflect:", TF.pad(small, [1, 0], padding_mode="reflect"))
print("crop:", TF.crop(img, 2, 3, 2, 2).shape, TF.crop(img, 2, 3, 2, 2)[0])

norm = transforms.Normalize((0.5,), (0.5,))
print(norm)
gray = torch.linspace(0, 1, 5).reshape(1, 1, 5)
print("normalized:", norm(gray))
try:
    transforms.Normalize((0.5,), (0.0,))(gray)
except ValueError as e:
    print("ValueError:", e)
try:
    norm(torch.arange(5).reshape(1, 1, 5))
except TypeError as e:
    print("TypeError:", e)

u8 = (img * 255).to(torch.uint8)
as_float = transforms.ConvertImageDtype(torch.float32)(u8)
print("ConvertImageDtype:", as_float.dtype, as_float[0, 0, :4])
back = TF.convert_image_dtype(as_float, torch.uint8)
print("back to uint8:", back.dtype, back[0, 0, :4], u8[0, 0, :4])

lam = transforms.Lambda(lambda t: t * 2 - 1)
print(lam)
print("lambda range:", lam(img).min().item() >= -1, lam(img).max().item() <= 1)

batch = torch.rand(2, 3, 4, 4)
print("batch flip:", torch.equal(TF.hflip(batch), batch.flip(-1)))
print("batched normalize:", transforms.Normalize(mean, std)(batch).shape)
print("get size:", TF.get_image_size(img), TF.get_dimensions(img))

print("\nresizing")
resize = transforms.Resize((4, 6), antialias=True)
print(resize)
print(resize(img).shape)
print(resize(img)[0])
print("short side:", transforms.Resize(4, antialias=True)(torch.rand(3, 8, 12)).shape)
print("max_size:", TF.resize(torch.rand(1, 6, 12), [4], max_size=7, antialias=True).shape)
nearest = transforms.Resize(4, interpolation=transforms.InterpolationMode.NEAREST)
print(nearest(small))
u8_small = TF.resize(u8, [5, 5], antialias=True)
print("uint8 resize:", u8_small.dtype, u8_small[0, 0])
torch.manual_seed(3)
rrc = transforms.RandomResizedCrop(5, scale=(0.5, 1.0), antialias=True)
print(rrc.size, rrc.scale, rrc.antialias)
print("RandomResizedCrop params:", transforms.RandomResizedCrop.get_params(img, scale=(0.5, 1.0), ratio=(0.75, 1.333)))
print(rrc(img)[1])
erase = transforms.RandomErasing(p=1.0, value=0.5)
print(erase)
erased = erase(img)
print("erased pixels:", (erased == 0.5).sum().item(), (erased != img).any(dim=0).sum().item())
aug = transforms.Compose([transforms.RandomResizedCrop(4, antialias=True), transforms.RandomHorizontalFlip(),
                          transforms.Normalize(mean, std), transforms.RandomErasing(p=0.5)])
batch = torch.stack([aug(torch.rand(3, 8, 8)) for _ in range(4)])
print("augmented batch:", batch.shape, batch.mean().item())
