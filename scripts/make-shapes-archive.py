"""Writes the shapes archive that lesson 6 reads: small RGB PNG images of circles, squares and triangles in tar
shards, as a real image dataset is stored. Deterministic: running it again writes the same bytes.

    python3 scripts/make-shapes-archive.py
"""
import io
import random
import struct
import tarfile
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "lessons" / "effective-pytorch" / "data" / "shapes"
SHARDS, PER_SHARD, SIZE = 4, 64, 32
LABELS = ("circle", "square", "triangle")


def png(width, height, rows):
    """A truecolour 8-bit PNG: each row filtered with 'none', the whole image deflated."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b""))


def inside(label, x, y, cx, cy, r):
    if label == "circle":
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    if label == "square":
        return abs(x - cx) <= r and abs(y - cy) <= r
    # a triangle pointing up: inside while below its two slanted edges
    return cy - r <= y <= cy + r and abs(x - cx) <= (y - (cy - r)) / 2


def image(rng, label):
    background = [rng.randrange(0, 60) for _ in range(3)]
    colour = [rng.randrange(150, 256) for _ in range(3)]
    r = rng.randrange(6, 11)
    cx, cy = rng.randrange(r, SIZE - r), rng.randrange(r, SIZE - r)
    rows = []
    for y in range(SIZE):
        row = []
        for x in range(SIZE):
            noise = rng.randrange(-8, 9)
            base = colour if inside(label, x, y, cx, cy, r) else background
            row.extend(max(0, min(255, c + noise)) for c in base)
        rows.append(row)
    return png(SIZE, SIZE, rows)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(2024)
    index = 0
    for shard in range(SHARDS):
        with tarfile.open(OUT / f"shapes-{shard}.tar", "w", format=tarfile.USTAR_FORMAT) as tar:
            for _ in range(PER_SHARD):
                label = LABELS[rng.randrange(len(LABELS))]
                data = image(rng, label)
                info = tarfile.TarInfo(f"{index:04d}.{label}.png")
                info.size, info.mtime, info.mode = len(data), 0, 0o644
                info.uname = info.gname = ""
                tar.addfile(info, io.BytesIO(data))
                index += 1


if __name__ == "__main__":
    main()
