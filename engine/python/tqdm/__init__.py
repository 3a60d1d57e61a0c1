"""tqdm progress bars: a live bar in a lesson page's cell output, tqdm's text meter on stderr elsewhere."""
from .std import TqdmWarning, tqdm, trange

__version__ = "4.67.1+live"
__all__ = ["TqdmWarning", "tqdm", "trange"]
