# The FX fuser tutorial's benchmark model, torchvision's resnet18, traced and fused (without the timings): the
# traced code, whose signature keeps forward's annotations, then torch.fx.experimental.optimization.fuse folding
# every batch norm into its convolution, with equal outputs.
import torch
import torch.fx
import torchvision
from torch.fx.experimental.optimization import fuse

torch.manual_seed(0)
rn18 = torchvision.models.resnet18().eval()
traced = torch.fx.symbolic_trace(rn18)
print(traced.code)
fused = fuse(rn18)
print(fused.code)
x = torch.randn(1, 3, 32, 32)
print(torch.allclose(fused(x), rn18(x), atol=1e-4), len(list(fused.graph.nodes)), len(list(traced.graph.nodes)))
print([n for n, _ in fused.named_children()], type(fused.get_submodule("layer1.0.conv1")).__name__,
      fused.get_submodule("layer1.0.conv1").bias.shape, type(fused.layer1).__name__)
