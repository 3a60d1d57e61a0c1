"""tqdm.auto: the best bar for where the code runs; in a lesson page that is the page's live bar already."""
from .std import tqdm, trange

__all__ = ["tqdm", "trange"]
