# cdist's own kernel (CdistBackward0) for p other than 2 and its matrix-product form for p = 2: values and gradients
# bit for bit, batched, with broadcast batch dims and in float64; pairwise_distance records at::norm's NormBackward1.
import torch
import torch.nn.functional as F


def h(t):
    return " ".join(float(v).hex() for v in t.detach().reshape(-1).tolist())


torch.manual_seed(0)
for s1, s2, dtype in [((2, 5, 7), (2, 4, 7), torch.float32), ((6, 3), (30, 3), torch.float32),
                      ((1, 3, 9), (2, 4, 9), torch.float32), ((4, 5), (3, 5), torch.float64)]:
    for p in [1.0, float("inf"), 0.0, 0.5, 1.5, 3.0]:
        a = torch.randn(s1).to(dtype).requires_grad_()
        b = torch.randn(s2).to(dtype).requires_grad_()
        d = torch.cdist(a, b, p=p)
        print(s1, s2, dtype, p, type(d.grad_fn).__name__, tuple(d.shape))
        print("v", h(d))
        d.backward(torch.randn(d.shape).to(dtype))
        print("ga", h(a.grad))
        print("gb", h(b.grad))
# p = 2 through the matrix product (EuclideanDistBackward0 under a view)
for s1, s2, mode in [((2, 5, 7), (2, 4, 7), "use_mm_for_euclid_dist"), ((6, 3), (30, 3), "use_mm_for_euclid_dist_if_necessary"),
                     ((5, 9), (4, 9), "use_mm_for_euclid_dist"), ((1, 3, 4), (2, 30, 4), "use_mm_for_euclid_dist_if_necessary")]:
    a = torch.randn(s1, requires_grad=True)
    b = torch.randn(s2, requires_grad=True)
    d = torch.cdist(a, b, compute_mode=mode)
    print(s1, s2, mode, type(d.grad_fn).__name__, type(d.grad_fn.next_functions[0][0]).__name__, tuple(d.shape))
    print("v", h(d))
    d.backward(torch.randn(d.shape))
    print("ga", h(a.grad))
    print("gb", h(b.grad))
for shape in [(4, 6), (3, 5, 2)]:
    a = torch.randn(shape, requires_grad=True)
    b = torch.randn(shape, requires_grad=True)
    for p in [2.0, 1.0, 3.0, float("inf")]:
        a.grad = b.grad = None
        d = F.pairwise_distance(a, b, p=p)
        print("pd", shape, p, type(d.grad_fn).__name__, h(d))
        d.backward(torch.randn(d.shape))
        print("ga", h(a.grad))
        print("gb", h(b.grad))
