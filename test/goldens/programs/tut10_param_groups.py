# Parameter groups: a smaller lr for the pretrained body than the new head, no weight decay on biases and norm
# weights (the usual AdamW recipe), add_param_group for a layer unfrozen later, and what the optimizer state holds.
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.LayerNorm(8), nn.ReLU(), nn.Linear(8, 3))
body, head = model[:3], model[3]

opt = torch.optim.SGD([
    {'params': body.parameters()},
    {'params': head.parameters(), 'lr': 1e-1},
], lr=1e-2, momentum=0.9)
for i, g in enumerate(opt.param_groups):
    print(i, len(g['params']), g['lr'], g['momentum'], g['weight_decay'])

decay, no_decay = [], []
for name, p in model.named_parameters():
    (no_decay if p.ndim == 1 else decay).append(name)
print('decay', decay)
print('no_decay', no_decay)
params = dict(model.named_parameters())
adamw = torch.optim.AdamW([
    {'params': [params[n] for n in decay], 'weight_decay': 0.1},
    {'params': [params[n] for n in no_decay], 'weight_decay': 0.0},
], lr=1e-2)
print([g['weight_decay'] for g in adamw.param_groups], adamw.defaults['weight_decay'])

x, y = torch.randn(16, 4), torch.randint(0, 3, (16,))
for step in range(3):
    for o in (opt, adamw):
        o.zero_grad()
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    adamw.step()
    print(step, round(loss.item(), 5))
st = adamw.state_dict()
print(sorted(st.keys()), sorted(st['state'].keys()), sorted(st['state'][0].keys()))
print(st['state'][0]['step'], [g['params'] for g in st['param_groups']])

# freeze the first layer, then add it back later with its own lr
frozen = nn.Linear(3, 3)
for p in frozen.parameters():
    p.requires_grad_(False)
opt2 = torch.optim.Adam(head.parameters(), lr=1e-3)
for p in frozen.parameters():
    p.requires_grad_(True)
opt2.add_param_group({'params': frozen.parameters(), 'lr': 1e-4})
print([(len(g['params']), g['lr'], g['betas']) for g in opt2.param_groups])
try:
    opt2.add_param_group({'params': head.weight})
except ValueError as e:
    print('ValueError:', e)

# scaling every group's lr, as a manual schedule does
for g in opt.param_groups:
    g['lr'] *= 0.5
print([g['lr'] for g in opt.param_groups])
