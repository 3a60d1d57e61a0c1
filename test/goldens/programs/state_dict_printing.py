# A printed state_dict (an OrderedDict) reads as the reference CPython prints it: OrderedDict([(key, value), ...]).
import collections, pickle, copy, io, torch
from collections import OrderedDict
m = torch.nn.Sequential(OrderedDict([('fc', torch.nn.Linear(2, 1))]))
torch.manual_seed(0); m[0].reset_parameters()
sd = m.state_dict()
print(sd)
print(type(sd), OrderedDict(), OrderedDict(a=1, b=[1, 2]), isinstance(sd, dict), type(sd) is collections.OrderedDict)
d = OrderedDict(x=1); d['self'] = d; print(d)
print(pickle.loads(pickle.dumps(OrderedDict(a=1))), copy.deepcopy(sd).keys())
buf = io.BytesIO(); torch.save(sd, buf); buf.seek(0); print(torch.load(buf))
class My(OrderedDict): pass
print(My(z=2), repr(OrderedDict), OrderedDict.__name__, OrderedDict.__qualname__)
print(sd._metadata)
