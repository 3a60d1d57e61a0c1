# torch.save to a path whose directory does not exist raises PyTorchFileWriter's error before writing anything.
import os
import pathlib
import tempfile

import torch

for target in ["/no_such_dir/model.pt", pathlib.Path("/no_such_dir/deeper/ckpt.pth")]:
    try:
        torch.save({"w": torch.ones(2)}, target)
    except Exception as e:
        print(type(e).__name__, e)
with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, "model.pt")
    torch.save({"w": torch.arange(3.)}, path)
    print(torch.load(path), os.path.exists(path))
    try:
        torch.save(torch.ones(1), os.path.join(d, "missing", "x.pt"))
    except RuntimeError as e:
        print(str(e).replace(d, "<tmp>"))
