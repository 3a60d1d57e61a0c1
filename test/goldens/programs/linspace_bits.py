import torch
for a, b, n in [(-100, 100, 997), (0, 1, 50), (-2, 2, 33), (0, 10, 17), (1, 3, 1000), (0, 1, 5)]:
    print(torch.linspace(a, b, n).tolist()[::7])
