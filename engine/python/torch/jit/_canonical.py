"""The order of an `if`'s or a loop's outputs as TorchScript settles it (passes/canonicalize.cpp's
CanonicalizeOutputs): by where each is first used in the graph, unused ones last in their first order. The
front end emits them by variable name; this keeps printed code from depending on how they were added."""


def canonicalize_outputs(block):
    # a node's outputs are ordered by uses after it, so the later nodes go first; its blocks' return orders follow
    for node in reversed(block.nodes):
        if node.kind in ("if", "loop"):
            _permute(node, sorted(range(len(node.outputs)), key=lambda i: _UseKey(node.outputs[i], i)))
        for b in node.blocks:
            canonicalize_outputs(b)


def _permute(node, order):
    """Reorders the node's outputs, and with them its blocks' returns (and a loop's carried inputs)."""
    node.outputs = [node.outputs[i] for i in order]
    for b in node.blocks:
        if node.kind == "loop":
            skip = len(b.ret.inputs) - len(order)  # a while loop's body returns its condition first
            _reorder_inputs(b.ret, skip, order)
            b.inputs = b.inputs[:1] + [b.inputs[1 + i] for i in order]
        else:
            _reorder_inputs(b.ret, 0, order)
    if node.kind == "loop":
        _reorder_inputs(node, len(node.inputs) - len(order), order)


def _reorder_inputs(user, skip, order):
    inputs = user.inputs[:skip] + [user.inputs[skip + i] for i in order]
    for v in set(user.inputs):
        v.uses = [u for u in v.uses if u[0] is not user]
    user.inputs = []
    for v in inputs:
        user.add_input(v)


class _UseKey:
    """Sorts values by their first use; unused values after used ones, in their original order."""

    def __init__(self, value, index):
        self.first, self.index = _first_use(value), index

    def __lt__(self, other):
        if self.first is None and other.first is None:
            return self.index < other.index
        if self.first is None or other.first is None:
            return other.first is None
        return _use_before(self.first, other.first)


def _first_use(value):
    first = None
    for use in value.uses:
        if first is None or _use_before(use, first):
            first = use
    return first


def _use_before(a, b):
    if a[0] is b[0]:
        return a[1] < b[1]
    return _node_before(a[0], b[0])


def _depth(node):
    depth, block = 0, node.block
    while block.owner is not None:
        depth, block = depth + 1, block.owner.block
    return depth


def _position(node):
    nodes = node.block.nodes
    return len(nodes) if node.kind == "return" else nodes.index(node)


def _node_before(n1, n2):
    """Node::isBefore across blocks, as canonicalize.cpp's isBefore walks up to blocks they share."""
    d1, d2 = _depth(n1), _depth(n2)
    while d1 > d2:
        n1, d1 = n1.block.owner, d1 - 1
        if n1 is n2:
            return False
    while d2 > d1:
        n2, d2 = n2.block.owner, d2 - 1
        if n2 is n1:
            return True
    while n1.block is not n2.block:
        o1, o2 = n1.block.owner, n2.block.owner
        if o1 is o2:
            return o1.blocks.index(n1.block) < o2.blocks.index(n2.block)
        n1, n2 = o1, o2
    return _position(n1) < _position(n2)
