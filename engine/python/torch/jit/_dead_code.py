"""Dead code elimination as TorchScript runs it on a scripted function's graph: an op without side effects whose
results nothing reads is dropped (`y = x + 1` with y never read prints nothing)."""
from ._exits import _destroy

# calls that change their inputs or the world, kept however their results are used
_EFFECTS = {"print", "ops.prim.RaiseException", "torch.append", "torch._set_item", "torch.insert", "torch.pop",
            "torch.remove", "torch.clear", "torch.extend", "torch.manual_seed", "torch.warn", "torch.backward"}


def eliminate_dead_code(block):
    for node in reversed(list(block.nodes)):
        for b in node.blocks:
            eliminate_dead_code(b)
        if node.kind == "op" and _pure(node) and node.outputs and not any(out.uses for out in node.outputs):
            _destroy(node)


def _pure(node):
    if getattr(node, "pure", False):
        return True
    name = getattr(node.render, "name", None)
    in_place = name is not None and name.endswith("_") and not name.endswith("__")  # (x.add_, not x.__is__)
    return name is not None and not in_place and name not in _EFFECTS
