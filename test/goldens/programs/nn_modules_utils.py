from collections import OrderedDict
import torch
from torch.nn.modules.utils import _single, _pair, _triple, _quadruple, _reverse_repeat_tuple, _list_with_default
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

print(_single(3), _pair(2), _pair((1, 4)), _pair([5, 6]), _triple(1), _quadruple(0), _pair.__name__)
print(_reverse_repeat_tuple((1, 2, 3), 2), _reverse_repeat_tuple([4], 1))
print(_list_with_default(5, [1, 2]), _list_with_default([None, 3], [7, 8, 9]))
try:
    _list_with_default([None, None], [1, 2])
except ValueError as e:
    print("ValueError:", e)
m = torch.nn.Sequential(torch.nn.Linear(2, 2))
sd = OrderedDict(("module." + k, v) for k, v in m.state_dict().items())
consume_prefix_in_state_dict_if_present(sd, "module.")
print(sorted(sd.keys()))  # 1.13 re-inserts keys sorted, current PyTorch in state-dict order
m.load_state_dict(sd)
print(torch.nn.Conv2d(1, 1, 3).padding, torch.nn.modules.utils._pair(torch.Size([2, 3])))
