import tarfile, torch
from torchvision.io import decode_image, decode_png, ImageReadMode
with tarfile.open("lessons/effective-pytorch/data/shapes/shapes-1.tar") as tar:
    members = tar.getmembers()[:3]
    for m in members:
        data = tar.extractfile(m).read()
        img = decode_image(torch.frombuffer(bytearray(data), dtype=torch.uint8))
        print(m.name, img.shape, img.dtype, img.sum().item(), img[:, 10, 10].tolist())
        g = decode_image(torch.frombuffer(bytearray(data), dtype=torch.uint8), ImageReadMode.GRAY)
        print(g.shape, g.sum().item(), g[0, 5, :6].tolist())
        a = decode_png(torch.frombuffer(bytearray(data), dtype=torch.uint8), ImageReadMode.RGB_ALPHA)
        print(a.shape, a[3].float().mean().item())
