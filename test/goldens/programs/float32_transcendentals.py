import torch
torch.manual_seed(0)
for n in [7, 16, 23, 40, 1000]:
    x = torch.randn(n) * 5
    print(n, torch.sigmoid(x).tolist()[-4:], torch.tanh(x).tolist()[-3:], torch.log(x.abs()).tolist()[-3:], torch.exp(x).tolist()[-2:])
print(torch.sigmoid(torch.randn(3, 20) * 4)[:, 14:].tolist())
x = torch.linspace(-100, 100, 997)
print(torch.sin(x).tolist()[::50], torch.cos(x).tolist()[::50])
