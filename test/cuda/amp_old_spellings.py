# An older GPU tutorial: torch.cuda.amp's autocast and GradScaler, and the warnings they give now
import warnings
import torch
import torch.nn as nn
from torch.cuda.amp import GradScaler, autocast

torch.manual_seed(0)
net = nn.Sequential(nn.Linear(6, 6), nn.Tanh(), nn.Linear(6, 2)).to("cuda")
opt = torch.optim.SGD(net.parameters(), lr=0.1)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    scaler = GradScaler(init_scale=128.0)
    for i in range(3):
        x = torch.randn(4, 6, device="cuda")
        y = torch.randint(0, 2, (4,), device="cuda")
        opt.zero_grad()
        with autocast():
            logits = net(x)
            loss = nn.CrossEntropyLoss()(logits, y)
        print(i, logits.dtype, loss.dtype, torch.is_autocast_enabled())
        scaler.scale(loss).backward()
        scaler.step(opt)
        scaler.update()
    print(scaler.get_scale(), type(scaler).__name__, type(scaler).__module__, isinstance(scaler, torch.amp.GradScaler))

    @autocast(dtype=torch.bfloat16)
    def forward_bf16(m, x):
        return m(x)

    print(forward_bf16(net, x).dtype)
    with autocast(enabled=False):
        print(net(x).dtype, torch.is_autocast_enabled("cuda"))
    print(torch.cuda.amp.autocast().device, torch.cuda.amp.autocast().fast_dtype)
    print(torch.get_autocast_gpu_dtype(), torch.is_autocast_enabled())
for w in caught:
    print(w.category.__name__, str(w.message))
