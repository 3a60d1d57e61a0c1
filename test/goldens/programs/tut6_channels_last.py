# (beta) Channels Last Memory Format in PyTorch
import torch
N, C, H, W = 10, 3, 32, 32
x = torch.empty(N, C, H, W)
print(x.stride())

x = x.to(memory_format=torch.channels_last)
print(x.shape)
print(x.stride())

x = x.to(memory_format=torch.contiguous_format)
print(x.stride())

x = torch.empty(N, C, H, W)
x = x.contiguous(memory_format=torch.channels_last)
print(x.stride())

x = torch.empty(N, C, H, W).to(memory_format=torch.channels_last)
print(x.is_contiguous(memory_format=torch.channels_last))

special_x = torch.empty(4, 1, 4, 4)
print(special_x.is_contiguous(memory_format=torch.channels_last))
print(special_x.is_contiguous(memory_format=torch.contiguous_format))

x = torch.empty(4, 1, 4, 4).to(memory_format=torch.channels_last)
print(x.stride())
x = torch.empty(N, C, H, W, memory_format=torch.channels_last)
print(x.stride())
y = x.permute(0, 2, 3, 1).contiguous().permute(0, 3, 1, 2)
print(y.stride(), y.is_contiguous(memory_format=torch.channels_last))

torch.manual_seed(0)
x = torch.randn(N, C, H, W).to(memory_format=torch.channels_last)
y = torch.empty_like(x)
print(y.stride())
print((x * 2).stride())
print(torch.relu(x).is_contiguous(memory_format=torch.channels_last))
print((x + torch.randn(N, C, H, W)).stride())

model = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.BatchNorm2d(8), torch.nn.ReLU(),
                            torch.nn.MaxPool2d(2))
model = model.to(memory_format=torch.channels_last)
print(model[0].weight.stride())
input = torch.randn(2, 3, 8, 8).to(memory_format=torch.channels_last)
out = model(input)
print(out.shape, out.stride(), out.is_contiguous(memory_format=torch.channels_last))
ref = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.BatchNorm2d(8), torch.nn.ReLU(),
                          torch.nn.MaxPool2d(2))
ref.load_state_dict(model.state_dict())
print(torch.allclose(ref(input.contiguous()), out, atol=1e-6))
out.sum().backward()
print(model[0].weight.grad.stride())
print(input.contiguous(memory_format=torch.channels_last).data_ptr() == input.data_ptr())

x3 = torch.randn(2, 3, 4, 5, 6).to(memory_format=torch.channels_last_3d)
print(x3.stride(), x3.is_contiguous(memory_format=torch.channels_last_3d))
try:
    torch.randn(2, 3, 4).to(memory_format=torch.channels_last)
except RuntimeError as e:
    print("RuntimeError:", e)

def contains_cl(args):
    for t in args:
        if isinstance(t, torch.Tensor):
            if t.is_contiguous(memory_format=torch.channels_last) and not t.is_contiguous():
                return True
        elif isinstance(t, list) or isinstance(t, tuple):
            if contains_cl(list(t)):
                return True
    return False

print(contains_cl([x, (torch.randn(2, 2),)]), contains_cl([torch.randn(2, 3, 4, 4)]))
