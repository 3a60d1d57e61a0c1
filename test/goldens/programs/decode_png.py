# Reading images out of a tar shard and decoding them with torchvision.io, in every read mode.
import os
import tarfile

import torch
from torchvision.io import ImageReadMode, decode_image, decode_png

here = "/data/shapes" if os.path.isdir("/data/shapes") else "lessons/effective-pytorch/data/shapes"
with tarfile.open(f"{here}/shapes-2.tar") as tar:
    members = tar.getmembers()
    print(len(members), members[0].name, members[-1].name)
    for member in members[:4]:
        data = tar.extractfile(member).read()
        image = decode_image(torch.frombuffer(bytearray(data), dtype=torch.uint8))
        print(member.name, image.shape, image.dtype, image.sum().item(), image[:, 16, 16].tolist())
        for mode in (ImageReadMode.GRAY, ImageReadMode.GRAY_ALPHA, ImageReadMode.RGB_ALPHA):
            converted = decode_png(torch.frombuffer(bytearray(data), dtype=torch.uint8), mode)
            print(" ", mode.name, tuple(converted.shape), converted.sum().item(), converted[:, 3, 7:10].tolist())
