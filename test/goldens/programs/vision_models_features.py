# torchvision.models.feature_extraction: the node names torch.fx tracing gives a model (module paths, with ops
# numbered within their module), and feature extractors that return chosen intermediate nodes as a dict in train
# and eval mode.
import warnings

import torch
from torchvision import models
from torchvision.models.feature_extraction import create_feature_extractor, get_graph_node_names

torch.manual_seed(0)
resnet = models.resnet18()
train_nodes, eval_nodes = get_graph_node_names(resnet)
print(len(train_nodes), train_nodes[:14], train_nodes[-6:], train_nodes == eval_nodes)
extractor = create_feature_extractor(resnet, return_nodes={"layer1": "feat1", "layer3.1.relu_1": "l3",
                                                           "avgpool": "pool", "flatten": "flat"})
print(type(extractor).__name__, extractor.training, extractor.train_graph is extractor.graph)
out = extractor(torch.randn(1, 3, 64, 64))
print({k: tuple(v.shape) for k, v in out.items()})
print(out["pool"].flatten()[:4], out["flat"].grad_fn is not None)
extractor.eval()
print(extractor.graph is extractor.eval_graph)
resnet.eval()
with torch.no_grad():
    x = torch.randn(2, 3, 32, 32)
    both = create_feature_extractor(resnet, return_nodes=["layer4", "fc"])(x)
    print(both.keys(), torch.equal(both["fc"], resnet(x)))

mobile = models.mobilenet_v3_small()
nodes, _ = get_graph_node_names(mobile)
print(len(nodes), nodes[:8], [n for n in nodes if "features.4" in n][:10])
taps = create_feature_extractor(mobile, {"features.3": "c3", "features.8.block.2": "se"})
print({k: tuple(v.shape) for k, v in taps(torch.randn(2, 3, 64, 64)).items()})
effnet_nodes, _ = get_graph_node_names(models.efficientnet_b0())
print(len(effnet_nodes), [n for n in effnet_nodes if n.startswith("features.2.1")])

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    googlenet = models.googlenet(init_weights=False)
    g_train, g_eval = get_graph_node_names(googlenet)
print(len(g_train), len(g_eval), [str(w.message) for w in caught])
split = create_feature_extractor(googlenet, train_return_nodes=["aux1", "fc"], eval_return_nodes=["fc"],
                                 suppress_diff_warning=True)
split.train()
print(list(split(torch.randn(2, 3, 64, 64))))
split.eval()
print(list(split(torch.randn(1, 3, 64, 64))))
for bad in [dict(), dict(return_nodes=["nope"]), dict(train_return_nodes=["fc"]),
            dict(return_nodes=["fc"], train_return_nodes=["fc"], eval_return_nodes=["fc"])]:
    try:
        create_feature_extractor(resnet, **bad)
    except ValueError as e:
        print(e)
