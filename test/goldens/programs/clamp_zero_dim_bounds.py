# clamp with one bound a 0-d tensor and the other a number: PyTorch's parser reads a 0-d tensor that needs no grad as a
# Number, so the (Number, Number) overload takes it; a 1-d or grad-requiring tensor there is an invalid combination.
import torch
torch.manual_seed(0)
x = torch.arange(5)
print(torch.clamp(x, min=torch.tensor(1), max=3), x.clamp(torch.tensor(1.5), 3), x.clip(1, torch.tensor(2)))
print(torch.clamp(torch.randn(3).abs(), min=torch.tensor(0.5), max=torch.tensor([1., 2., 3.])))
for args in [(torch.tensor([1]), 3), (torch.tensor(1., requires_grad=True), 3)]:
    try:
        torch.clamp(x.float(), *args)
    except TypeError as e:
        print(str(e).splitlines()[0])
