# numpy's summation order (the result starts at add's identity; non-coalescing full reductions summed from one
# buffer; float16 results stored after each step), bincount, and shares_memory across Tensor.numpy() calls
import numpy as np
import torch

rs = np.random.RandomState(0)
out = []
LBL = ""
for dt in (np.float64, np.float32, np.float16):
    for shape in [(3,), (9,), (20,), (130,), (300,), (5, 4), (4, 9), (7, 20), (3, 4, 5), (2, 150), (33, 9)]:
        a = (rs.randn(*shape) * 10).astype(dt)
        LBL = f"{np.dtype(dt).name} {shape} "
        out.append(LBL + repr(a.sum()))
        out.append(LBL + repr(a.mean()))
        for ax in range(a.ndim):
            LBL = f"{np.dtype(dt).name} {shape} ax{ax} "
            out.append(LBL + repr(a.sum(axis=ax).tolist()))
            out.append(LBL + repr(a.mean(axis=ax).tolist()))
        LBL = f"{np.dtype(dt).name} {shape} "
        if a.ndim > 1:
            out.append(LBL + 'T ' + repr(a.T.sum(axis=0).tolist()))
            out.append(LBL + 'slice ' + repr(a[:, ::2].sum()))
            out.append(LBL + 'dt64 ' + repr(a.sum(dtype=np.float64)))
            out.append(LBL + 'std0 ' + repr(a.std(axis=0).tolist()))
            out.append(LBL + 'var ' + repr(a.var()))
        out.append(LBL + repr(np.add.reduce(a, axis=None, initial=1.5)))
out.append(LBL + repr(np.sum(np.array([-0.0]))))
out.append(LBL + repr(np.sum(np.array([-0.0, -0.0]), axis=0)))
print("\n".join(out))

for args in [([1,3,3,0],), (np.array([2,2], dtype=np.uint8),), ([0,1],{'minlength':4}), ([],), ([0,1,1],{'weights':[0.5,1,2]}), ([0,1,1],{'weights':np.array([1,2,3],dtype=np.float32)}), ([0,1,1],{'weights':[1,2,3]}), ([-1],), ([1.5],), ([[1]],), (np.array([1.0]),), ([True, False],), ([1],{'minlength':-1}), ([0,1],{'weights':[1]}), (np.array([3, 1], dtype=np.int32),), (np.array([3, 1], dtype=np.uint64),)]:
    kw = args[1] if len(args)>1 else {}
    try:
        r=np.bincount(args[0], **kw); print(repr(r))
    except Exception as e: print(type(e).__name__, e)
t = torch.arange(6.0)
print(np.shares_memory(t.numpy(), t.numpy()), np.shares_memory(t.numpy(), t.clone().numpy()), np.may_share_memory(t[1:].numpy(), t.numpy()))
a = np.zeros(3); print(np.shares_memory(a, a[1:]), np.shares_memory(a, a.copy()), np.shares_memory(torch.from_numpy(a).numpy(), a))
b = torch.as_tensor(np.arange(3, dtype=np.int32)); print(np.shares_memory(b.numpy(), b.numpy()))
