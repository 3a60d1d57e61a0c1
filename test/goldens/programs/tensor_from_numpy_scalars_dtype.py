# torch.tensor of lists holding numpy scalars or arrays: PyTorch infers each element's type (a numpy value's own
# dtype, int64 for an int, the default dtype for a float) and promotes them as torch dtypes, not as numpy would.
import warnings

import numpy as np
import torch

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    for data in ([np.float32(1.5), 2], [np.float32(1.5), 2.5], [np.float16(1), 2.5], [np.int32(1), 2], [np.int32(1), True],
                 [np.array([1.], dtype=np.float32), np.array([2.])],
                 [np.array([1, 2], dtype=np.int32), np.array([3, 4], dtype=np.int32)],
                 [np.float64(1.0), 2], [[np.int8(1), 2], [3, 4]], [np.uint8(3), -1], (np.int16(7), np.float32(0.5))):
        t = torch.tensor(data)
        print(t, t.dtype)
print([str(w.message)[:60] for w in caught if w.category is UserWarning])
