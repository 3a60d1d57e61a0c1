"""torch.cpu.amp: the older spellings of torch.amp for cpu, deprecated as in PyTorch 2.4+."""
from ... import bfloat16 as _bfloat16
from ...amp._deprecated import spellings as _spellings

autocast, GradScaler = _spellings("cpu", _bfloat16)
