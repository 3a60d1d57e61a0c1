# torch.set_printoptions changes how every tensor prints afterwards; profile="default" restores it.
import torch

torch.manual_seed(2)
x = torch.randn(3, 4) * 100
print(x)

torch.set_printoptions(precision=2)
print("precision=2:")
print(x)

torch.set_printoptions(precision=6)
print("precision=6:")
print(x[0])

torch.set_printoptions(sci_mode=True)
print("sci_mode=True:")
print(x[1])

torch.set_printoptions(profile="default")
torch.set_printoptions(threshold=5, edgeitems=2)
print("threshold=5, edgeitems=2:")
print(torch.arange(20))
print(torch.arange(36).reshape(6, 6))

torch.set_printoptions(profile="default")
torch.set_printoptions(linewidth=40)
print("linewidth=40:")
print(torch.linspace(0, 1, 12))

torch.set_printoptions(profile="short")
print("profile=short:")
print(x)
print(torch.arange(300))

torch.set_printoptions(profile="full")
print("profile=full:")
print(torch.arange(1200).reshape(2, 600)[:, -5:])
print(len(str(torch.arange(1500))))

torch.set_printoptions(profile="default")
print("back to default:")
print(x)
print(torch.arange(2000))
