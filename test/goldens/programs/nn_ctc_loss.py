# Where the CTC node itself is printed, the lengths are tuples or lists: given as tensors, current PyTorch records
# CtcLossBackward1 (1.13: CtcLossBackward0), which the current-pytorch fixtures check.
import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
lp = torch.randn(6, 2, 5).log_softmax(2).requires_grad_()
tg = torch.tensor([[1, 2, 2], [3, 1, 0]])
for il, tl in [((6, 5), (3, 2)), ([6, 5], [3, 2])]:
    l = F.ctc_loss(lp, tg, il, tl, reduction='none')
    print(l, l.grad_fn.name(), [type(f).__name__ if f else None for f, _ in l.grad_fn.next_functions])
    print(F.ctc_loss(lp, tg, il, tl).grad_fn.name(), F.ctc_loss(lp, tg, il, tl, zero_infinity=True, reduction='sum').grad_fn.next_functions[0][0].name())
l = F.ctc_loss(lp, tg, (6, 5), (3, 2))
l.backward()
print(l, lp.grad[:, 0], lp.grad[:, 1])
lp.grad = None
l = nn.CTCLoss(reduction='sum')(lp, tg.flatten()[[0, 1, 2, 3, 4]], torch.tensor([6, 5]), torch.tensor([3, 2]))
l.backward()
print(l, lp.grad[:, 1])
print(F.ctc_loss(lp[:, 0], tg[0], (6,), (3,)), F.ctc_loss(lp[:, 0], tg[0], (6,), (3,), reduction='none'))
print(F.ctc_loss(lp[:, 0], tg[0], torch.tensor(6), torch.tensor(3), reduction='none'))
print(torch.nn.CTCLoss(), torch.nn.CTCLoss(blank=2, reduction='sum', zero_infinity=True))
# long sequences, repeated labels, double precision, blank elsewhere
torch.manual_seed(1)
T, N, C, S = 50, 3, 20, 10
x = torch.randn(T, N, C).log_softmax(2).detach().requires_grad_()
y = torch.randint(1, C, (N, S), dtype=torch.long)
y[0, 3] = y[0, 2]
il = torch.full((N,), T, dtype=torch.long); il[1] = 40
tl = torch.tensor([10, 7, 9])
loss = F.ctc_loss(x, y, il.tolist(), tl.tolist(), reduction="none")
print(loss)
loss.sum().backward()
print(x.grad[0, :, :4], x.grad[45, 1].abs().sum(), x.grad.sum())
xd = x.detach().double().requires_grad_()
ld = F.ctc_loss(xd, y, il, tl)
ld.backward()
print(ld, xd.grad[10, 2, :5])
z = torch.randn(8, 1, 4).log_softmax(2).detach().requires_grad_()
lz = F.ctc_loss(z, torch.tensor([[0, 1, 0]]), [8], [3], blank=2)
lz.backward()
print(lz, z.grad[:, 0])
inf = F.ctc_loss(lp, tg, (1, 5), (3, 2), reduction='none', zero_infinity=True)
print(inf)
lp.grad = None
F.ctc_loss(lp, tg, (1, 5), (3, 2), zero_infinity=True).backward()
print(lp.grad[0])
lp.grad = None
F.ctc_loss(lp, tg, (2, 5), (3, 2), reduction='sum').backward()
print(lp.grad[:3, 0])
print(F.ctc_loss(lp, tg.int(), (6, 5), (3, 2)), F.ctc_loss(lp, tg.float(), (6, 5), (3, 2)))
cases = [lambda: F.ctc_loss(lp.unsqueeze(0), tg, (6, 5), (3, 2)),
 lambda: F.ctc_loss(lp, tg, (6, 5), (3, 2), blank=5),
 lambda: F.ctc_loss(lp, tg, (6,), (3, 2)),
 lambda: F.ctc_loss(lp, tg, (6, 5), (3,)),
 lambda: F.ctc_loss(lp, torch.tensor([1, 2, 3]), (6, 5), (3, 2)),
 lambda: F.ctc_loss(lp, tg, (7, 5), (3, 2)),
 lambda: F.ctc_loss(lp, tg, (6, 5), (4, 2)),
 lambda: F.ctc_loss(lp, tg, torch.tensor([6., 5.]), torch.tensor([3, 2])),
 lambda: F.ctc_loss(lp, tg, torch.tensor([6, 5]), torch.tensor([3., 2])),
 lambda: F.ctc_loss(lp.detach().long(), tg, (6, 5), (3, 2)),
 lambda: F.ctc_loss(lp, tg, (6, 5), (3, 2), reduction='bad'),
 lambda: F.ctc_loss(lp, tg.view(2, 3, 1), (6, 5), (3, 2)),
 lambda: F.ctc_loss(lp, tg[:1], (6, 5), (3, 2)),
]
for c in cases:
    try: print(c())
    except Exception as e: print(type(e).__name__, e)
torch.manual_seed(3)
T, N, C, S = 40, 4, 12, 8
x = torch.randn(T, N, C).log_softmax(2).detach().requires_grad_()
y = torch.randint(1, C, (N, S))
y[:, 1] = y[:, 0]
il = torch.tensor([40, 33, 20, 8]); tl = torch.tensor([8, 6, 5, 3])
loss = F.ctc_loss(x, y, il.tolist(), tl.tolist(), reduction='none')
print(loss.detach().tolist())
loss.sum().backward()
print(x.grad.flatten()[::37].tolist())
print(x.grad.sum().item(), x.grad.abs().sum().item())
