import torch
s = 2**62 + 12345
torch.manual_seed(s)
print(torch.initial_seed() == s, torch.initial_seed())
torch.manual_seed(-5)
print(torch.initial_seed())
