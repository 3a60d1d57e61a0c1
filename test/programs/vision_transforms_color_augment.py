# Colour augmentation on tensor images: grayscale, brightness/contrast/saturation/hue, Gaussian blur,
# RandomApply and the ten-crop evaluation trick, each seeded so the draws repeat.
import torch
import torchvision.transforms as T
import torchvision.transforms.functional as TF

torch.manual_seed(0)
img = torch.rand(3, 6, 6)
img_u8 = torch.randint(0, 256, (3, 5, 5), dtype=torch.uint8)

print(TF.rgb_to_grayscale(img)[0, :2])
print(TF.rgb_to_grayscale(img_u8, num_output_channels=3).shape, TF.rgb_to_grayscale(img_u8)[0, 0])
print(TF.adjust_brightness(img, 1.5)[0, 0])
print(TF.adjust_contrast(img, 0.5)[1, 0])
print(TF.adjust_saturation(img, 2.0)[2, 0])
print(TF.adjust_hue(img, 0.25)[0, 0])
print(TF.adjust_hue(img, -0.5)[:, 0, 0])
print(TF.adjust_brightness(img_u8, 1.3)[0, 0], TF.adjust_contrast(img_u8, 1.7)[0, 0])
print(TF.adjust_saturation(img_u8, 0.0)[:, 0, 0])
print(TF.gaussian_blur(img, 3)[0, :2])
print(TF.gaussian_blur(img, [3, 5], [1.0, 2.0])[1, 2])
print(TF.gaussian_blur(img_u8, 5, 1.5)[0, 0])

blur = T.GaussianBlur(kernel_size=5, sigma=(0.1, 2.0))
print(blur)
torch.manual_seed(3)
print(blur(img)[0, 0])
print(T.Grayscale(3))
print(T.RandomGrayscale(p=1.0)(img).shape, torch.equal(T.RandomGrayscale(p=0.0)(img), img))

aug = T.RandomApply([T.GaussianBlur(3), T.Grayscale(num_output_channels=3)], p=0.7)
print(aug)
torch.manual_seed(5)
outs = [aug(img) for _ in range(4)]
print([torch.equal(o, img) for o in outs])

jitter = T.ColorJitter(brightness=0.4, contrast=0.4, saturation=0.4, hue=0.1)
torch.manual_seed(7)
print(T.ColorJitter.get_params(jitter.brightness, jitter.contrast, jitter.saturation, jitter.hue))
torch.manual_seed(7)
print(jitter(img)[:, 0, 0])
print(T.ColorJitter(brightness=0.5)(img_u8).dtype)

crops = T.TenCrop(4)(img)
print(len(crops), crops[0].shape, torch.equal(crops[5], crops[0].flip(-1)) is False)
print(torch.equal(crops[4], TF.center_crop(img, 4)))
batch = torch.stack(T.FiveCrop(3)(img))
print(batch.shape)
print(T.FiveCrop((2, 3)), T.TenCrop(3, vertical_flip=True))

for bad in (lambda: TF.adjust_hue(img, 0.7), lambda: TF.adjust_brightness(img, -1),
            lambda: TF.gaussian_blur(img, 4), lambda: TF.gaussian_blur(img, 3, 0.0),
            lambda: T.GaussianBlur(4), lambda: T.ColorJitter(brightness=-0.1),
            lambda: TF.rgb_to_grayscale(torch.rand(2, 4, 4)), lambda: TF.five_crop(img, 7)):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
