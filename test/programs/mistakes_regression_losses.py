# Regression and binary losses: a (N, 1) prediction against an (N,) target broadcasts silently in mse_loss (with a
# warning), BCELoss wants probabilities in [0, 1], and the targets must be floats.
import warnings

import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
pred = torch.randn(4, 1)
target = torch.randn(4)


def attempt(label, fn):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            loss = fn()
        except (RuntimeError, ValueError) as e:
            print(f"{label}: {type(e).__name__}: {e}")
        else:
            print(f"{label}: {loss.item():.4f}" if loss.dim() == 0 else f"{label}: shape {tuple(loss.shape)}")
    for w in caught:
        print(f"  {w.category.__name__}: {w.message}")


print("A column of predictions against a row of targets broadcasts to (4, 4):")
attempt("mse_loss (4, 1) vs (4,)", lambda: F.mse_loss(pred, target))
attempt("MSELoss (4, 1) vs (4,)", lambda: nn.MSELoss()(pred, target))
attempt("l1_loss (4, 1) vs (4,)", lambda: F.l1_loss(pred, target))
attempt("smooth_l1_loss (4, 1) vs (4,)", lambda: F.smooth_l1_loss(pred, target))
attempt("huber_loss (4, 1) vs (4,)", lambda: F.huber_loss(pred, target))
attempt("squeezed", lambda: F.mse_loss(pred.squeeze(1), target))
attempt("unreduced", lambda: F.mse_loss(pred, target, reduction="none"))

print("\nShapes that cannot broadcast:")
attempt("mse_loss (4, 1) vs (3,)", lambda: F.mse_loss(pred, torch.randn(3)))
attempt("mse_loss (4, 2) vs (4, 3)", lambda: F.mse_loss(torch.randn(4, 2), torch.randn(4, 3)))

print("\nInteger targets:")
attempt("mse_loss long target", lambda: F.mse_loss(pred.squeeze(1), torch.tensor([1, 0, 1, 2])))
attempt("mse_loss of long tensors", lambda: F.mse_loss(torch.tensor([1, 2]), torch.tensor([1, 0])))

print("\nBCELoss takes probabilities, not logits:")
logits = torch.tensor([2.0, -1.0, 0.5, 3.0])
labels = torch.tensor([1.0, 0.0, 1.0, 1.0])
attempt("BCELoss of logits", lambda: nn.BCELoss()(logits, labels))
attempt("BCELoss of sigmoid", lambda: nn.BCELoss()(torch.sigmoid(logits), labels))
attempt("BCEWithLogitsLoss of logits", lambda: nn.BCEWithLogitsLoss()(logits, labels))
attempt("BCELoss with exact 0 and 1", lambda: F.binary_cross_entropy(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.0])))

print("\nBCELoss targets must be floats of the input's shape:")
attempt("BCELoss long target", lambda: nn.BCELoss()(torch.sigmoid(logits), labels.long()))
attempt("BCELoss (4, 1) vs (4,)", lambda: nn.BCELoss()(torch.sigmoid(logits).unsqueeze(1), labels))
attempt("BCEWithLogitsLoss long target", lambda: F.binary_cross_entropy_with_logits(logits, labels.long()))
attempt("BCELoss double target", lambda: F.binary_cross_entropy(torch.sigmoid(logits), labels.double()))
attempt("BCELoss weight of the wrong size", lambda: F.binary_cross_entropy(torch.sigmoid(logits), labels,
                                                                         weight=torch.ones(3)))

print("\nkl_div wants log-probabilities as input:")
p = torch.softmax(torch.randn(2, 3), 1)
q = torch.softmax(torch.randn(2, 3), 1)
attempt("kl_div batchmean", lambda: F.kl_div(q.log(), p, reduction="batchmean"))
attempt("kl_div mean", lambda: F.kl_div(q.log(), p))
