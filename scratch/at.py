import torch; print(torch.as_tensor([1,2]), torch.as_tensor(torch.ones(2)))
