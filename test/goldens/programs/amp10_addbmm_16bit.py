# addbmm on 16-bit CPU tensors (a loop of addmm_ into the result, rounding once per batch) and its shape checks.
import torch
for dt in (torch.float32, torch.bfloat16):
    for s1, s2, o in [((2,3,4),(2,5,2),(3,2)), ((2,3,4),(3,4,2),(3,2)), ((3,4),(2,4,2),(3,2)), ((2,3,4),(2,4,2),(4,2)), ((0,3,4),(0,4,2),(3,2))]:
        try:
            r = torch.addbmm(torch.ones(o, dtype=dt), torch.ones(s1, dtype=dt), torch.ones(s2, dtype=dt))
            print(r.shape, r.dtype, r.sum())
        except Exception as e:
            print(type(e).__name__, e)
    try: print(torch.ones(2,3,dtype=dt).addbmm_(torch.ones(2,3,4,dtype=dt), torch.ones(2,4,3,dtype=dt), beta=0.5, alpha=0.25))
    except RuntimeError as e: print(e)
    print(torch.addbmm(torch.ones(1,dtype=dt), torch.ones(2,3,4,dtype=dt), torch.ones(2,4,3,dtype=dt)))
    print(torch.ones(3,3,dtype=dt).addbmm_(torch.ones(2,3,4,dtype=dt), torch.ones(2,4,3,dtype=dt), beta=0.5, alpha=0.25))
    print(torch.addbmm(torch.ones(3,dtype=dt), torch.full((2,3,4),0.3,dtype=dt), torch.full((2,4,3),0.7,dtype=dt), beta=0))
