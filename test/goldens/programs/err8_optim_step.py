# Optimizer steps on gradients they cannot take, state dicts that do not fit, and schedulers stepped wrongly:
# PyTorch's errors word for word (AdamW's, which current PyTorch words as Adam's, is in err8_optim_current).
import warnings

import torch
from torch import nn, optim


def attempt(label, fn):
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter("always")
        try:
            r = fn()
            print(label, 'ok', r if not isinstance(r, optim.Optimizer) else type(r).__name__)
        except Exception as e:
            print(label, type(e).__name__, str(e))
    for w in ws:
        print('  warning:', str(w.message)[:100])


torch.manual_seed(0)
emb = nn.Embedding(5, 3, sparse=True)
emb(torch.tensor([1, 2])).sum().backward()
for name, cls in [('SGD', optim.SGD), ('Adam', optim.Adam), ('RMSprop', optim.RMSprop),
                  ('Adamax', optim.Adamax), ('NAdam', optim.NAdam), ('RAdam', optim.RAdam), ('Adadelta', optim.Adadelta),
                  ('Rprop', optim.Rprop), ('ASGD', optim.ASGD), ('Adagrad', optim.Adagrad)]:
    attempt(name + ' sparse grad', lambda: cls(emb.parameters(), lr=0.1).step())
lin = nn.Linear(2, 2)
lin(torch.randn(3, 2)).sum().backward()
attempt('SparseAdam dense grad', lambda: optim.SparseAdam(lin.parameters()).step())
attempt('SparseAdam dense params', lambda: optim.SparseAdam([{'params': lin.parameters()}]))
attempt('Adagrad sparse wd', lambda: optim.Adagrad(emb.parameters(), weight_decay=0.1).step())
attempt('SGD sparse momentum', lambda: optim.SGD(emb.parameters(), lr=0.1, momentum=0.9).step())
attempt('Adam amsgrad ok', lambda: optim.Adam(lin.parameters(), amsgrad=True).step())
attempt('Adam maximize', lambda: optim.Adam(lin.parameters(), maximize=True).step())
# state dicts
a = optim.Adam(lin.parameters())
a.step()
sd = a.state_dict()
attempt('load keys', lambda: sorted(sd))
attempt('load params len', lambda: optim.Adam([lin.weight]).load_state_dict(sd))
sd2 = {'state': sd['state'], 'param_groups': [dict(sd['param_groups'][0], params=[0])]}
attempt('load group size', lambda: optim.Adam(lin.parameters()).load_state_dict(sd2))
attempt('load no groups', lambda: optim.Adam(lin.parameters()).load_state_dict({'state': {}}))
attempt('load into SGD', lambda: optim.SGD(lin.parameters(), lr=0.1).load_state_dict(sd))
# zero_grad / param groups
attempt('param_groups lr', lambda: a.param_groups[0]['lr'])
attempt('param_groups bad key', lambda: a.param_groups[0]['momentum'])
attempt('state of tensor', lambda: sorted(a.state[lin.weight]))
# schedulers stepped
o = optim.SGD(lin.parameters(), lr=0.1)
s = optim.lr_scheduler.StepLR(o, 1)
attempt('sched before opt', lambda: s.step())
attempt('plateau no metric', lambda: optim.lr_scheduler.ReduceLROnPlateau(o).step())
attempt('onecycle overstep', lambda: [optim.lr_scheduler.OneCycleLR(optim.SGD(lin.parameters(), lr=0.1), 0.1, total_steps=1).step() for _ in range(3)])
attempt('good', lambda: o.param_groups[0]['lr'])
