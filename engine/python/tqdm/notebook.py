"""tqdm.notebook: Jupyter's widget bar; in a lesson page the page's live bar stands in for it."""
from .std import tqdm, trange

tqdm_notebook, tnrange = tqdm, trange
__all__ = ["tqdm", "trange", "tqdm_notebook", "tnrange"]
