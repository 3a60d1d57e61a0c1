"""TensorBoard's event files, written without a protobuf runtime (Pyodide has none offline): the protobuf wire format
of the few messages a SummaryWriter writes (Event, Summary and what it holds, GraphDef) and TFRecord framing with
masked CRC-32C, as tensorboard's EventFileWriter frames each record."""
import struct


def _varint(n: int) -> bytes:
    n &= (1 << 64) - 1  # negative int64s are ten bytes of two's complement
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        if n:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def varint_field(number: int, value: int) -> bytes:
    return _varint(number << 3) + _varint(value)


def double_field(number: int, value: float) -> bytes:
    return _varint(number << 3 | 1) + struct.pack("<d", value)


def float_field(number: int, value: float) -> bytes:
    return _varint(number << 3 | 5) + struct.pack("<f", value)


def bytes_field(number: int, value) -> bytes:
    data = value.encode("utf-8") if isinstance(value, str) else bytes(value)
    return _varint(number << 3 | 2) + _varint(len(data)) + data


def packed_doubles(number: int, values) -> bytes:
    return bytes_field(number, b"".join(struct.pack("<d", v) for v in values))


def _crc32c_table():
    table = []
    for i in range(256):
        crc = i
        for _ in range(8):
            crc = (crc >> 1) ^ 0x82F63B78 if crc & 1 else crc >> 1
        table.append(crc)
    return table


_TABLE = _crc32c_table()


def _masked_crc32c(data: bytes) -> int:
    crc = 0xFFFFFFFF
    for byte in data:
        crc = _TABLE[(crc ^ byte) & 0xFF] ^ (crc >> 8)
    crc ^= 0xFFFFFFFF
    return (((crc >> 15) | (crc << 17)) + 0xA282EAD8) & 0xFFFFFFFF


def record(data: bytes) -> bytes:
    """One TFRecord: length, its CRC, the data, its CRC."""
    header = struct.pack("<Q", len(data))
    return header + struct.pack("<I", _masked_crc32c(header)) + data + struct.pack("<I", _masked_crc32c(data))


def event(wall_time: float, step=None, *, file_version=None, graph_def=None, summary=None) -> bytes:
    """An Event message: wall_time 1, step 2, then one of file_version 3, graph_def 4, summary 5."""
    out = double_field(1, wall_time)
    if step is not None:
        out += varint_field(2, int(step))
    if file_version is not None:
        out += bytes_field(3, file_version)
    if graph_def is not None:
        out += bytes_field(4, graph_def)
    if summary is not None:
        out += bytes_field(5, summary)
    return out
