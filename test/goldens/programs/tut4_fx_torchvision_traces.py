# torchvision classification models traced with torch.fx as tutorials trace them: the generated code keeps each
# model's forward annotations (x : torch.Tensor) -> torch.Tensor, and tracing a model with Python control flow on
# tensors (ShuffleNetV2's channel split) fails with TraceError.
import torch
import torch.fx
import torchvision

print(torch.fx.symbolic_trace(torchvision.models.squeezenet1_1()).code)
for name in ["mobilenet_v2", "mnasnet0_5", "mobilenet_v3_small", "shufflenet_v2_x0_5"]:
    try:
        gm = torch.fx.symbolic_trace(getattr(torchvision.models, name)())
        print(name, len(gm.code), len(gm.graph.nodes), gm.code.splitlines()[3])
    except torch.fx.proxy.TraceError as e:
        print(name, "TraceError:", str(e)[:40])
