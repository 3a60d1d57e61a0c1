# The saved-tensors hooks tutorial: packing to files on disk with torch.save, a size threshold, printing hooks
import torch, os, uuid, tempfile
torch.manual_seed(0)
tmp_dir_obj = tempfile.TemporaryDirectory()
tmp_dir = tmp_dir_obj.name
class SelfDeletingTempFile():
    def __init__(self):
        self.name = os.path.join(tmp_dir, str(uuid.uuid4()))
    def __del__(self):
        os.remove(self.name)
def pack_hook(tensor):
    temp_file = SelfDeletingTempFile()
    torch.save(tensor, temp_file.name)
    return temp_file
def unpack_hook(temp_file):
    return torch.load(temp_file.name)
x = torch.randn(5, requires_grad=True)
with torch.autograd.graph.saved_tensors_hooks(pack_hook, unpack_hook):
    y = x.pow(2)
print(y.equal(y.grad_fn._saved_self))
y.sum().backward()
print(torch.equal(x.grad, 2 * x))
SAVE_ON_DISK_THRESHOLD = 1000
def pack_hook2(x):
    if x.numel() < SAVE_ON_DISK_THRESHOLD:
        return x
    temp_file = SelfDeletingTempFile()
    torch.save(x, temp_file.name)
    return temp_file
def unpack_hook2(tensor_or_sctf):
    if isinstance(tensor_or_sctf, torch.Tensor):
        return tensor_or_sctf
    return torch.load(tensor_or_sctf.name)
class Model(torch.nn.Module):
    def forward(self, x):
        with torch.autograd.graph.saved_tensors_hooks(pack_hook2, unpack_hook2):
            y = x.sin() * x.cos()
        return y.sum()
a = torch.randn(2000, requires_grad=True)
Model()(a).backward()
print(torch.allclose(a.grad, torch.cos(2 * a), atol=1e-6))
def pack(x):
    print("Packing", x)
    return x
def unpack(x):
    print("Unpacking", x)
    return x
a = torch.ones(5, requires_grad=True)
b = torch.ones(5, requires_grad=True) * 2
with torch.autograd.graph.saved_tensors_hooks(pack, unpack):
    y = a * b
y.sum().backward()
x = torch.randn(5, requires_grad=True)
y = x.pow(2)
print(x.equal(y.grad_fn._saved_self), x is y.grad_fn._saved_self)
y = x.exp()
print(y.equal(y.grad_fn._saved_result), y is y.grad_fn._saved_result)
