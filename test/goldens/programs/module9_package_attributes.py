# Every part of torch is there after a plain `import torch`, without importing it by name.
import inspect

import torch

print(torch.jit.script.__name__, torch.jit.trace.__name__, torch.jit.is_scripting())
print(torch.distributions.Normal(torch.tensor(0.0), torch.tensor(1.0)).mean)
print(torch.optim.lr_scheduler.StepLR.__name__, torch.optim.swa_utils.AveragedModel.__name__, torch.optim.LBFGS.__name__)
print(inspect.isfunction(torch.autograd.gradcheck), inspect.isfunction(torch.autograd.gradgradcheck))
print(torch.autograd.functional.jacobian(lambda x: x * 2, torch.ones(2)))
print(torch.nn.utils.parametrize.is_parametrized(torch.nn.Linear(2, 2)))
print(torch.nn.utils.parametrizations.orthogonal.__name__, torch.nn.utils.stateless.functional_call.__name__)
print(torch.save.__name__, torch.load.__name__, torch.serialization.default_restore_location.__name__)
print(torch.testing.assert_close.__name__, torch.hub.list.__name__, torch.onnx.export.__name__)
print(torch.fake_quantize_per_tensor_affine(torch.tensor([0.26, -1.0]), 0.1, 0, -128, 127))
print(all(name in dir(torch) for name in ("jit", "distributions", "save", "load")))
print("lr_scheduler" in dir(torch.optim), "gradcheck" in dir(torch.autograd))
from torch.optim import *  # noqa: E402,F403
print(LBFGS.__name__, lr_scheduler.__name__)  # noqa: F405
for holder, name in ((torch, "not_a_thing"), (torch.jit, "not_a_thing"), (torch.optim, "Nope")):
    try:
        getattr(holder, name)
    except AttributeError as e:
        print("AttributeError:", e)
print(hasattr(torch, "float8_e4m3fnuz"), hasattr(torch.nn.utils, "rnn"))
