import torch
torch.manual_seed(0)
for dt in [torch.complex64, torch.complex128]:
    A = torch.randn(3, 3, dtype=dt)
    B = torch.randn(3, 2, dtype=dt)
    for name, f in [('det', lambda: torch.linalg.det(A)), ('inv', lambda: torch.linalg.inv(A)),
                    ('solve', lambda: torch.linalg.solve(A, B)), ('svdvals', lambda: torch.linalg.svdvals(A)),
                    ('slogdet', lambda: torch.linalg.slogdet(A)),
                    ('tdet', lambda: torch.det(A)), ('tinv', lambda: torch.inverse(A)),
                    ('logdet', lambda: torch.logdet(A))]:
        try:
            print(name, f())
        except Exception as e:
            print(name, type(e).__name__, e)
S = torch.tensor([[1, 2], [2, 4]], dtype=torch.complex64)
for name, f in [('inv', lambda: torch.linalg.inv(S)), ('solve', lambda: torch.linalg.solve(S, torch.ones(2, dtype=torch.complex64))),
                ('det', lambda: torch.linalg.det(S)),
                ('mixed', lambda: torch.linalg.solve(S, torch.ones(2))), ('nonsq', lambda: torch.linalg.det(torch.ones(2, 3, dtype=torch.complex64)))]:
    try:
        print(name, f())
    except Exception as e:
        print(name, type(e).__name__, e)
torch.manual_seed(1)
A = torch.randn(2, 3, 3, dtype=torch.complex64)
b = torch.randn(3, dtype=torch.complex64)
B = torch.randn(2, 3, 4, dtype=torch.complex64)
print(torch.linalg.solve(A, b))
print(torch.linalg.solve(A, B))
print(torch.linalg.solve(A, torch.randn(2, 4, 3, dtype=torch.complex64), left=False))
print(torch.linalg.det(A), A.det())
print(torch.linalg.slogdet(A))
print(torch.slogdet(A))
print(A.inverse())
print(torch.linalg.inv_ex(A))
print(torch.linalg.solve_ex(A, b))
print(torch.linalg.svdvals(A))
print(torch.linalg.svdvals(torch.randn(2, 4, dtype=torch.complex128)))
print(torch.linalg.svdvals(torch.randn(4, 2, dtype=torch.complex64)))
print(torch.logdet(A))
S = torch.zeros(2, 2, 2, dtype=torch.complex128)
S[0] = torch.eye(2)
for f in [lambda: torch.linalg.inv(S), lambda: torch.linalg.solve(S, torch.ones(2, 2, dtype=torch.complex128)),
          lambda: torch.linalg.inv_ex(S), lambda: torch.linalg.inv_ex(S, check_errors=True),
          lambda: torch.linalg.solve(torch.ones(2, 2), torch.ones(2, dtype=torch.complex64)),
          lambda: torch.linalg.det(torch.ones(3, dtype=torch.complex64)),
          lambda: torch.linalg.inv(torch.ones(2, 3, dtype=torch.complex64)),
          lambda: torch.linalg.det(S), lambda: torch.linalg.slogdet(S)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
I = torch.eye(3, dtype=torch.complex64) * (1 + 1j)
print(torch.linalg.det(I), torch.linalg.inv(I))
x = torch.tensor([[2, 1j], [-1j, 3]], dtype=torch.complex128)
print(torch.linalg.det(x), torch.linalg.inv(x) @ x)
