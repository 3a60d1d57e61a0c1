# Saving a scripted model with control flow and loading it back: the loaded module keeps its code and its branches.
import io

import torch


class Policy(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.body = torch.nn.Linear(4, 2)
        self.threshold = 0.0

    def forward(self, x):
        scores = self.body(x)
        if bool(scores.mean() > self.threshold):
            return scores.softmax(-1)
        return torch.zeros_like(scores)


torch.manual_seed(0)
policy = torch.jit.script(Policy())
buffer = io.BytesIO()
torch.jit.save(policy, buffer)
buffer.seek(0)
loaded = torch.jit.load(buffer)
print(loaded.code)
print(type(loaded).__name__, loaded.original_name)
for x in (torch.ones(1, 4), -torch.ones(1, 4)):
    print(torch.equal(loaded(x), policy(x)), loaded(x))
print([n for n, _ in loaded.named_parameters()])
