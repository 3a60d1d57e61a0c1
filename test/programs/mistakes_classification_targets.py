# Classification losses want class indices (int64) or class probabilities of the input's shape; one-hot labels,
# float labels, targets of the wrong shape and class ids past the number of classes all fail, each its own way.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
logits = torch.randn(4, 3)
criterion = nn.CrossEntropyLoss()


def attempt(label, fn):
    try:
        loss = fn()
    except (RuntimeError, ValueError, IndexError, TypeError) as e:
        print(f"{label}: {type(e).__name__}: {e}")
    else:
        print(f"{label}: {loss.item():.4f}")


print("Class indices as int64:")
labels = torch.tensor([0, 2, 1, 2])
attempt("long labels", lambda: criterion(logits, labels))

print("\nLabels made with torch.tensor([...]) of floats, or from a numpy float array:")
attempt("float labels", lambda: criterion(logits, labels.float()))
attempt("double labels", lambda: criterion(logits, labels.double()))
attempt("int32 labels", lambda: criterion(logits, labels.int()))
attempt("fixed with .long()", lambda: criterion(logits, labels.float().long()))

print("\nOne-hot targets are read as probabilities only when they are floats of the input's shape:")
one_hot = F.one_hot(labels, 3)
attempt("one-hot long", lambda: criterion(logits, one_hot))
attempt("one-hot float", lambda: criterion(logits, one_hot.float()))
attempt("argmax back to indices", lambda: criterion(logits, one_hot.argmax(1)))

print("\nTargets of the wrong shape:")
attempt("(4, 1) labels", lambda: criterion(logits, labels.unsqueeze(1)))
attempt("too few labels", lambda: criterion(logits, labels[:3]))
attempt("probabilities of another shape", lambda: criterion(logits, torch.rand(4, 4)))

print("\nClass ids must lie in [0, C):")
attempt("label 3 with 3 classes", lambda: criterion(logits, torch.tensor([0, 3, 1, 2])))
attempt("label -1", lambda: criterion(logits, torch.tensor([0, -1, 1, 2])))
attempt("label -1 ignored", lambda: nn.CrossEntropyLoss(ignore_index=-1)(logits, torch.tensor([0, -1, 1, 2])))
attempt("labels 1..3 instead of 0..2", lambda: criterion(logits, labels + 1))

print("\nnll_loss wants log-probabilities and the same kind of target:")
log_probs = F.log_softmax(logits, dim=1)
attempt("nll_loss", lambda: F.nll_loss(log_probs, labels))
attempt("nll_loss float target", lambda: F.nll_loss(log_probs, labels.float()))
attempt("nll_loss out of range", lambda: F.nll_loss(log_probs, torch.tensor([0, 1, 2, 5])))
attempt("nll_loss 3-D input, 1-D target", lambda: F.nll_loss(log_probs.unsqueeze(2), labels))
attempt("nll_loss weight of the wrong size", lambda: F.nll_loss(log_probs, labels, weight=torch.ones(2)))

print("\nSegmentation: (N, C, H, W) scores against (N, H, W) labels:")
scores = torch.randn(2, 3, 4, 4)
masks = torch.randint(0, 3, (2, 4, 4))
attempt("masks", lambda: criterion(scores, masks))
attempt("masks with a channel dim", lambda: criterion(scores, masks.unsqueeze(1)))
attempt("masks of another size", lambda: criterion(scores, masks[:, :3]))

print("\nBinary classification with two outputs, or one output and BCEWithLogitsLoss:")
two = torch.randn(4, 2)
bin_labels = torch.tensor([0, 1, 1, 0])
attempt("CrossEntropyLoss, 2 outputs", lambda: criterion(two, bin_labels))
one = torch.randn(4, 1)
attempt("BCEWithLogitsLoss, long target", lambda: nn.BCEWithLogitsLoss()(one, bin_labels))
attempt("BCEWithLogitsLoss, (4,) target", lambda: nn.BCEWithLogitsLoss()(one, bin_labels.float()))
attempt("BCEWithLogitsLoss, fixed", lambda: nn.BCEWithLogitsLoss()(one.squeeze(1), bin_labels.float()))
