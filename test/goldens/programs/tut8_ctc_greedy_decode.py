# CTC loss on random log-probabilities, its gradient, and greedy (best path) decoding
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
T, N, C = 12, 2, 5  # time steps, batch, classes (0 is blank)
logits = torch.randn(T, N, C, requires_grad=True)
log_probs = logits.log_softmax(2)
targets = torch.tensor([[1, 2, 2, 3], [4, 1, 0, 0]])
input_lengths = torch.tensor([12, 10])
target_lengths = torch.tensor([4, 2])
ctc = nn.CTCLoss(blank=0)
print(ctc)
loss = ctc(log_probs, targets, input_lengths, target_lengths)
print(loss)
print(F.ctc_loss(log_probs, targets, input_lengths, target_lengths, reduction="none").detach())
print(F.ctc_loss(log_probs, targets, input_lengths, target_lengths, reduction="sum"))
flat = torch.tensor([1, 2, 2, 3, 4, 1])
print(F.ctc_loss(log_probs, flat, input_lengths, target_lengths))
loss.backward()
print(logits.grad[:, 0].sum(), logits.grad.abs().sum(dim=(0, 2)))
print(logits.grad[0])
print(loss.grad_fn.name())
impossible = F.ctc_loss(log_probs[:3], torch.tensor([[1, 1, 1]]).expand(2, 3), torch.tensor([3, 3]), torch.tensor([3, 3]), reduction="none")
print(impossible.detach())
print(F.ctc_loss(log_probs[:3], torch.tensor([[1, 1, 1]]).expand(2, 3), torch.tensor([3, 3]), torch.tensor([3, 3]), reduction="none", zero_infinity=True))


def greedy_decode(lp, blank=0):
    best = lp.argmax(dim=-1)
    out = []
    for seq in best.t():
        collapsed = torch.unique_consecutive(seq)
        out.append(collapsed[collapsed != blank].tolist())
    return best.t(), out


best, decoded = greedy_decode(log_probs.detach())
print(best)
print(decoded)
