# Big tensors print in summary form with "..." once they have more than 1000 elements.
import torch

torch.manual_seed(1)
small = torch.arange(1000)
print("1000 elements still print in full? the last line:")
print(str(small).splitlines()[-1])

big = torch.arange(1001)
print("\n1001 elements are summarised:")
print(big)

print("\nA long float vector:")
print(torch.linspace(0, 1, 5000))

print("\nA large matrix:")
m = torch.arange(40 * 40).reshape(40, 40)
print(m)

print("\nA 3-d tensor:")
print(torch.randn(20, 10, 10))

print("\nSmall rows, many of them:")
print(torch.ones(2000, 2))

print("\nWide rows wrap:")
print(torch.randn(2, 14))

print("\nLong integer vector with negative numbers:")
print(torch.arange(-600, 600, 1))
