"""One ImageNet classification checkpoint as a weights enum member holds it."""
from functools import partial

from ..transforms._presets import ImageClassification
from ..transforms.functional import InterpolationMode
from ._api import Weights
from ._meta import _IMAGENET_CATEGORIES


# where the classification references live, and the sentences on how weights were made that torchvision's
# checkpoints share (their meta["_docs"])
RECIPES = "https://github.com/pytorch/vision/tree/main/references/classification"
PAPER_RECIPE = 'These weights reproduce closely the results of the paper using a simple training recipe.'
SIMPLIFIED_RECIPE = 'These weights were trained from scratch by using a simplified training recipe.'
PORTED = 'These weights are ported from the original paper.'
PORTED_LUATORCH = 'These weights are ported from LuaTorch.'
_BLOG = ("\n                <https://pytorch.org/blog/how-to-train-state-of-the-art-models-using-torchvision-latest-"
         "primitives/>`_.")
NEW_RECIPE = ("These weights improve upon the results of the original paper by using TorchVision's `new training "
              "recipe" + _BLOG)
MODIFIED_NEW_RECIPE = ("These weights improve upon the results of the original paper by using a modified version of "
                       "TorchVision's\n                `new training recipe" + _BLOG)
SCRATCH_NEW_RECIPE = "These weights were trained from scratch by using TorchVision's `new training recipe" + _BLOG


def _classification(url, *, num_params, metrics, recipe, docs, crop_size=224, resize_size=256,
                    interpolation=InterpolationMode.BILINEAR, min_size=(1, 1), mean=(0.485, 0.456, 0.406),
                    std=(0.229, 0.224, 0.225), categories=_IMAGENET_CATEGORIES, license=None):
    meta = {"min_size": min_size, "categories": categories, "num_params": num_params, "recipe": recipe}
    if license is not None:
        meta["license"] = license
    meta.update({"_metrics": {"ImageNet-1K": {"acc@1": metrics[0], "acc@5": metrics[1]}}, "_docs": docs})
    return Weights(
        url=url,
        transforms=partial(ImageClassification, crop_size=crop_size, resize_size=resize_size,
                           interpolation=interpolation, mean=mean, std=std),
        meta=meta,
    )
