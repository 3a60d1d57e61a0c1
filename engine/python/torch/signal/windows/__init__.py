"""torch.signal.windows: SciPy-style window functions, symmetric by default (sym=False gives the periodic window
for spectral analysis)."""
from .windows import (bartlett, blackman, cosine, exponential, gaussian, general_cosine, general_hamming,  # noqa: F401
                      hamming, hann, kaiser, nuttall)

__all__ = ["bartlett", "blackman", "cosine", "exponential", "gaussian", "general_cosine", "general_hamming", "hamming",
           "hann", "kaiser", "nuttall"]
