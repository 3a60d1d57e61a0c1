# Knowledge distillation loss variants: KLDivLoss on log-probabilities with log_target False and True agree,
# reduction='batchmean' is the true KL, the T*T scaling keeps gradient size across temperatures, and a student
# trained on soft targets plus hard labels.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
teacher_logits = torch.randn(4, 5) * 3
student_logits = torch.randn(4, 5, requires_grad=True)

for T in [1.0, 2.0, 4.0]:
    soft_t = F.softmax(teacher_logits / T, dim=-1)
    log_s = F.log_softmax(student_logits / T, dim=-1)
    kl = nn.KLDivLoss(reduction='batchmean')(log_s, soft_t)
    kl_log = nn.KLDivLoss(reduction='batchmean', log_target=True)(log_s, F.log_softmax(teacher_logits / T, dim=-1))
    manual = (soft_t * (soft_t.log() - log_s)).sum() / 4
    g, = torch.autograd.grad(kl * T * T, student_logits)
    print(T, round(kl.item(), 5), torch.allclose(kl, kl_log), torch.allclose(kl, manual), round(g.norm().item(), 5))

log_s = F.log_softmax(student_logits, -1)
soft_t = F.softmax(teacher_logits, -1)
print(F.kl_div(log_s, soft_t, reduction='sum'), F.kl_div(log_s, soft_t, reduction='none').shape)
print(F.kl_div(log_s, soft_t, reduction='none').sum(1))
print(F.kl_div(torch.zeros(2), torch.tensor([0.0, 1.0]), reduction='none'))
print(F.kl_div(torch.zeros(2), torch.tensor([0.0, -1.0]), reduction='none', log_target=True))

# a teacher, a smaller student, and the combined loss
x = torch.randn(64, 10)
y = (x[:, :3].sum(1) > 0).long() + (x[:, 3] > 1).long()
teacher = nn.Sequential(nn.Linear(10, 32), nn.ReLU(), nn.Linear(32, 3))
student = nn.Sequential(nn.Linear(10, 4), nn.ReLU(), nn.Linear(4, 3))
t_opt = torch.optim.Adam(teacher.parameters(), lr=0.01)
for _ in range(100):
    t_opt.zero_grad()
    F.cross_entropy(teacher(x), y).backward()
    t_opt.step()
teacher.eval()
print('teacher acc', (teacher(x).argmax(1) == y).float().mean().item())


def distillation_loss(student_logits, teacher_logits, labels, T=2.0, alpha=0.7):
    soft = F.kl_div(F.log_softmax(student_logits / T, dim=1), F.softmax(teacher_logits / T, dim=1),
                    reduction='batchmean') * T * T
    hard = F.cross_entropy(student_logits, labels)
    return alpha * soft + (1 - alpha) * hard


s_opt = torch.optim.Adam(student.parameters(), lr=0.01)
for epoch in range(60):
    with torch.no_grad():
        t_logits = teacher(x)
    s_logits = student(x)
    loss = distillation_loss(s_logits, t_logits, y)
    s_opt.zero_grad()
    loss.backward()
    s_opt.step()
    if epoch % 20 == 0:
        print(epoch, round(loss.item(), 4))
print('student acc', (student(x).argmax(1) == y).float().mean().item())
print(sum(p.numel() for p in teacher.parameters()), sum(p.numel() for p in student.parameters()))
