# The "Model ensembling" tutorial as PyTorch 1.13 ran it, with functorch: combine_state_for_ensemble stacks the
# models' parameters and buffers, vmap runs the stateless model over them with a different minibatch per model and
# with one minibatch shared (in_dims), checked against a loop with torch.allclose; then the gradients flow to the
# stacked parameters and the models' errors.
import torch
import torch.nn as nn
import torch.nn.functional as F
from functorch import combine_state_for_ensemble, grad, make_functional, vmap

torch.manual_seed(0)


class SimpleMLP(nn.Module):
    def __init__(self):
        super(SimpleMLP, self).__init__()
        self.fc1 = nn.Linear(16, 12)
        self.fc2 = nn.Linear(12, 8)
        self.fc3 = nn.Linear(8, 4)

    def forward(self, x):
        x = x.flatten(1)
        x = self.fc1(x)
        x = F.relu(x)
        x = self.fc2(x)
        x = F.relu(x)
        x = self.fc3(x)
        return x


device = 'cpu'
num_models = 5
data = torch.randn(20, 1, 4, 4, device=device)
targets = torch.randint(4, (20,), device=device)
models = [SimpleMLP().to(device) for _ in range(num_models)]

minibatches = data[:num_models]
predictions_diff_minibatch_loop = [model(minibatch) for model, minibatch in zip(models, minibatches)]
minibatch = data
predictions2 = [model(minibatch) for model in models]

fmodel, params, buffers = combine_state_for_ensemble(models)
[p.requires_grad_() for p in params]
print([p.size(0) for p in params])
print(len(params), len(buffers), [tuple(p.shape) for p in params])
print(type(fmodel).__name__, fmodel.param_names)

print([p.requires_grad for p in params], params[0].is_leaf)
minibatches = data[:num_models]
print(minibatches.shape)
predictions1_vmap = vmap(fmodel)(params, buffers, minibatches)
print(predictions1_vmap.shape)
assert torch.allclose(predictions1_vmap, torch.stack(predictions_diff_minibatch_loop), atol=1e-3, rtol=1e-5)
print(torch.allclose(predictions1_vmap, torch.stack(predictions_diff_minibatch_loop), atol=1e-6))

predictions2_vmap = vmap(fmodel, in_dims=(0, 0, None))(params, buffers, minibatch)
print(predictions2_vmap.shape)
assert torch.allclose(predictions2_vmap, torch.stack(predictions2), atol=1e-3, rtol=1e-5)
print(torch.allclose(predictions2_vmap, torch.stack(predictions2), atol=1e-6))
print(predictions2_vmap[2, :3])


def loss(params, buffers, x, y):
    return F.cross_entropy(fmodel(params, buffers, x), y)


per_model_grads = vmap(grad(loss), in_dims=(0, 0, None, None))(params, buffers, minibatch, targets)
print([tuple(g.shape) for g in per_model_grads])
ref = torch.autograd.grad(F.cross_entropy(models[1](minibatch), targets), list(models[1].parameters()))
print(all(torch.allclose(a[1], b, atol=1e-6) for a, b in zip(per_model_grads, ref)))
total = vmap(fmodel, in_dims=(0, 0, None))(params, buffers, minibatch).sum()
total.backward()
print(params[0].grad.shape, torch.allclose(params[5].grad, torch.full((num_models, 4), 20.0)))

fnet, fparams = make_functional(models[0])
print(type(fnet).__name__, len(fparams), torch.equal(fnet(fparams, minibatch), models[0](minibatch)))
print(fnet(tuple(p * 0 for p in fparams), minibatch[:2]))
bn = nn.Sequential(nn.Linear(3, 3), nn.BatchNorm1d(3))
try:
    make_functional(bn)
except RuntimeError as e:
    print(e)
try:
    combine_state_for_ensemble([SimpleMLP(), SimpleMLP().eval()])
except RuntimeError as e:
    print(e)
try:
    combine_state_for_ensemble([SimpleMLP(), bn])
except RuntimeError as e:
    print(e)
try:
    combine_state_for_ensemble([])
except RuntimeError as e:
    print(e)
f2, p2, b2 = combine_state_for_ensemble([bn, nn.Sequential(nn.Linear(3, 3), nn.BatchNorm1d(3))])
print([tuple(b.shape) for b in b2], b2[2], [p.requires_grad for p in p2])
