# The F and Wald (inverse Gaussian) distributions of the legacy RandomState and of default_rng, with their parameter
# checks
import numpy as np
np.random.seed(5)
print(np.random.f(3, 7, 4), np.random.f(1.5, 2.5), np.random.wald(1.0, 2.0, 4), np.random.wald([0.5, 3.0], 1.0))
g = np.random.default_rng(5)
print(g.f(3, 7, 4), g.wald(1.0, 2.0, 4))
for call in ["np.random.f(0, 1)", "np.random.f(1, -1)", "np.random.wald(0, 1)", "np.random.wald(1, 0)"]:
    try: print(eval(call))
    except Exception as e: print(call, type(e).__name__, e)
