# torch.Tensor(...) itself, the legacy constructor old tutorials use: sizes, data in the default dtype, numpy arrays
# (shared when they already hold that dtype), another tensor of any dtype aliased, subclasses, and its errors
import numpy as np
import torch


def show(label, fn):
    try:
        print(label, fn())
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__, e)


show(1, lambda: torch.Tensor([[1, 2], [3, 4]]))
show(2, lambda: torch.Tensor((1, 2.5)))
show(3, lambda: torch.Tensor(range(3)))
show(4, lambda: (torch.Tensor(2, 3).shape, torch.Tensor().shape, torch.Tensor(torch.Size([2, 0])).shape))
show(5, lambda: torch.Tensor(np.int64(3)).shape)
show(6, lambda: torch.Tensor(np.arange(3)))
show(7, lambda: torch.Tensor([np.float64(1.5), 2, True]))
a32 = np.zeros(2, dtype=np.float32)
a64 = np.zeros(2)
t32, t64 = torch.Tensor(a32), torch.Tensor(a64)
a32[0] = a64[0] = 5
show(8, lambda: (t32, t64))
show(9, lambda: torch.FloatTensor(a32))
show(10, lambda: torch.DoubleTensor(np.array([[1, 2]], dtype=np.int32)))
x = torch.arange(3)
show(11, lambda: (torch.Tensor(x), torch.Tensor(x).data_ptr() == x.data_ptr(), torch.Tensor(x) is x))
show(12, lambda: torch.Tensor(np.arange(4)[::-1]))
show(13, lambda: torch.Tensor(np.float64(1.0)))
show(14, lambda: torch.Tensor(2.5))
show(15, lambda: torch.Tensor("ab"))
show(16, lambda: torch.Tensor(True))
show(17, lambda: torch.Tensor(torch.ones(1), device="cpu"))
show(18, lambda: torch.Tensor([1], dtype=torch.int64))
show(19, lambda: torch.Tensor(2, 3.0))
show(20, lambda: torch.LongTensor(np.array([1.7, -2.2])))
torch.set_default_dtype(torch.float64)
show(21, lambda: torch.Tensor([1, 2]).dtype)
torch.set_default_dtype(torch.float32)


class Tagged(torch.Tensor):
    pass


show(22, lambda: (type(Tagged([1.0, 2.0])).__name__, isinstance(Tagged(2), torch.Tensor), Tagged(2, 2).shape))
show(23, lambda: torch.tensor(range(4)) + torch.tensor([range(2), range(2)]).sum())
w = torch.Tensor(2, 2).uniform_(-1, 1)
show(24, lambda: (w.dtype, w.shape, bool((w.abs() <= 1).all())))
