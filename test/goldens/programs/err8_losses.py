# Loss functions and their modules given mismatched shapes, dtypes, targets and arguments: PyTorch's errors word for
# word (err8_losses_current holds those current PyTorch words otherwise).
import warnings

import torch
import torch.nn.functional as F
from torch import nn


def attempt(label, fn):
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter("always")
        try:
            r = fn()
            print(label, 'ok', r if isinstance(r, torch.Tensor) and r.dim() == 0 else getattr(r, 'shape', r))
        except Exception as e:
            print(label, type(e).__name__, str(e))
    for w in ws:
        print('  warning:', w.message)


torch.manual_seed(0)
x = torch.randn(4, 5)
t = torch.tensor([0, 1, 2, 3])
attempt('CrossEntropyLoss ignore', lambda: nn.CrossEntropyLoss(ignore_index=3)(x, t))
attempt('ce target float 2d', lambda: F.cross_entropy(x, torch.rand(4, 5).double()))
attempt('ce probs neg', lambda: F.cross_entropy(x, -torch.rand(4, 5)).shape)
attempt('ce probs weight', lambda: F.cross_entropy(x, torch.rand(4, 5), weight=torch.ones(3)))
attempt('ce probs ignore', lambda: F.cross_entropy(x, torch.rand(4, 5), ignore_index=1))
attempt('ce int input', lambda: F.cross_entropy(x.long(), t))
attempt('ce half target', lambda: F.cross_entropy(x, t.half()))
attempt('ce bool target', lambda: F.cross_entropy(x, t.bool()))
attempt('ce 0d input', lambda: F.cross_entropy(torch.tensor(1.0), torch.tensor(0)))
attempt('ce 4d', lambda: F.cross_entropy(torch.randn(2, 3, 4, 4), torch.zeros(2, 4, 5, dtype=torch.long)))
attempt('ce 4d range', lambda: F.cross_entropy(torch.randn(2, 3, 4, 4), torch.full((2, 4, 4), 3)))
attempt('nll 3d weight', lambda: F.nll_loss(torch.randn(2, 3, 4), torch.zeros(2, 4, dtype=torch.long), weight=torch.ones(4)))
attempt('nll 0d', lambda: F.nll_loss(torch.tensor(1.0), torch.tensor(0)))
attempt('nll reduction', lambda: F.nll_loss(x, t, reduction='batchmean'))
attempt('nll size_average', lambda: F.nll_loss(x, t, size_average=False))
attempt('bce weight', lambda: F.binary_cross_entropy(torch.rand(3), torch.rand(3), weight=torch.ones(4)))
attempt('bce neg', lambda: F.binary_cross_entropy(torch.tensor([-0.5]), torch.tensor([1.0])))
attempt('bce logits pos_weight', lambda: F.binary_cross_entropy_with_logits(torch.randn(3, 2), torch.rand(3, 2), pos_weight=torch.ones(3)))
attempt('bce logits int target', lambda: F.binary_cross_entropy_with_logits(torch.randn(3), torch.ones(3, dtype=torch.long)))
attempt('BCELoss int input', lambda: nn.BCELoss()(torch.ones(3, dtype=torch.long), torch.ones(3)))
attempt('mse broadcast', lambda: F.mse_loss(torch.randn(3, 1), torch.randn(3)))
attempt('mse reduction', lambda: F.mse_loss(torch.randn(3), torch.randn(3), reduction='avg'))
attempt('l1 shape', lambda: F.l1_loss(torch.randn(2, 3), torch.randn(3, 2)))
attempt('huber shape', lambda: F.huber_loss(torch.randn(2, 3), torch.randn(3, 2)))
attempt('kl batchmean', lambda: F.kl_div(torch.randn(3), torch.rand(3), reduction='batchmean'))
attempt('kl log_target', lambda: F.kl_div(torch.randn(3), torch.randn(3), reduction='sum', log_target=True))
attempt('poisson_nll', lambda: F.poisson_nll_loss(torch.randn(3), torch.randn(4)))
attempt('gaussian_nll var', lambda: F.gaussian_nll_loss(torch.randn(3), torch.randn(3), -torch.ones(3)))
attempt('gaussian_nll shape', lambda: F.gaussian_nll_loss(torch.randn(3, 2), torch.randn(3, 2), torch.ones(4)))
attempt('gaussian_nll reduction', lambda: F.gaussian_nll_loss(torch.randn(3), torch.randn(3), torch.ones(3), reduction='x'))
attempt('cosine_embedding', lambda: F.cosine_embedding_loss(torch.randn(3, 2), torch.randn(3, 2), torch.ones(4)))
attempt('cosine_embedding 3d', lambda: F.cosine_embedding_loss(torch.randn(3, 2, 2), torch.randn(3, 2, 2), torch.ones(3)))
attempt('hinge', lambda: F.hinge_embedding_loss(torch.randn(3), torch.ones(4)))
attempt('margin ranking', lambda: F.margin_ranking_loss(torch.randn(3), torch.randn(3), torch.ones(3, 1)).shape)
attempt('margin ranking dims', lambda: F.margin_ranking_loss(torch.randn(3, 2), torch.randn(3), torch.ones(3)))
attempt('triplet', lambda: F.triplet_margin_loss(torch.randn(3, 2), torch.randn(3, 2), torch.randn(3, 4)))
attempt('multi_margin target', lambda: F.multi_margin_loss(x, torch.tensor([0, 1, 2, 7])))
attempt('multi_margin p', lambda: F.multi_margin_loss(x, t, p=3))
attempt('multi_margin shape', lambda: F.multi_margin_loss(x, torch.tensor([0, 1])))
attempt('multilabel_soft', lambda: F.multilabel_soft_margin_loss(x, torch.zeros(4, 3)))
attempt('soft_margin', lambda: F.soft_margin_loss(torch.randn(3), torch.ones(4)))
attempt('ctc lengths', lambda: F.ctc_loss(torch.randn(5, 2, 4).log_softmax(2), torch.tensor([[1, 2], [1, 1]]), (5, 6), (2, 2)))
attempt('ctc target len', lambda: F.ctc_loss(torch.randn(5, 2, 4).log_softmax(2), torch.tensor([[1, 2], [1, 1]]), (5, 5), (3, 2)))
attempt('ctc blank', lambda: F.ctc_loss(torch.randn(5, 2, 4).log_softmax(2), torch.tensor([[1, 2], [1, 1]]), (5, 5), (2, 2), blank=4))
attempt('loss module reduction', lambda: nn.MSELoss(reduction='x')(torch.randn(3), torch.randn(3)))
attempt('loss module args', lambda: nn.CrossEntropyLoss()(x))
attempt('good', lambda: F.cross_entropy(x, t, label_smoothing=0.1))
