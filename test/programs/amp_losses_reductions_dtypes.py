# Losses and reductions computed on bfloat16 activations inside a CPU autocast region: which come back float32.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
lin = nn.Linear(6, 4)
x = torch.randn(5, 6)
cls = torch.tensor([0, 3, 1, 1, 2])
soft = torch.rand(5, 4)
with torch.autocast("cpu", dtype=torch.bfloat16):
    logits = lin(x)
    print("logits", logits.dtype)
    losses = {
        "CrossEntropyLoss": nn.CrossEntropyLoss()(logits, cls),
        "CrossEntropy smoothing": nn.CrossEntropyLoss(label_smoothing=0.1)(logits, cls),
        "CrossEntropy soft": F.cross_entropy(logits, soft.softmax(-1)),
        "NLLLoss": nn.NLLLoss()(F.log_softmax(logits, 1), cls),
        "MSELoss": nn.MSELoss()(logits, soft),
        "L1Loss": nn.L1Loss()(logits, soft),
        "SmoothL1Loss": nn.SmoothL1Loss()(logits, soft),
        "HuberLoss": nn.HuberLoss()(logits, soft),
        "BCEWithLogits": nn.BCEWithLogitsLoss()(logits, soft),
        "KLDiv": nn.KLDivLoss(reduction="batchmean")(F.log_softmax(logits, 1), soft.softmax(1)),
        "MarginRanking": nn.MarginRankingLoss()(logits[:, 0], logits[:, 1], torch.ones(5)),
        "CosineEmbedding": nn.CosineEmbeddingLoss()(logits, soft, torch.ones(5)),
        "SoftMargin": nn.SoftMarginLoss()(logits, soft.sign()),
        "MultiMargin": nn.MultiMarginLoss()(logits, cls),
        "PoissonNLL": nn.PoissonNLLLoss()(logits, soft),
    }
    for name, loss in losses.items():
        print(f"{name:24s} {str(loss.dtype):16s} {loss.item():.3f}")
    print("sum", logits.sum().dtype, "mean", logits.mean().dtype, "prod", logits.prod().dtype)
    print("std", logits.std().dtype, "var", logits.var().dtype, "max", logits.max().dtype)
    print("norm", logits.norm().dtype, "cumsum", logits.cumsum(0).dtype, "cumprod", logits.cumprod(0).dtype)
    print("logsumexp", logits.logsumexp(1).dtype, "softmin", F.softmin(logits, 1).dtype)
    print("cosine_similarity", F.cosine_similarity(logits, soft).dtype)
    print("normalize", F.normalize(logits).dtype, "exp", logits.exp().dtype, "log", logits.abs().log().dtype)
    print("sqrt", logits.abs().sqrt().dtype, "pow", logits.pow(2).dtype, "reciprocal", logits.reciprocal().dtype)
    print("rsqrt", logits.abs().rsqrt().dtype, "sigmoid", logits.sigmoid().dtype, "topk", logits.topk(2).values.dtype)
    print("where", torch.where(logits > 0, logits, soft).dtype, "add", (logits + soft).dtype)
    buf = soft.clone()
    try:
        buf[torch.tensor([0])] = logits[0:1]
    except RuntimeError as e:
        print("index_put:", e)
    buf[torch.tensor([0])] = logits[0:1].float()
    buf[buf > 0.9] = logits[0, 0]
    print("after setitem", buf.dtype, buf[0])
    print("cat mixed", torch.cat([logits, soft]).dtype, "stack mixed", torch.stack([soft, logits]).dtype)
total = sum(l.float() for l in losses.values())
total.backward()
print(lin.weight.grad.dtype, lin.weight.grad.abs().sum() > 0)
