import struct, torch
print(torch.frombuffer(bytearray(b"\x01\x02\x03"), dtype=torch.uint8))
print(torch.frombuffer(bytearray(struct.pack("<3f", 1.5, -2, 3)), dtype=torch.float32))
print(torch.frombuffer(bytearray(struct.pack("<2q", 2**40, -1)), dtype=torch.int64))
print(torch.frombuffer(bytearray(struct.pack("<2q", 2**40, -1)), dtype=torch.int32, count=2, offset=4))
print(torch.frombuffer(bytearray(b"\x80\x3f\x00\x40"), dtype=torch.bfloat16))
print(torch.frombuffer(bytearray(b"\x00\x3c"), dtype=torch.float16))
print(torch.frombuffer(bytearray(b"\x01\x00"), dtype=torch.bool))
for args in [dict(dtype=torch.int32), dict(dtype=torch.uint8, offset=9), dict(dtype=torch.uint8, count=9)]:
    try:
        torch.frombuffer(bytearray(b"\x01\x02\x03"), **args)
    except ValueError as e:
        print("ValueError:", e)
