"""torch.utils.model_zoo: the older name of torch.hub's weight download."""
from torch.hub import load_state_dict_from_url as load_url  # noqa: F401
