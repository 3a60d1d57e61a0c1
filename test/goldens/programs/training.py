# Training loops: Adam curve fitting (lesson 1), SGD with momentum and clipping, a schedule, cross entropy.
import torch
torch.manual_seed(0)
# curve fitting (lesson 1)
x = torch.rand(100) * 20 - 10
y = 5 * x ** 2 + 3
w = torch.tensor([0., 0., 0.], requires_grad=True)
opt = torch.optim.Adam([w], lr=0.1)
for step in range(1000):
    yhat = w[0] * x ** 2 + w[1] * x + w[2]
    loss = torch.nn.functional.mse_loss(yhat, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
print(w.detach().tolist(), loss.item())
torch.manual_seed(1)
model = torch.nn.Sequential(torch.nn.Linear(3, 8), torch.nn.ReLU(), torch.nn.Linear(8, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
data = torch.randn(64, 3); target = data.sum(1, keepdim=True)
for i in range(200):
    opt.zero_grad()
    l = torch.nn.MSELoss()(model(data), target)
    l.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
# randn data can differ from PyTorch's in the last bit (see README), so this run is compared to 4 or 5 digits
print(f"{l.item():.3e}", [round(v, 5) for v in model[0].bias.tolist()])
sched = torch.optim.lr_scheduler.StepLR(opt, 10, 0.5)
for i in range(25): opt.step(); sched.step()
print(sched.get_last_lr())
ce = torch.nn.CrossEntropyLoss()(torch.randn(4, 3, requires_grad=True), torch.tensor([0, 2, 1, 1]))
print(ce)
