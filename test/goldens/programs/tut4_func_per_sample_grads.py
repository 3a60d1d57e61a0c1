# The "Per-sample-gradients" tutorial as PyTorch 1.13 ran it, with functorch (make_functional_with_buffers, grad,
# vmap with in_dims) on a small CNN and batch: per-sample gradients by a loop, then by vmap(grad(loss)), compared.
import torch
import torch.nn as nn
import torch.nn.functional as F
from functorch import grad, make_functional_with_buffers, vmap

torch.manual_seed(0)


class SimpleCNN(nn.Module):
    def __init__(self):
        super(SimpleCNN, self).__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, 1)
        self.conv2 = nn.Conv2d(4, 8, 3, 1)
        self.fc1 = nn.Linear(32, 16)
        self.fc2 = nn.Linear(16, 10)

    def forward(self, x):
        x = self.conv1(x)
        x = F.relu(x)
        x = self.conv2(x)
        x = F.relu(x)
        x = F.max_pool2d(x, 2)
        x = torch.flatten(x, 1)
        x = self.fc1(x)
        x = F.relu(x)
        x = self.fc2(x)
        output = F.log_softmax(x, dim=1)
        return output


def loss_fn(predictions, targets):
    return F.nll_loss(predictions, targets)


device = 'cpu'
num_models = 10
batch_size = 6
data = torch.randn(batch_size, 1, 8, 8, device=device)
targets = torch.randint(10, (batch_size,), device=device)
model = SimpleCNN().to(device=device)
predictions = model(data)
loss = loss_fn(predictions, targets)
loss.backward()
print(loss)


def compute_grad(sample, target):
    sample = sample.unsqueeze(0)
    target = target.unsqueeze(0)
    prediction = model(sample)
    loss = loss_fn(prediction, target)
    return torch.autograd.grad(loss, list(model.parameters()))


def compute_sample_grads(data, targets):
    sample_grads = [compute_grad(data[i], targets[i]) for i in range(batch_size)]
    sample_grads = zip(*sample_grads)
    sample_grads = [torch.stack(shards) for shards in sample_grads]
    return sample_grads


per_sample_grads = compute_sample_grads(data, targets)
print(per_sample_grads[1].shape)

fmodel, params, buffers = make_functional_with_buffers(model)
print(type(fmodel).__name__, len(params), len(buffers), [p.shape for p in params])
print(all(p.requires_grad for p in params), [p.device.type for p in fmodel.parameters()][:2])


def compute_loss_stateless_model(params, buffers, sample, target):
    batch = sample.unsqueeze(0)
    targets = target.unsqueeze(0)
    predictions = fmodel(params, buffers, batch)
    loss = loss_fn(predictions, targets)
    return loss


ft_compute_grad = grad(compute_loss_stateless_model)
ft_compute_sample_grad = vmap(ft_compute_grad, in_dims=(None, None, 0, 0))
ft_per_sample_grads = ft_compute_sample_grad(params, buffers, data, targets)
print(type(ft_per_sample_grads).__name__, len(ft_per_sample_grads))
for per_sample_grad, ft_per_sample_grad in zip(per_sample_grads, ft_per_sample_grads):
    assert torch.allclose(per_sample_grad, ft_per_sample_grad, atol=3e-3, rtol=1e-5)
    print(ft_per_sample_grad.shape, torch.allclose(per_sample_grad, ft_per_sample_grad, atol=1e-6))
print(torch.allclose(ft_per_sample_grads[5].mean(0), model.fc1.bias.grad, atol=1e-6))
print(fmodel(params, buffers, data[:2]).exp().sum(1))
