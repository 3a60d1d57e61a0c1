# det, slogdet and logdet gradients as linalg_det_backward and slogdet_backward take them: the scaled identity solved
# against the forward's LU factors (of A^T for a contiguous A), a singular U's zero pivots nudged to epsilon; with
# create_graph, A^T X = (grad * det) I or the SVD where det is 0. float32 and float64, batched, strided, singular.
import torch


def h(t):
    return " ".join(float(v).hex() for v in t.detach().reshape(-1).tolist())


torch.manual_seed(0)
for dtype in (torch.float32, torch.float64):
    for n in (1, 2, 3, 5):
        A = torch.randn(2, n, n).to(dtype).requires_grad_()
        d = torch.linalg.det(A)
        d.backward(torch.randn(d.shape).to(dtype))
        print(dtype, n, type(d.grad_fn).__name__, "det", h(d), "grad", h(A.grad))
        A.grad = None
        sign, logabs = torch.linalg.slogdet(A)
        logabs.backward(torch.randn(logabs.shape).to(dtype))
        print(dtype, n, "slogdet", h(sign), h(logabs), "grad", h(A.grad))
        S = (A.detach() @ A.detach().mT + torch.eye(n).to(dtype)).requires_grad_()
        l = torch.logdet(S)
        l.backward(torch.randn(l.shape).to(dtype))
        print(dtype, n, "logdet", h(l), "grad", h(S.grad))
        F = torch.randn(2, n, n).to(dtype).mT.requires_grad_()
        d = torch.det(F)
        d.backward(torch.randn(d.shape).to(dtype))
        print(dtype, n, "strided det grad", h(F.grad))
    for n in (2, 3, 4):
        A = torch.randn(3, n, n).to(dtype)
        A[:2, -1] = A[:2, 0] * 2
        A.requires_grad_()
        d = torch.linalg.det(A)
        d.backward(torch.randn(d.shape).to(dtype))
        print(dtype, n, "singular det", h(d), "grad", h(A.grad))
    A = torch.randn(2, 3, 3).to(dtype).requires_grad_()
    g, = torch.autograd.grad(torch.linalg.det(A).sum(), A, create_graph=True)
    gg, = torch.autograd.grad(g.pow(2).sum(), A)
    print(dtype, "create_graph", h(g), "double backward", h(gg))
