# Geometric augmentation on tensor images: rotations (with expand, centre and fill), affine warps, and the
# RandomRotation / RandomAffine transforms drawing their parameters from the seeded generator.
import torch
import torchvision.transforms as T
import torchvision.transforms.functional as TF
from torchvision.transforms import InterpolationMode

torch.manual_seed(0)
img = torch.arange(1.0, 26.0).view(1, 5, 5)
rgb = torch.rand(3, 6, 8)
u8 = torch.randint(0, 256, (3, 5, 7), dtype=torch.uint8)

print(TF.rotate(img, 90))
print(TF.rotate(img, 45))
print(TF.rotate(img, 30, interpolation=InterpolationMode.BILINEAR)[0, 2])
print(TF.rotate(img, 45, expand=True).shape, TF.rotate(rgb, 30, expand=True).shape)
print(TF.rotate(img, 90, center=[0, 0])[0])
print(TF.rotate(img, 45, fill=[-1.0])[0, 0])
print(TF.rotate(u8, 20)[0, 1], TF.rotate(u8, 20, interpolation=InterpolationMode.BILINEAR).dtype)
print(TF.affine(img, angle=0, translate=[1, 2], scale=1.0, shear=[0.0, 0.0])[0])
print(TF.affine(img, angle=15, translate=[0, 0], scale=1.2, shear=10)[0, 1])
print(TF.affine(rgb, angle=-10, translate=(1, -1), scale=0.9, shear=[5.0, 3.0],
                interpolation=InterpolationMode.BILINEAR, fill=[0.5, 0.5, 0.5])[1, 0])

rot = T.RandomRotation(30)
print(rot, T.RandomRotation((10, 20), expand=True, center=(1, 1), fill=1))
torch.manual_seed(1)
print(rot(img)[0, 0])
aff = T.RandomAffine(degrees=20, translate=(0.1, 0.2), scale=(0.8, 1.1), shear=(-5, 5, -3, 3))
print(aff, T.RandomAffine(0, interpolation=InterpolationMode.BILINEAR, fill=2, center=[1, 2]))
torch.manual_seed(2)
print(T.RandomAffine.get_params(aff.degrees, aff.translate, aff.scale, aff.shear, [5, 5]))
torch.manual_seed(2)
print(aff(img)[0])
batch = torch.rand(2, 3, 6, 6)
torch.manual_seed(3)
print(T.RandomRotation(45, interpolation=InterpolationMode.BILINEAR)(batch).shape)

for bad in (lambda: TF.rotate(img, "45"), lambda: TF.affine(img, 0, [1], 1.0, 0.0),
            lambda: TF.affine(img, 0, [0, 0], 0.0, 0.0), lambda: T.RandomRotation(-5),
            lambda: T.RandomAffine(10, translate=(0.5, 2.0)), lambda: T.RandomAffine(10, scale=(1.0,)),
            lambda: TF.rotate(img, 10, interpolation=InterpolationMode.BICUBIC),
            lambda: TF.rotate(rgb, 10, fill=[1.0, 2.0])):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
