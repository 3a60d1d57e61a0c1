"""torchvision.ops: the detection operators (box arithmetic, NMS, RoI pooling, detection losses) and the layers the
models share."""
from .boxes import (batched_nms, box_area, box_convert, box_iou, clip_boxes_to_image, complete_box_iou,  # noqa: F401
                    distance_box_iou, generalized_box_iou, masks_to_boxes, nms, remove_small_boxes)
from .feature_pyramid_network import FeaturePyramidNetwork  # noqa: F401
from .focal_loss import sigmoid_focal_loss  # noqa: F401
from .giou_loss import generalized_box_iou_loss  # noqa: F401
from .misc import (MLP, Conv2dNormActivation, Conv3dNormActivation, FrozenBatchNorm2d, Permute,  # noqa: F401
                   SqueezeExcitation)
from .roi_align import RoIAlign, roi_align  # noqa: F401
from .roi_pool import RoIPool, roi_pool  # noqa: F401
from .stochastic_depth import StochasticDepth, stochastic_depth  # noqa: F401
