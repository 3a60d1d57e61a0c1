# Reflection and replication padding's gradients add each output position's gradient onto its source in output
# order, over all padded dims together, as ATen's backward kernels loop: float32 sums of edge elements show it.
import torch, torch.nn as nn, torch.nn.functional as F, hashlib
h = lambda t: hashlib.md5(str([float(v).hex() for v in t.flatten().tolist()]).encode()).hexdigest()[:8]
for mode in ['reflect', 'replicate', 'circular']:
    for pad in [(2, 2, 2, 2), (1, 2, 0, 1), (3, 1, 2, 0)]:
        for dt in [torch.float32, torch.float64]:
            torch.manual_seed(0)
            x = torch.randn(2, 3, 5, 6).to(dt).requires_grad_()
            y = F.pad(x, pad, mode=mode)
            y.backward(torch.randn(y.shape).to(dt))
            x1 = torch.randn(2, 3, 7).to(dt).requires_grad_()
            y1 = F.pad(x1, pad[:2], mode=mode); y1.backward(torch.randn(y1.shape).to(dt))
            print(mode, pad, str(dt)[6:], h(y), h(x.grad), h(x1.grad))
torch.manual_seed(0)
for mode in ['reflect', 'replicate']:
    x = torch.randn(2, 2, 4, 5, 6).requires_grad_()
    y = F.pad(x, (1, 2, 2, 1, 1, 1), mode=mode); y.backward(torch.randn(y.shape))
    print(mode, y.shape, y.grad_fn.name(), h(y), h(x.grad))
    x = torch.randn(2, 3, 5, 6).contiguous(memory_format=torch.channels_last).requires_grad_()
    y = F.pad(x, (2, 1, 1, 2), mode=mode); y.backward(torch.randn(y.shape))
    print(mode, y.stride(), y.grad_fn.name(), h(y), h(x.grad), x.grad.stride())
    x = torch.randn(3, 5, 6).requires_grad_()
    y = nn.ReflectionPad2d(2)(x) if mode == 'reflect' else nn.ReplicationPad2d((0, 3, -1, 2))(x)
    y.sum().backward(); print(y.shape, h(y), h(x.grad))
