import warnings
import torch
import torch.nn as nn
torch.manual_seed(0)
a = torch.randn(3, 4, requires_grad=True); b = torch.randn(3, 4); p = torch.rand(3, 4)
y = torch.tensor([1., -1., 1.])
for m, args in [(nn.PoissonNLLLoss(), (a, p)), (nn.PoissonNLLLoss(log_input=False, full=True), (a.exp(), p * 3)),
                (nn.GaussianNLLLoss(), (a, b, p)), (nn.HingeEmbeddingLoss(margin=0.5), (a, b.sign())),
                (nn.MultiLabelSoftMarginLoss(weight=torch.rand(4)), (a, (p > 0.5).float())),
                (nn.CosineEmbeddingLoss(margin=0.1), (a, b, y)), (nn.MarginRankingLoss(margin=0.2), (a[:, 0], b[:, 0], y)),
                (nn.SoftMarginLoss(reduction='sum'), (a, b.sign())), (nn.TripletMarginLoss(margin=0.5, swap=True), (a, b, p)),
                (nn.CrossEntropyLoss(label_smoothing=0.1), (a, torch.tensor([0, 3, 1]))),
                (nn.CrossEntropyLoss(weight=torch.rand(4), ignore_index=1), (a, torch.tensor([0, 1, 2])))]:
    l = m(*args)
    g, = torch.autograd.grad(l, a)
    print(type(m).__name__, m.reduction, l, g.abs().sum())
with warnings.catch_warnings(record=True) as ws:
    warnings.simplefilter("always")
    m = nn.L1Loss(size_average=False)
    print(m.reduction, nn.MSELoss(reduce=False).reduction)
for w in ws: print(w.category.__name__, w.message)
print(nn.MultiLabelSoftMarginLoss().weight, nn.CrossEntropyLoss().label_smoothing)
# the functional losses' deprecated size_average and reduce flags warn once
with warnings.catch_warnings(record=True) as ws:
    warnings.simplefilter("always")
    print(torch.nn.functional.cross_entropy(a, torch.tensor([0, 3, 1]), size_average=False, label_smoothing=0.1))
    print(torch.nn.functional.mse_loss(a, b, reduce=False).shape)
for w in ws: print(w.category.__name__, w.message)
