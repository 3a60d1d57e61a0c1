"""torch.utils.tensorboard: SummaryWriter writes TensorBoard event files (writer.py)."""
from .writer import FileWriter, SummaryWriter  # noqa: F401
