# symbolic_trace's concrete_args as the FX docs use them: torch.fx.PH keeps an argument a placeholder (named
# `<name>_1`) that the traced code still takes, then torch.fx.replace_pattern rewrites the traced module.
import torch
import torch.fx
import torch.nn as nn

torch.manual_seed(0)


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)
        self.norm = nn.LayerNorm(3)

    def forward(self, x, mask=None):
        return self.norm(self.lin(x) * mask)


block = Block()
gm = torch.fx.symbolic_trace(block, concrete_args={"mask": torch.fx.PH})
print(gm.code)
print([(n.name, n.target, n.args) for n in gm.graph.nodes if n.op == "placeholder"])
x, mask = torch.randn(2, 3), torch.tensor([1.0, 0.0, 2.0])
print(torch.allclose(gm(x, mask), block(x, mask)))
print(torch.fx.replace_pattern(gm, lambda a, b: a * b, lambda a, b: a + b))
print(gm.code)
print(torch.allclose(gm(x, mask), block.norm(block.lin(x) + mask)))
print(repr(torch.fx.PH), torch.fx.replace_pattern is torch.fx.subgraph_rewriter.replace_pattern)
