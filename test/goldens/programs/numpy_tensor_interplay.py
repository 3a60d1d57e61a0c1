# numpy functions on tensors and tensors built from numpy values, as numpy-bridge tutorials mix them
import numpy as np
import torch
t = torch.arange(4.)
print(np.exp(t), np.mean(t.numpy()), np.array(t) + 1, np.asarray(t).dtype)
print(np.float32(2) * t, t * np.float32(2), (t * np.float32(2)).dtype, t + np.array([1., 2., 3., 4.]) if False else None)
print(torch.tensor(np.arange(3)) + torch.from_numpy(np.ones(3)), np.random.seed(0), torch.from_numpy(np.random.rand(3)).float())
a = np.zeros((2, 2), dtype=np.float32)
b = torch.from_numpy(a)
b[0] = 1
print(a, b.numpy() is a, np.shares_memory(b.numpy(), a))
print(t.numpy().sum(), t.tolist(), t[1].item(), type(t[1].item()), float(t[2]), int(t[3]))
print(np.concatenate([t.numpy(), t.numpy()]), torch.from_numpy(np.stack([np.ones(2), np.zeros(2)])))
print(torch.tensor([np.float64(1.5), np.float64(2)]), torch.as_tensor(np.array([1, 2]), dtype=torch.float32), torch.tensor(np.array([True])))
x = np.linspace(0, 1, 5)
print(torch.from_numpy(x), torch.tensor(x, dtype=torch.float32), torch.from_numpy(x.astype(np.float32)).dtype)
print(np.matmul(t.view(2, 2).numpy(), t.view(2, 2).numpy()), t.view(2, 2).numpy().T, np.argmax(t.numpy()))
