# Convolutions and batch norm on the cuda device agree with the CPU within PyTorch CUDA's tolerances: results,
# gradients, layouts, running statistics. Raises on the first disagreement.
import itertools
import torch
import torch.nn.functional as F

checked = 0


def agree(label, cpu, dev, rtol=1e-4, atol=1e-5):
    global checked
    assert dev.device.type == 'cuda', label
    got = dev.cpu()
    assert got.shape == cpu.shape, f'{label}: shape {got.shape} != {cpu.shape}'
    assert got.stride() == cpu.stride(), f'{label}: strides {got.stride()} != {cpu.stride()}'
    assert torch.allclose(got, cpu, rtol=rtol, atol=atol), f'{label}: {(got - cpu).abs().max()}'
    checked += 1


def both(*tensors):
    """CPU leaves and their cuda copies, all requiring gradients."""
    cpu = [t.detach().clone().requires_grad_() for t in tensors]
    dev = [t.detach().cuda().requires_grad_() for t in tensors]
    return cpu, dev


def same_layout(t, like):
    if like.dim() == 4 and like.is_contiguous(memory_format=torch.channels_last) and not like.is_contiguous():
        return t.contiguous(memory_format=torch.channels_last)
    return t


torch.manual_seed(0)
conv = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}
convT = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}
for d, k, (stride, dilation), padding, groups in itertools.product(
        [1, 2, 3], [1, 3], [(1, 1), (2, 1), (1, 2)], [0, 1], [1, 2]):
    if (d == 3 and (stride, dilation) != (1, 1)) or (d != 2 and groups == 2):
        continue
    bias, n = (padding == 1) != (groups == 2), 2 if dilation == 1 else 1
    size = [7, 6, 5][:d]
    x = torch.randn(n, 4, *size)
    w = torch.randn(6, 4 // groups, *([k] * d))
    b = torch.randn(6) if bias else None
    label = f'conv{d}d k={k} stride={stride} padding={padding} dilation={dilation} groups={groups} bias={bias} n={n}'
    (xc, wc, *bc), (xd, wd, *bd) = both(x, w, *([b] if bias else []))
    yc = conv[d](xc, wc, bc[0] if bias else None, stride, padding, dilation, groups)
    yd = conv[d](xd, wd, bd[0] if bias else None, stride, padding, dilation, groups)
    agree(label, yc, yd)
    g = torch.randn(yc.shape)
    yc.backward(g)
    yd.backward(g.cuda())
    agree(label + ' input grad', xc.grad, xd.grad)
    agree(label + ' weight grad', wc.grad, wd.grad)
    if bias:
        agree(label + ' bias grad', bc[0].grad, bd[0].grad)
    if d < 3 and stride == 1 and dilation == 1:
        # the transposed convolution: the input gradient's form forward, the convolution's backward
        wt = torch.randn(4, 6 // groups, *([k] * d))
        (xc, wc), (xd, wd) = both(x, wt)
        yc = convT[d](xc, wc, None, 1, padding, 0, groups)
        yd = convT[d](xd, wd, None, 1, padding, 0, groups)
        agree(label + ' transposed', yc, yd)
        g = torch.randn(yc.shape)
        yc.backward(g)
        yd.backward(g.cuda())
        agree(label + ' transposed input grad', xc.grad, xd.grad)
        agree(label + ' transposed weight grad', wc.grad, wd.grad)

# channels_last input and/or weight: results and gradients laid out as PyTorch lays them out
for x_cl, w_cl, k, n in itertools.product([False, True], [False, True], [1, 3], [1, 2]):
    x = torch.randn(n, 8, 5, 6)
    w = torch.randn(4, 8, k, k)
    x = x.contiguous(memory_format=torch.channels_last) if x_cl else x
    w = w.contiguous(memory_format=torch.channels_last) if w_cl else w
    label = f'channels_last input={x_cl} weight={w_cl} k={k} n={n}'
    (xc, wc, bc), (xd, wd, bd) = both(x, w, torch.randn(4))
    xc, xd = same_layout(xc.detach(), x).requires_grad_(), same_layout(xd.detach(), x).requires_grad_()
    wc, wd = same_layout(wc.detach(), w).requires_grad_(), same_layout(wd.detach(), w).requires_grad_()
    yc = F.conv2d(xc, wc, bc, padding=k // 2)
    yd = F.conv2d(xd, wd, bd, padding=k // 2)
    agree(label, yc, yd)
    g = torch.randn(yc.shape)
    yc.backward(g)
    yd.backward(g.cuda())
    agree(label + ' input grad', xc.grad, xd.grad)
    agree(label + ' weight grad', wc.grad, wd.grad)
    agree(label + ' bias grad', bc.grad, bd.grad)

# a gradient of a gradient through the device's products
(xc, wc), (xd, wd) = both(torch.randn(2, 3, 5, 5), torch.randn(4, 3, 3, 3))
gc = torch.autograd.grad(F.conv2d(xc, wc, padding=1).square().sum(), [xc, wc], create_graph=True)
gd = torch.autograd.grad(F.conv2d(xd, wd, padding=1).square().sum(), [xd, wd], create_graph=True)
for i, (a, b) in enumerate(zip(gc, gd)):
    agree(f'double backward grad {i}', a, b)
agree('double backward', torch.autograd.grad(gc[0].sum() + gc[1].sum(), xc)[0],
      torch.autograd.grad(gd[0].sum() + gd[1].sum(), xd)[0])

# batch norm: training (running statistics updated) and evaluation, with and without the affine parameters
for d, training, affine, channels_last, n in itertools.product(
        [0, 1, 2, 3], [True, False], [True, False], [False, True], [1, 3]):
    if channels_last and d != 2:
        continue
    shape = [n, 5, *[6, 4, 3][:d]]
    if n == 1 and d == 0:
        shape[0] = 2
    x = torch.randn(shape) * 3 + 1
    x = x.contiguous(memory_format=torch.channels_last) if channels_last else x
    label = f'batch_norm {len(shape)}d training={training} affine={affine} channels_last={channels_last} n={n}'
    params = [torch.randn(5), torch.randn(5)] if affine else []
    (xc, *pc), (xd, *pd) = both(x, *params)
    xc, xd = same_layout(xc.detach(), x).requires_grad_(), same_layout(xd.detach(), x).requires_grad_()
    rc, rd = [torch.randn(5), torch.rand(5) + 0.5], None
    rd = [t.cuda() for t in rc]
    yc = F.batch_norm(xc, *rc, *(pc or [None, None]), training=training, momentum=0.3, eps=1e-4)
    yd = F.batch_norm(xd, *rd, *(pd or [None, None]), training=training, momentum=0.3, eps=1e-4)
    agree(label, yc, yd)
    agree(label + ' running mean', rc[0], rd[0])
    agree(label + ' running var', rc[1], rd[1])
    g = torch.randn(yc.shape)
    yc.backward(g)
    yd.backward(g.cuda())
    agree(label + ' input grad', xc.grad, xd.grad, atol=1e-4)
    for i, (a, b) in enumerate(zip(pc, pd)):
        agree(label + f' param grad {i}', a.grad, b.grad, atol=1e-4)

# BatchNorm2d as modules count their batches and keep running statistics across steps
mc, md = torch.nn.BatchNorm2d(3), torch.nn.BatchNorm2d(3).cuda()
for step in range(3):
    x = torch.randn(2, 3, 4, 4)
    agree(f'module step {step}', mc(x), md(x.cuda()))
agree('module running mean', mc.running_mean, md.running_mean)
agree('module running var', mc.running_var, md.running_var)
assert md.num_batches_tracked.item() == 3
mc.eval(), md.eval()
x = torch.randn(2, 3, 4, 4)
agree('module eval', mc(x), md(x.cuda()))
print(f'{checked} agree')
