# Module paths and small top-level APIs: torch.__version__ as a TorchVersion, torch.version, torch.backends.cudnn/mps
# flags, torch.manual_seed returning the default generator, is_tensor/is_storage/numel, thread counts, print options,
# torch.types and torch.nn.common_types.
import torch
def tryit(f):
    try:
        r = f()
        print(r)
    except Exception as e:
        print(type(e).__name__, e)
v = torch.__version__
print(type(v).__name__, v > "1.0", v >= (1, 0), v < "100.0", v == v, isinstance(v, str), v.split("+")[0].count(".") >= 1)
from torch.torch_version import TorchVersion
print(TorchVersion("1.13.0") > "1.12", TorchVersion("2.1.0+cpu") >= (2, 1), TorchVersion("2.1.0") == "2.1.0", TorchVersion("2.1.0") < "2.1.1")
import torch.version
print(hasattr(torch.version, "__version__"), hasattr(torch.version, "cuda"), hasattr(torch.version, "git_version"), hasattr(torch.version, "hip"), hasattr(torch.version, "debug"))
print(type(torch.version.__version__).__name__)
print(torch.backends.cudnn.enabled, torch.backends.cudnn.benchmark, torch.backends.cudnn.deterministic, torch.backends.cudnn.is_available())
torch.backends.cudnn.benchmark = True
torch.backends.cudnn.deterministic = True
print(torch.backends.cudnn.benchmark, torch.backends.cudnn.deterministic)
with torch.backends.cudnn.flags(enabled=False):
    print(torch.backends.cudnn.enabled)
print(torch.backends.cudnn.enabled)
print(torch.backends.mps.is_available(), torch.backends.mps.is_built())
print(torch.backends.cudnn.version())
tryit(lambda: torch.backends.cuda.matmul.allow_tf32)
tryit(lambda: torch.backends.cudnn.allow_tf32)
g = torch.manual_seed(0)
print(g.initial_seed(), isinstance(g, torch.Generator))
print(torch.rand(2, generator=torch.manual_seed(3)))
print(torch.default_generator.initial_seed(), torch.manual_seed(5) is torch.default_generator)
import warnings
def is_storage_of_storage():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return torch.is_storage(torch.ones(1).storage())
print(torch.is_tensor(torch.ones(1)), torch.is_tensor([1]), is_storage_of_storage(), torch.is_storage(torch.ones(1)), torch.numel(torch.ones(2, 3)))
tryit(lambda: torch.numel([1]))
n = torch.get_num_threads(); print(type(n).__name__)
torch.set_num_threads(2); print(torch.get_num_threads())
x = torch.tensor([1.123456789, 2.5, 3e-5])
torch.set_printoptions(precision=2); print(x)
torch.set_printoptions(profile="full"); print(x)
torch.set_printoptions(profile="default"); print(x)
torch.set_printoptions(sci_mode=False); print(x)
torch.set_printoptions(sci_mode=None)
torch.set_printoptions(threshold=5, edgeitems=2); print(torch.arange(10))
torch.set_printoptions(profile="short"); print(torch.arange(10.) / 3)
torch.set_printoptions(profile="default")
torch.set_printoptions(linewidth=20); print(torch.arange(12.))
torch.set_printoptions(profile="default")
print(torch.arange(10.) / 3)
import torch.types
import typing
print(torch.types.Number == typing.Union[int, float, bool], torch.types._dtype is torch.dtype, torch.types.Device == typing.Optional[typing.Union[torch.device, str, int]])
for n in ["_TensorOrTensors", "_size", "_int", "_float", "_bool", "_device", "Storage"]:
    print(n, hasattr(torch.types, n))
import torch.nn.common_types as ct
print(ct._size_2_t == typing.Union[int, typing.Tuple[int, int]], ct._size_any_t == typing.Union[int, typing.Tuple[int, ...]])
