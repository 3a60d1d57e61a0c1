# functorch's MAML sine-regression example as PyTorch 1.13 ran it, scaled down: a functional network of a parameter
# list, an inner step taken with grad, the query losses of several tasks at once with vmap, and the outer update
# by backward and Adam through the inner gradients.
import torch
import torch.nn.functional as F
from functorch import grad, vmap

torch.manual_seed(0)


def net(params, x):
    x = F.linear(x, params[0], params[1])
    x = F.relu(x)
    x = F.linear(x, params[2], params[3])
    x = F.relu(x)
    x = F.linear(x, params[4], params[5])
    return x


params = [
    torch.Tensor(16, 1).uniform_(-1., 1.).requires_grad_(),
    torch.Tensor(16).zero_().requires_grad_(),
    torch.Tensor(16, 16).uniform_(-1. / 4, 1. / 4).requires_grad_(),
    torch.Tensor(16).zero_().requires_grad_(),
    torch.Tensor(1, 16).uniform_(-1. / 4, 1. / 4).requires_grad_(),
    torch.Tensor(1).zero_().requires_grad_(),
]
opt = torch.optim.Adam(params, lr=1e-2)
alpha = 0.1
K = 5
num_tasks = 4


def mse_loss(x, y):
    return torch.mean((x - y) ** 2)


def sample_tasks(outer_batch_size, inner_batch_size):
    As = torch.rand(outer_batch_size) * 4.9 + 0.1
    phases = torch.rand(outer_batch_size) * 3.14159
    def get_batch():
        xs = torch.rand(outer_batch_size, inner_batch_size, 1) * 10 - 5
        ys = As.view(-1, 1, 1) * torch.sin(xs + phases.view(-1, 1, 1))
        return xs, ys
    x1, y1 = get_batch()
    x2, y2 = get_batch()
    return x1, y1, x2, y2


def get_loss_for_task(x1, y1, x2, y2):
    def inner_loss(params, x1, y1):
        f = net(params, x1)
        loss = mse_loss(f, y1)
        return loss

    grads = grad(inner_loss)(tuple(params), x1, y1)
    new_params = [(params[i] - alpha * grads[i]) for i in range(len(params))]
    v_f = net(new_params, x2)
    return mse_loss(v_f, y2)


for it in range(6):
    opt.zero_grad()
    task = sample_tasks(num_tasks, K)
    inner_losses = vmap(get_loss_for_task)(task[0], task[1], task[2], task[3])
    loss2 = sum(inner_losses) / len(inner_losses)
    loss2.backward()
    opt.step()
    if it % 2 == 0:
        print(it, inner_losses.shape, round(loss2.item(), 3))
print([tuple(p.grad.shape) for p in params], params[1].grad.abs().sum() > 0)
