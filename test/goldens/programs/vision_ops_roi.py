# torchvision.ops RoI pooling (roi_align with its sampling grid and aligned half-pixel offset, roi_pool's rounded
# bins), boxes given as a [K, 5] tensor or one tensor per image, gradients, and the shared layers (frozen batch
# norm, conv-norm-activation, squeeze-excitation, MLP, stochastic depth).
import torch
from torchvision import ops

torch.manual_seed(0)
x = torch.randn(2, 3, 16, 16)
rois = torch.tensor([[0, 1.3, 2.2, 9.7, 12.1], [1, 0.0, 0.0, 15.0, 15.0], [0, 5.5, 5.5, 6.0, 6.2],
                     [1, -3.0, 2.0, 20.0, 18.5], [0, 14.0, 14.0, 40.0, 30.0]])
torch.set_printoptions(precision=8)
for aligned in (False, True):
    for sampling_ratio, scale in ((-1, 1.0), (2, 0.5), (1, 0.25)):
        out = ops.roi_align(x, rois, (3, 2), spatial_scale=scale, sampling_ratio=sampling_ratio, aligned=aligned)
        print(aligned, sampling_ratio, out.shape, out.flatten()[::9])
print(ops.roi_align(x.double(), rois.double(), 2, spatial_scale=0.7).flatten()[::5])
torch.set_printoptions(precision=4)
print(ops.roi_align(x, [rois[:2, 1:], rois[2:, 1:]], 2))
print(ops.roi_pool(x, rois, (3, 3), 0.5))
print(ops.roi_pool(x, [rois[:3, 1:], rois[3:, 1:]], 2, 1.0))
print(ops.roi_align(x, torch.zeros(0, 5), 2).shape, ops.roi_pool(x, torch.zeros(0, 5), 4).shape)
print(ops.RoIAlign((7, 7), 0.25, 2), ops.RoIAlign(5, 1.0, -1, aligned=True), ops.RoIPool(7, 1 / 16))
print(ops.RoIAlign(2, 0.5, 2)(x, rois[:2]))
try:
    ops.roi_align(x, rois[:, 1:], 2)
except AssertionError as e:
    print("AssertionError", e)
try:
    ops.roi_pool(x, [rois], 2)
except AssertionError as e:
    print("AssertionError", e)

xg = torch.randn(1, 2, 8, 8, requires_grad=True)
ops.roi_align(xg, torch.tensor([[0, 1.0, 1.0, 6.0, 5.0]]), 2, sampling_ratio=2).sum().backward()
print(xg.grad)
xg.grad = None
ops.roi_pool(xg, torch.tensor([[0, 1.0, 1.0, 6.0, 5.0]]), 2).sum().backward()
print(xg.grad)

bn = ops.FrozenBatchNorm2d(3)
bn.running_mean += torch.tensor([0.5, -1.0, 0.0])
bn.running_var *= 4
bn.weight.fill_(2.0)
print(bn, list(bn.state_dict()), [n for n, _ in bn.named_parameters()], bn(x)[0, :, 0, :3])
source = torch.nn.BatchNorm2d(3)
source.running_mean.fill_(0.25)
print(ops.FrozenBatchNorm2d(3, eps=1e-3).load_state_dict(source.state_dict()))
torch.manual_seed(1)
block = ops.Conv2dNormActivation(3, 8, 3, stride=2)
print(block, block.out_channels, block(x).shape)
print(ops.Conv2dNormActivation(4, 4, (1, 3), groups=4, norm_layer=None, activation_layer=torch.nn.SiLU))
print(ops.Conv2dNormActivation(4, 6, 3, dilation=2, inplace=None))
se = ops.SqueezeExcitation(3, 2)
print(se, se(x).shape, se(x)[0, 0, 0, :3])
mlp = ops.MLP(4, [8, 8, 2], norm_layer=torch.nn.LayerNorm, dropout=0.1)
print(mlp)
mlp.eval()
print(mlp(torch.randn(3, 4)))
sd = ops.StochasticDepth(0.5, "row")
print(sd, sd(torch.ones(6, 2)), ops.stochastic_depth(torch.ones(2, 3), 0.5, "batch"))
sd.eval()
print(sd(torch.ones(2, 2)), ops.stochastic_depth(torch.ones(2), 1.0, "row"))
for args in ((1.5, "row"), (0.5, "col")):
    try:
        ops.stochastic_depth(torch.ones(2), *args)
    except ValueError as e:
        print(e)
