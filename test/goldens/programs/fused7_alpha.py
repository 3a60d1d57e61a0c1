# float64 add/sub with alpha and addcmul round once, as ATen's fused multiply-add (vec::fmadd) computes them; the
# optimizers built on them follow.
import torch
def hexs(t): return ' '.join(float(v).hex() for v in t.detach().flatten().tolist())
torch.manual_seed(0)
for dt in (torch.float32, torch.float64):
  for n in (5, 35, 4, 8, 3):
    a = torch.randn(n).to(dt); b = torch.randn(n).to(dt)
    print(n, dt, 'add_alpha', hexs(a.add(b, alpha=-0.1)))
    print(n, dt, 'sub_alpha', hexs(a.sub(b, alpha=0.1)))
    c = a.clone(); c.add_(b, alpha=-0.1); print('inpl', hexs(c))
    print('addcmul', hexs(torch.addcmul(a, a, b, value=0.3)))
    print('addcdiv', hexs(torch.addcdiv(a, a, b.abs()+1, value=-0.3)))
    print('lerp', hexs(torch.lerp(a, b, 0.3)))
    print('mul_add', hexs(a.mul(0.9).add_(b, alpha=0.1)))

def run(make, steps=5):
    torch.manual_seed(0)
    w = torch.randn(7, 5).double().requires_grad_()
    x = torch.randn(11, 7).double(); y = torch.randn(11, 5).double()
    opt = make([w])
    for _ in range(steps):
        opt.zero_grad()
        ((x @ w - y) ** 2).mean().backward()
        opt.step()
    print(type(opt).__name__, hexs(w)[:600])
O = torch.optim
for make in (lambda p: O.SGD(p, lr=0.1, momentum=0.9, nesterov=True, weight_decay=0.01), lambda p: O.Adam(p, lr=0.01, amsgrad=True),
             lambda p: O.AdamW(p, lr=0.01), lambda p: O.RMSprop(p, centered=True, momentum=0.5), lambda p: O.Adagrad(p, lr_decay=0.1),
             lambda p: O.Adadelta(p, lr=0.5), lambda p: O.Adamax(p), lambda p: O.RAdam(p), lambda p: O.ASGD(p, t0=2)):
    run(make)
