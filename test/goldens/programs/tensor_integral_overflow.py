import torch

cases = [([[1, -2], [300, 4]], torch.int8), ([-1, 255], torch.uint8), ([-255], torch.uint8), ([-256], torch.uint8),
         ([-1.0], torch.uint8), ([3.7, -2.9], torch.int32), ([2 ** 31], torch.int32), ([float("nan")], torch.int16),
         ([float("inf")], torch.int64), ([True, 2], torch.int8), ([1e6], torch.float16), ([40000], torch.int16),
         ([127.5], torch.int8), ([128.0], torch.int8)]
for data, dtype in cases:
    try:
        print(torch.tensor(data, dtype=dtype))
    except RuntimeError as e:
        print("RuntimeError:", e)
