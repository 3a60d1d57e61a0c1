"""torch.func.replace_all_batch_norm_modules_: batch norm modules made to keep no running stats, which vmap cannot
update from a batched input (the per-sample-gradient and ensembling tutorials' remedy)."""
from ..nn.modules.batchnorm import _BatchNorm


def _without_running_stats(module):
    if isinstance(module, _BatchNorm) and module.track_running_stats:
        module.running_mean = None
        module.running_var = None
        module.num_batches_tracked = None
        module.track_running_stats = False


def replace_all_batch_norm_modules_(root):
    """In place: every batch norm module under root (root too) stops tracking running stats. Returns root."""
    _without_running_stats(root)
    for module in root.modules():
        _without_running_stats(module)
    return root
