"""torchvision.io: image files to uint8 tensors (PNG, decoded here in Python with zlib)."""
from .image import ImageReadMode, decode_image, decode_png, read_file, read_image  # noqa: F401
