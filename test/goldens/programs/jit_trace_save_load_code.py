# Save a traced model, load it back and use it: the loaded module's code and outputs match the original's.
import io

import torch


class Head(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = torch.nn.Linear(6, 3)
        self.drop = torch.nn.Dropout(0.2)

    def forward(self, feats):
        return self.proj(self.drop(feats)).softmax(dim=-1)


torch.manual_seed(3)
head = Head().eval()
x = torch.randn(4, 6)
traced = torch.jit.trace(head, x)
print(traced.code)
buf = io.BytesIO()
torch.jit.save(traced, buf)
buf.seek(0)
loaded = torch.jit.load(buf)
print(loaded)
print(torch.allclose(loaded(x), traced(x)))
print(loaded(x).sum(dim=-1))
print(loaded.code)
