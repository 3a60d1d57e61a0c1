# The Blitz's "Optional: Data Parallelism" on a machine without GPUs: DataParallel wraps the model and, with no
# devices, runs it on the whole batch.
import torch
import torch.nn as nn
from torch.utils.data import Dataset, DataLoader

input_size = 5
output_size = 2
batch_size = 30
data_size = 100
device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
torch.manual_seed(0)


class RandomDataset(Dataset):
    def __init__(self, size, length):
        self.len = length
        self.data = torch.randn(length, size)

    def __getitem__(self, index):
        return self.data[index]

    def __len__(self):
        return self.len


rand_loader = DataLoader(dataset=RandomDataset(input_size, data_size), batch_size=batch_size, shuffle=True)


class Model(nn.Module):
    def __init__(self, input_size, output_size):
        super(Model, self).__init__()
        self.fc = nn.Linear(input_size, output_size)

    def forward(self, input):
        output = self.fc(input)
        print("\tIn Model: input size", input.size(), "output size", output.size())
        return output


model = Model(input_size, output_size)
if torch.cuda.device_count() > 1:
    print("Let's use", torch.cuda.device_count(), "GPUs!")
print("GPUs:", torch.cuda.device_count())
model = nn.DataParallel(model)
model.to(device)
print(model)

for data in rand_loader:
    input = data.to(device)
    output = model(input)
    print("Outside: input size", input.size(), "output_size", output.size())

print(type(model.module).__name__, model.device_ids, isinstance(model, nn.Module))
print(list(model.state_dict().keys()))
print(list(model.module.state_dict().keys()))
print(sum(p.numel() for p in model.parameters()), model.module.fc is model.get_submodule("module.fc"))
plain = Model(input_size, output_size)
try:
    plain.load_state_dict(model.state_dict())
except RuntimeError as e:
    print("RuntimeError:", e)
print(plain.load_state_dict(model.module.state_dict()))
out = nn.DataParallel(plain)(torch.ones(2, input_size))
print(torch.equal(out, model(torch.ones(2, input_size))))
print(nn.parallel.DataParallel is nn.DataParallel)
