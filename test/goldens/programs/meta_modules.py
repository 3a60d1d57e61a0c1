# Modules built on the meta device: no parameter memory, shapes through forward and backward, to_empty to materialize
import copy
import io
import pickle

import torch
import torch.nn as nn

torch.manual_seed(0)
M = "meta"
model = nn.Sequential(nn.Linear(8, 16, device=M), nn.ReLU(), nn.LayerNorm(16, device=M), nn.Linear(16, 4, device=M))
emb = nn.Embedding(10, 4, device=M)
conv = nn.Conv2d(3, 8, 3, device=M)
bn = nn.BatchNorm1d(4, device=M)
print(model)
print(model[0].weight)
print(emb.weight.shape, conv.weight.is_meta, bn.running_mean, bn.num_batches_tracked)
print(sum(p.numel() for p in model.parameters()), sum(p.numel() for p in conv.parameters()))
for name, p in model.named_parameters():
    print(name, tuple(p.shape), p.device, p.dtype, p.requires_grad)
print(torch.randn(3))  # building on meta drew nothing from the generator

out = model(torch.empty(5, 8, device=M))
print(out, out.shape)
print(conv(torch.empty(1, 3, 10, 10, device=M)).shape, emb(torch.zeros(2, 3, dtype=torch.long, device=M)))
print(bn(torch.empty(6, 4, device=M)), bn.num_batches_tracked)
loss = out.pow(2).mean()
loss.backward()
print(model[0].weight.grad, model[3].bias.grad.shape)

opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
opt.step()
print(model[0].weight)
adam = torch.optim.Adam(model.parameters(), lr=1e-3)
adam.step()
print(sorted(adam.state[model[0].weight]), adam.state[model[0].weight]["exp_avg_sq"])

m = nn.Linear(2, 3, device=M).to_empty(device="cpu")
print(m.weight.shape, m.weight.device, m.bias.device, m.weight.requires_grad)
with torch.no_grad():
    m.weight.fill_(1.0)
    m.bias.zero_()
print(m(torch.ones(1, 2)))

# dtype conversions of a meta module
half = nn.Linear(4, 4, device=M, dtype=torch.float16)
print(half.weight.dtype, half.float().weight.dtype, half.double().weight)

# skip_init: built on meta, then given uninitialized storage
s = nn.utils.skip_init(nn.Linear, 3, 4, bias=False)
print(s.weight.shape, s.weight.device, s.weight.is_meta, s.bias)
for cls in (nn.ReLU, torch.Tensor):
    try:
        nn.utils.skip_init(cls)
    except RuntimeError as e:
        print("RuntimeError", e)

# meta tensors save and pickle without storage: they come back on meta, wherever the storages are mapped
buf = io.BytesIO()
torch.save({"w": torch.empty(2, 3, device=M).t(), "b": torch.ones(2), "sd": nn.Linear(2, 3, device=M).state_dict()}, buf)
buf.seek(0)
loaded = torch.load(buf)
print(loaded["w"], loaded["w"].stride(), loaded["b"], loaded["sd"]["weight"])
buf.seek(0)
print(torch.load(buf, map_location="cpu")["w"])
print(pickle.loads(pickle.dumps(nn.Parameter(torch.empty(2, device=M)))))
print(copy.deepcopy(torch.empty(3, device=M, requires_grad=True)), copy.deepcopy(model)[0].weight.is_meta)
