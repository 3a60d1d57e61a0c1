import torch
torch.manual_seed(0)
print(torch.multinomial(torch.tensor([1., 2, 3, 4]), 3).shape, torch.tensor([1.,2]).multinomial(1).shape)
