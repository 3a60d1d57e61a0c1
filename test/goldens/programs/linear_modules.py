import torch

torch.manual_seed(0)
lin = torch.nn.Linear(4, 3)
print(lin)
print(lin.weight)
print(lin.bias)
x = torch.rand(2, 4)
print(lin(x).shape)
print([p.shape for p in lin.parameters()])
print([n for n, _ in lin.named_parameters()])
model = torch.nn.Sequential(torch.nn.Linear(64, 32), torch.nn.ReLU(), torch.nn.Linear(32, 10))
print(model)
print(model(torch.rand(5, 64)).shape)
print(sum(p.numel() for p in model.parameters()))
print(torch.nn.Linear(3, 1, bias=False))


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Parameter(torch.rand(1))
        self.b = torch.nn.Parameter(torch.rand(1))
        self.body = torch.nn.Linear(1, 1)

    def forward(self, x):
        return self.a * x + self.b


net = Net()
for p in net.parameters():
    print(p)
print(net)
print(torch.nn.functional.relu(torch.tensor([-1., 0., 2.])))
print(torch.relu(torch.tensor([[-3, 4]])))
