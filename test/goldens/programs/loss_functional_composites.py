import warnings

import torch
import torch.nn.functional as F
torch.manual_seed(0)
warnings.filterwarnings("ignore")  # kl_div's 'mean' advice
def run(name, f, *xs):
    try:
        r = f()
        gs = torch.autograd.grad(r.sum(), xs)
        print(name, r.detach(), r.grad_fn.name(), [g for g in gs] if name[:2] != 'tm' else '')
    except Exception as e:
        print(name, type(e).__name__, e)
a = torch.randn(3, 4, requires_grad=True)
b = torch.randn(3, 4, requires_grad=True)
p = torch.rand(3, 4, requires_grad=True)
t = torch.rand(3, 4)
y = torch.tensor([1., -1., 1.])
v1 = torch.randn(3, 5, requires_grad=True); v2 = torch.randn(3, 5, requires_grad=True); v3 = torch.randn(3, 5, requires_grad=True)
for red in ['none', 'mean', 'sum']:
    run('bce'+red, lambda: F.binary_cross_entropy(p, t, reduction=red), p)
    run('bcew'+red, lambda: F.binary_cross_entropy(p, t, weight=torch.rand(4), reduction=red), p)
    run('bcel'+red, lambda: F.binary_cross_entropy_with_logits(a, t, reduction=red, pos_weight=torch.rand(4), weight=torch.rand(3, 1)), a)
    run('bcel0'+red, lambda: F.binary_cross_entropy_with_logits(a, t, reduction=red), a)
    run('l1'+red, lambda: F.l1_loss(a, b, reduction=red), a, b)
    run('sl1'+red, lambda: F.smooth_l1_loss(a, b, reduction=red, beta=0.5), a, b)
    run('hub'+red, lambda: F.huber_loss(a, b, reduction=red, delta=0.7), a, b)
    run('kl'+red, lambda: F.kl_div(a, p, reduction=red), a, p)
    run('klt'+red, lambda: F.kl_div(a, b, reduction=red, log_target=True), a, b)
    run('sm'+red, lambda: F.soft_margin_loss(a, b.sign().detach(), reduction=red), a)
    run('mr'+red, lambda: F.margin_ranking_loss(a[:, 0], b[:, 0], y, margin=0.3, reduction=red), a, b)
    run('ce'+red, lambda: F.cosine_embedding_loss(v1, v2, y, margin=0.2, reduction=red), v1, v2)
    run('tm'+red, lambda: F.triplet_margin_loss(v1, v2, v3, margin=1.0, reduction=red), v1, v2, v3)
    run('pn'+red, lambda: F.poisson_nll_loss(a, p, reduction=red), a)
    run('pnf'+red, lambda: F.poisson_nll_loss(p, t, log_input=False, full=True, reduction=red), p)
    run('gn'+red, lambda: F.gaussian_nll_loss(a, b, p, reduction=red), a, b, p)
    run('he'+red, lambda: F.hinge_embedding_loss(a, b.sign().detach(), margin=0.5, reduction=red), a)
    run('mlsm'+red, lambda: F.multilabel_soft_margin_loss(a, (t > 0.5).float(), reduction=red), a)
run('e1', lambda: F.binary_cross_entropy(p * 2, t), p)
run('e2', lambda: F.binary_cross_entropy(p[:, :1], t[:, 0]), p)
run('e3', lambda: F.binary_cross_entropy_with_logits(a, t[:, :1]), a)
run('e4', lambda: F.binary_cross_entropy_with_logits(a[:, :3], t), a)
