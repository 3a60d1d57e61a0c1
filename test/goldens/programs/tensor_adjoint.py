import torch
for s in [(2,3),(3,),(),(2,2,2)]:
    x=torch.ones(s)
    for a in ['H','mH','mT']:
        try: print(a, s, getattr(x,a).shape)
        except Exception as e: print(a, s, type(e).__name__, e)
print(torch.ones(2,3).adjoint().shape, torch.adjoint(torch.ones(2, 3)).shape)
try: torch.ones(3).adjoint()
except Exception as e: print(type(e).__name__, e)
z = torch.tensor([[1+2j, 3j]])
print(z.H, z.mH, z.adjoint())
w = torch.ones(2, 3, requires_grad=True); print(w.H.grad_fn.name(), w.mT.grad_fn.name(), w.mH.grad_fn.name())
