import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(4, 6)
print(nn.Threshold(0.1, 20)(x), nn.Threshold(0.1, 20, inplace=True), F.threshold(x, 0.5, -1.0))
print(nn.Hardshrink()(x), nn.Softshrink(0.3)(x), nn.Hardshrink(), nn.Softshrink(0.3))
r = nn.RReLU(0.1, 0.3)
print(r, r(x))
r.eval()
print(r(x))
print(F.rrelu(x, training=False))
print(nn.Softmax2d()(torch.randn(2, 3, 2, 2)))
g = F.gumbel_softmax(torch.randn(3, 5), tau=0.5)
h = F.gumbel_softmax(torch.randn(3, 5), hard=True)
print(g, h)
bl = nn.Bilinear(3, 4, 2)
print(bl, bl.weight.shape, bl(torch.randn(5, 3), torch.randn(5, 4)))
lrn = nn.LocalResponseNorm(3)
print(lrn, lrn(torch.randn(2, 5, 3, 3))[0, :, 0], lrn(torch.randn(2, 5, 4))[1])
logits = torch.randn(4, 5, requires_grad=True)
target = torch.tensor([1, 0, 4, 2])
for loss in [nn.MultiMarginLoss(), nn.MultiMarginLoss(p=2, margin=0.5), nn.MultiMarginLoss(weight=torch.rand(5)),
             nn.MultiMarginLoss(reduction='sum'), nn.MultiMarginLoss(reduction='none')]:
    out = loss(logits, target)
    print(out)
    out.sum().backward()
    print(logits.grad)
    logits.grad = None
print(F.multi_margin_loss(torch.tensor([0.1, 0.2, 0.4, 0.8]), torch.tensor(3)))
mt = torch.tensor([[3, 0, -1, 1, 2], [1, 2, 3, -1, 0], [0, -1, 2, 2, 2], [4, 3, 2, 1, 0]])
out = nn.MultiLabelMarginLoss()(logits, mt)
print(out)
out.backward()
print(logits.grad, nn.MultiLabelMarginLoss(reduction='none')(logits, mt))
a, p, n = torch.randn(3, 8), torch.randn(3, 8), torch.randn(3, 8)
print(nn.TripletMarginWithDistanceLoss()(a, p, n), nn.TripletMarginWithDistanceLoss(distance_function=nn.CosineSimilarity(), swap=True, margin=0.5)(a, p, n))
for bad in [lambda: nn.MultiMarginLoss(p=3), lambda: F.multi_margin_loss(logits, torch.tensor([1, 2])), lambda: F.multi_margin_loss(logits, torch.tensor([1, 2, 9, 0])),
            lambda: F.softshrink(x, -1.)]:
    try: bad()
    except Exception as e: print(type(e).__name__, e)
print(nn.PairwiseDistance(), nn.CosineSimilarity(dim=0), nn.PairwiseDistance(p=1, keepdim=True)(a, p), nn.CosineSimilarity()(a, p))
print(nn.TripletMarginWithDistanceLoss(), nn.Bilinear(2, 3, 4, bias=False), nn.LocalResponseNorm(2, k=2.0), nn.Threshold(0.1, 20, inplace=True), nn.RReLU(inplace=True))
