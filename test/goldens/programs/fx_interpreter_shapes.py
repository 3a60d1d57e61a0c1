# torch.fx: an Interpreter subclass that records each node's output shape (the ShapeProp pattern), a Transformer
# that swaps an op, and subgraph counting, in the style of the FX tutorials.
import torch
import torch.fx


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(1, 3, 3)
        self.fc = torch.nn.Linear(3 * 4 * 4, 2)

    def forward(self, x):
        x = torch.sigmoid(self.conv(x))
        x = x.flatten(1)
        return torch.nn.functional.relu(self.fc(x))


class ShapeRecorder(torch.fx.Interpreter):
    def run_node(self, n):
        result = super().run_node(n)
        if isinstance(result, torch.Tensor):
            n.meta["shape"] = tuple(result.shape)
        return result


class SigmoidToTanh(torch.fx.Transformer):
    def call_function(self, target, args, kwargs):
        if target is torch.sigmoid:
            return super().call_function(torch.tanh, args, kwargs)
        return super().call_function(target, args, kwargs)


torch.manual_seed(0)
net = Net()
gm = torch.fx.symbolic_trace(net)
x = torch.randn(2, 1, 6, 6)
ShapeRecorder(gm).run(x)
for node in gm.graph.nodes:
    print(node.name, node.op, node.meta.get("shape"))

swapped = SigmoidToTanh(gm).transform()
print(swapped.code)
expected = torch.nn.functional.relu(net.fc(torch.tanh(net.conv(x)).flatten(1)))
print(torch.allclose(swapped(x), expected))
print(sum(1 for n in swapped.graph.nodes if n.op == "call_module"))
