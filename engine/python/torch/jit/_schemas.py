"""The argument lists of common aten ops, as TorchScript matches a call to them: which position each argument has,
which take an int[] (where one int is a list of one), which are keyword-only, and their defaults. A call printed
in `.code` names its arguments by position, leaves out trailing defaults and names keyword-only ones."""
import ast

_SCHEMAS = """
add: Tensor self, Tensor other, *, Scalar alpha=1
sub: Tensor self, Tensor other, *, Scalar alpha=1
add_: Tensor self, Tensor other, *, Scalar alpha=1
sub_: Tensor self, Tensor other, *, Scalar alpha=1
sum: Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None
mean: Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None
softmax: Tensor self, int dim, ScalarType? dtype=None
log_softmax: Tensor self, int dim, ScalarType? dtype=None
argmax: Tensor self, int? dim=None, bool keepdim=False
argmin: Tensor self, int? dim=None, bool keepdim=False
cat: Tensor[] tensors, int dim=0
stack: Tensor[] tensors, int dim=0
transpose: Tensor self, int dim0, int dim1
flatten: Tensor self, int start_dim=0, int end_dim=-1
squeeze: Tensor self, int dim
unsqueeze: Tensor self, int dim
cumsum: Tensor self, int dim, *, ScalarType? dtype=None
norm: Tensor self, Scalar? p=2
std: Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False
var: Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False
clamp: Tensor self, Scalar? min=None, Scalar? max=None
masked_fill: Tensor self, Tensor mask, Scalar value
max: Tensor self, int dim, bool keepdim=False
min: Tensor self, int dim, bool keepdim=False
topk: Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True
sort: Tensor self, int dim=-1, bool descending=False
linear: Tensor input, Tensor weight, Tensor? bias=None
conv1d: Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=1, int[1] padding=0, int[1] dilation=1, int groups=1
conv2d: Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, int[2] dilation=1, int groups=1
conv3d: Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, int[3] dilation=1, int groups=1
max_pool1d: Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=0, int[1] dilation=1, bool ceil_mode=False
max_pool2d: Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False
avg_pool2d: Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None
gelu: Tensor self, *, str approximate="none"
zeros: int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None
ones: int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None
empty: int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None
full: int[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None
rand: int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None
randn: int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None
zeros_like: Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None
ones_like: Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None
empty_like: Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None
rand_like: Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None
randn_like: Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None
layer_norm: Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enable=True
"""

_NONE = object()


class _Argument:
    def __init__(self, text, keyword_only):
        kind, _, rest = text.partition(" ")
        name, _, default = rest.partition("=")
        self.name, self.keyword_only, self.int_list = name, keyword_only, kind.startswith("int[")
        # how many ints a fixed-size int[N] holds (one int given stands for N alike), 1 for int[]
        self.size = int(kind[4:-1]) if self.int_list and kind[4:-1].isdigit() else 1
        self.default = _NONE if not default else ast.literal_eval(
            {"None": "None", "False": "False", "True": "True"}.get(default, default))
        if self.int_list and isinstance(self.default, int):
            self.default = [self.default] * self.size


def _parse(line):
    name, _, args = line.partition(": ")
    arguments, keyword_only = [], False
    for text in args.split(", "):
        if text == "*":
            keyword_only = True
        else:
            arguments.append(_Argument(text, keyword_only))
    return name, arguments


SCHEMAS = dict(_parse(line) for line in _SCHEMAS.strip().splitlines())
MISSING = _NONE
