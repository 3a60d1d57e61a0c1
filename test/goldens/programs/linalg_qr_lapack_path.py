# torch.linalg.qr, torch.geqrf and torch.linalg.householder_product follow LAPACK's geqrf (geqr2 below its blocking
# crossover) and orgqr (org2r) step for step, float32 in float32 arithmetic, so Q, R and the packed reflectors are
# PyTorch's to the last bit: shapes 1x1 to 12x8, tall and wide, all modes, rank-deficient and special matrices, tiny
# entries (whose column norms LAPACK scales), a batch. Every value is printed, and also as the exact bits.
import torch

torch.manual_seed(0)
torch.set_printoptions(precision=6)


def bits(t):
    return " ".join(float(x).hex() for x in t.double().reshape(-1).tolist())


shapes = [(1, 1), (2, 2), (3, 3), (4, 4), (3, 2), (5, 3), (8, 3), (2, 3), (3, 8), (6, 6), (1, 4), (4, 1), (8, 12),
          (12, 8), (10, 4)]
for dt in (torch.float32, torch.float64):
    mats = [torch.randn(m, n).to(dt) for m, n in shapes]
    mats += [torch.ones(3, 3, dtype=dt), torch.zeros(2, 3, dtype=dt), torch.eye(4, dtype=dt),
             torch.arange(12.).reshape(4, 3).to(dt), torch.tensor([[1., 2.], [2., 4.], [3., 6.]], dtype=dt),
             torch.tensor([[0., 1.], [0., 0.], [0., 2.]], dtype=dt),
             torch.tensor([[1e-30, 2e-30], [3e-30, 4e-30]], dtype=dt), torch.tensor([[1e-25], [3e-25], [2e-25]], dtype=dt),
             torch.triu(torch.randn(4, 4)).to(dt), torch.tensor([[-1., 0.], [0., -1.]], dtype=dt)]
    for a in mats:
        for mode in ("reduced", "complete", "r"):
            q, r = torch.linalg.qr(a, mode=mode)
            print(tuple(a.shape), dt, mode)
            print(q)
            print(r)
            print(bits(q), "|", bits(r))
        g, tau = torch.geqrf(a)
        print(g, tau)
        print(bits(g), "|", bits(tau))
        if a.shape[0] >= a.shape[1]:
            h = torch.linalg.householder_product(g, tau)
            print(h)
            print(bits(h), "|", bits(torch.linalg.householder_product(g, tau[:1])))
    b = torch.randn(2, 3, 5, 3).to(dt)
    q, r = torch.linalg.qr(b)
    print(q.shape, r.shape, bits(q), bits(r))
    q, r = torch.linalg.qr(b, mode="complete")
    print(q.shape, r.shape, bits(q), bits(r))
