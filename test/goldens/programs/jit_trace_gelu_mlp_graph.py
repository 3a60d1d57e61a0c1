# The graph of a traced function, printed: value names come from the variables that held them.
import re

import torch
import torch.nn.functional as F


def show(graph):
    # source comments name files: this one relative to itself, torch's own left out (they depend on the install)
    text = str(graph).replace(__file__, "<this file>")
    print(re.sub(r" # (?!<this file>).*", "", text))


def mlp(x, w1, b1, w2):
    hidden = F.gelu(x @ w1 + b1)
    logits = hidden.matmul(w2)
    return F.log_softmax(logits, dim=-1), hidden.sum(dim=0)


x, w1, b1, w2 = torch.randn(2, 3), torch.randn(3, 4), torch.zeros(4), torch.randn(4, 2)
traced = torch.jit.trace(mlp, (x, w1, b1, w2))
show(traced.graph)
print(traced.code)


def residual(x, y):
    out = x.clone()
    out += y
    out = out.unsqueeze(0).expand(2, -1, -1)
    return out.permute(1, 0, 2).flatten(1)


traced_res = torch.jit.trace(residual, (torch.ones(2, 2), torch.ones(2, 2)))
show(traced_res.graph)
print(traced_res.code)
print(traced_res(torch.ones(2, 2), torch.arange(4.0).view(2, 2)))
