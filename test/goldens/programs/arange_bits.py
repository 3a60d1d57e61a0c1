import torch
for a, b, s in [(0, 10, 0.1), (-3, 7, 0.37), (0., 100., 1.), (1, 2, 0.01)]:
    print(torch.arange(a, b, s).tolist()[::9])
print(torch.arange(100) / 7, torch.arange(0, 3.3, 0.1).tolist()[-5:])
