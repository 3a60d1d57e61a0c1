# Optimizer steps on the cuda device (the fused kernels: torch._fused_adam_, _fused_adamw_, _fused_sgd_,
# _fused_adagrad_ and the engine's RMSprop kernel) agree with the CPU's single-tensor steps within PyTorch CUDA's
# tolerances, state included; GradScaler steps a fused optimizer through its grad_scale and found_inf, skipping
# an inf step on the device. Raises on the first disagreement.
import torch

checked = 0


def agree(label, cpu, dev, rtol=1e-4, atol=1e-5):
    global checked
    assert dev.device.type == 'cuda', label
    assert torch.allclose(dev.cpu(), cpu, rtol=rtol, atol=atol), f'{label}: {(dev.cpu() - cpu).abs().max()}'
    checked += 1


def train(device, make, steps=4, scaler=None, inf_at=None):
    torch.manual_seed(0)
    w = torch.randn(5, 7).to(device).requires_grad_()
    b = torch.randn(7).to(device).requires_grad_()
    opt = make([w, b])
    for i in range(steps):
        opt.zero_grad()
        loss = ((w * torch.linspace(-1, 1, 7).to(device)).sum(0) + b).pow(2).mean()
        if i == inf_at:
            loss = loss * float('inf')
        if scaler is None:
            loss.backward()
            opt.step()
        else:
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
    assert w.grad is not None and b.grad is not None
    opt.zero_grad()
    assert w.grad is None and b.grad is None, 'zero_grad sets gradients to None'
    return [w.detach(), b.detach()], opt.state[w]


O = torch.optim
CASES = [
    (O.Adam, {}), (O.Adam, dict(weight_decay=0.1, amsgrad=True)), (O.Adam, dict(maximize=True, betas=(0.0, 0.99))),
    (O.AdamW, {}), (O.AdamW, dict(amsgrad=True, weight_decay=0.5)),
    (O.SGD, {}), (O.SGD, dict(momentum=0.9)), (O.SGD, dict(momentum=0.9, nesterov=True, weight_decay=0.1)),
    (O.SGD, dict(momentum=0.5, dampening=0.3, maximize=True, weight_decay=0.01)),
    (O.RMSprop, {}), (O.RMSprop, dict(momentum=0.9, centered=True, weight_decay=0.1)),
    (O.RMSprop, dict(momentum=0.5, maximize=True)),
    (O.Adagrad, {}), (O.Adagrad, dict(lr_decay=0.1, weight_decay=0.1, maximize=True)),
]
FUSED = (O.Adam, O.AdamW, O.SGD)

for cls, kw in CASES:
    ref, ref_state = train('cpu', lambda p: cls(p, lr=0.05, foreach=False, **kw))
    for extra in ({}, dict(fused=True)) if cls in FUSED else ({},):
        got, state = train('cuda', lambda p: cls(p, lr=0.05, **kw, **extra))
        label = f'{cls.__name__} {kw} {extra}'
        for r, g in zip(ref, got):
            agree(label, r, g)
        assert sorted(state) == sorted(ref_state), label
        for key, value in ref_state.items():
            if key == 'step':
                assert state[key].device.type == ('cuda' if extra else 'cpu'), label
                assert state[key].item() == value.item(), label
            else:
                agree(f'{label} {key}', value, state[key], atol=1e-4)

# a GradScaler step of a fused optimizer: the inf step is skipped (its count taken back) and the scale backs off
for cls in FUSED:
    def make(p, **extra):
        return cls(p, lr=0.05, momentum=0.9, **extra) if cls is O.SGD else cls(p, lr=0.05, **extra)
    ref, ref_state = train('cuda', lambda p: make(p, foreach=False), steps=5, inf_at=2,
                           scaler=torch.amp.GradScaler('cuda', init_scale=1024.0, growth_interval=2))
    scaler = torch.amp.GradScaler('cuda', init_scale=1024.0, growth_interval=2)
    got, state = train('cuda', lambda p: make(p, fused=True), steps=5, inf_at=2, scaler=scaler)
    for r, g in zip(ref, got):
        agree(f'{cls.__name__} scaled', r.cpu(), g)
    if 'step' in state:
        assert state['step'].item() == 4.0, state['step']
    assert scaler.get_scale() == 2048.0, scaler.get_scale()  # grown twice, backed off once
print(checked, 'agree')
