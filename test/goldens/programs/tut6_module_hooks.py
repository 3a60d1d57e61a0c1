# nn.Module hooks: forward pre-hooks, forward hooks, full backward hooks, state_dict hooks
import torch
import torch.nn as nn

torch.manual_seed(0)

class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 3)
        self.act = nn.ReLU()
        self.fc2 = nn.Linear(3, 2)

    def forward(self, x):
        return self.fc2(self.act(self.fc1(x)))

model = Model()
x = torch.randn(5, 4, requires_grad=True)

def pre_hook(module, args):
    print("pre-hook", type(module).__name__, [a.shape for a in args])
    return (args[0] * 2,)

def fwd_hook(module, args, output):
    print("forward hook", type(module).__name__, output.shape)
    return output + 1

h1 = model.fc1.register_forward_pre_hook(pre_hook)
h2 = model.fc2.register_forward_hook(fwd_hook)
out = model(x)
print(out)
h1.remove()
h2.remove()
print(torch.allclose(model(x), out))

def bwd_hook(module, grad_input, grad_output):
    print("backward hook", type(module).__name__,
          [None if g is None else tuple(g.shape) for g in grad_input],
          [None if g is None else tuple(g.shape) for g in grad_output])
    return None

def scaling_hook(module, grad_input, grad_output):
    return tuple(None if g is None else g * 10 for g in grad_input)

hb = model.fc2.register_full_backward_hook(bwd_hook)
hr = model.act.register_full_backward_hook(scaling_hook)
model(x).sum().backward()
print(x.grad)
hb.remove(); hr.remove()

activations = {}
def get_activation(name):
    def hook(model, input, output):
        activations[name] = output.detach()
    return hook

model.fc1.register_forward_hook(get_activation('fc1'))
model.act.register_forward_hook(get_activation('act'))
output = model(torch.randn(2, 4))
print(activations['fc1'])
print(activations['act'])

grads = {}
def save_grad(name):
    def hook(grad):
        grads[name] = grad
    return hook

y = model.fc1(torch.randn(2, 4))
y.register_hook(save_grad('y'))
y.pow(2).sum().backward()
print(grads['y'])

glob = []
handle = nn.modules.module.register_module_forward_hook(lambda m, i, o: glob.append(type(m).__name__))
model(torch.randn(1, 4))
handle.remove()
print(glob)

sd_calls = []
def sd_hook(module, state_dict, prefix, local_metadata):
    sd_calls.append(prefix)
    state_dict[prefix + "extra"] = torch.tensor(1.0)
    return state_dict

model.fc1._register_state_dict_hook(sd_hook)
sd = model.state_dict()
print(list(sd.keys()), sd_calls)

def load_pre_hook(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs):
    state_dict.pop(prefix + "extra", None)
    print("load pre hook", prefix)

model.fc1._register_load_state_dict_pre_hook(load_pre_hook)
print(model.load_state_dict(sd))

