# max pooling's gradient adds each output's gradient onto its maximum's place in output order, in the dtype, as
# ATen's CPU kernel: overlapping windows (stride below the kernel) sum several shares per input element.
import torch, torch.nn as nn, torch.nn.functional as F, hashlib
h = lambda t: hashlib.md5(str([float(v).hex() for v in t.flatten().tolist()]).encode()).hexdigest()[:8]
torch.manual_seed(0)
for k, s, p, d, ceil in [(3, 2, 1, 1, False), (3, 2, 0, 1, True), (2, 1, 0, 1, False), (3, 1, 1, 2, False), (2, 2, 0, 1, False)]:
    for dt in [torch.float32, torch.float64]:
        for cl in [False, True]:
            x = torch.randn(2, 3, 9, 10).to(dt)
            if cl: x = x.contiguous(memory_format=torch.channels_last)
            x.requires_grad_()
            y = F.max_pool2d(x, k, s, p, d, ceil_mode=ceil); y.backward(torch.randn(y.shape).to(dt))
            x1 = torch.randn(2, 3, 11).to(dt).requires_grad_()
            y1 = F.max_pool1d(x1, k, s, p, d, ceil_mode=ceil); y1.backward(torch.randn(y1.shape).to(dt))
            print(k, s, p, d, ceil, str(dt)[6:], cl, h(y), h(x.grad), x.grad.stride(), h(x1.grad))
    x3 = torch.randn(1, 2, 5, 6, 7).requires_grad_()
    y3 = F.max_pool3d(x3, k, s, p, d, ceil_mode=ceil); y3.backward(torch.randn(y3.shape)); print('3d', h(x3.grad))
x = torch.randn(2, 3, 10, 9).requires_grad_()
y = F.adaptive_max_pool2d(x, (4, 4)); y.backward(torch.randn(y.shape)); print('amp', h(x.grad))
