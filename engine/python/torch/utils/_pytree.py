"""torch.utils._pytree: nested Python containers (tuple, list, dict, namedtuple, OrderedDict) flattened to their
leaves and rebuilt, as torch.func's transforms take and return them."""
from collections import OrderedDict

__all__ = ["TreeSpec", "LeafSpec", "tree_flatten", "tree_unflatten", "tree_leaves", "tree_map", "tree_map_",
           "tree_structure", "treespec_pprint"]


def _is_namedtuple(x):
    return isinstance(x, tuple) and hasattr(type(x), "_fields")


def _node_type(x):
    """The container kind x flattens as, None for a leaf."""
    if _is_namedtuple(x):
        return "namedtuple"
    for kind in (OrderedDict, dict, tuple, list):
        if type(x) is kind:
            return kind
    return None


def _children(x, kind):
    """(children, context): what rebuilding needs besides the children (keys, or the namedtuple's type)."""
    if kind in (dict, OrderedDict):
        keys = list(x.keys())
        return [x[k] for k in keys], keys
    if kind == "namedtuple":
        return list(x), type(x)
    return list(x), None


class TreeSpec:
    def __init__(self, type, context, children_specs):
        self.type = type
        self.context = context
        self.children_specs = children_specs
        self.num_leaves = sum(c.num_leaves for c in children_specs)

    def unflatten(self, leaves):
        leaves = list(leaves)
        if len(leaves) != self.num_leaves:
            raise ValueError(f"treespec.unflatten(leaves): `leaves` has length {len(leaves)} but the spec refers to "
                             f"a pytree that holds {self.num_leaves} items ({self}).")
        return self._build(iter(leaves))

    def _build(self, leaves):
        children = [c._build(leaves) for c in self.children_specs]
        if self.type in (dict, OrderedDict):
            return self.type(zip(self.context, children))
        if self.type == "namedtuple":
            return self.context(*children)
        return self.type(children)

    def __eq__(self, other):
        return (isinstance(other, TreeSpec) and self.type == other.type and self.context == other.context
                and self.children_specs == other.children_specs)

    def __repr__(self, indent=0):
        # current PyTorch's: children after the first on lines of their own, indented two more per level
        kind = self.context if self.type == "namedtuple" else self.type
        indent += 2
        children = (",\n" + " " * indent).join(c.__repr__(indent) for c in self.children_specs)
        return f"TreeSpec({kind.__name__}, {self.context if self.type != 'namedtuple' else None}, [{children}])"


class LeafSpec(TreeSpec):
    def __init__(self):
        self.type = None
        self.context = None
        self.children_specs = []
        self.num_leaves = 1

    def _build(self, leaves):
        return next(leaves)

    def __repr__(self, indent=0):
        return "*"


def tree_flatten(tree):
    """(leaves, spec): the leaves in order and what tree_unflatten rebuilds the containers from."""
    leaves = []
    return leaves, _flatten(tree, leaves)


def _flatten(tree, leaves):
    kind = _node_type(tree)
    if kind is None:
        leaves.append(tree)
        return LeafSpec()
    children, context = _children(tree, kind)
    return TreeSpec(kind, context, [_flatten(c, leaves) for c in children])


def tree_unflatten(leaves, treespec):
    if not isinstance(treespec, TreeSpec):
        raise TypeError(f"tree_unflatten(leaves, treespec): Expected `treespec` to be instance of TreeSpec but got "
                        f"item of type {type(treespec)}.")
    return treespec.unflatten(leaves)


def tree_leaves(tree):
    return tree_flatten(tree)[0]


def tree_structure(tree):
    return tree_flatten(tree)[1]


def tree_map(fn, tree, *rests):
    leaves, spec = tree_flatten(tree)
    others = [tree_leaves(r) for r in rests]
    return spec.unflatten(fn(*xs) for xs in zip(leaves, *others))


def tree_map_(fn, tree, *rests):
    """Calls fn on each leaf for its side effects; returns the tree itself."""
    leaves = tree_leaves(tree)
    others = [tree_leaves(r) for r in rests]
    for xs in zip(leaves, *others):
        fn(*xs)
    return tree


def treespec_pprint(treespec):
    """The spec as the container it describes, with * for each leaf."""
    if isinstance(treespec, LeafSpec):
        return "*"
    children = [treespec_pprint(c) for c in treespec.children_specs]
    if treespec.type in (dict, OrderedDict):
        body = ", ".join(f"{k!r}: {c}" for k, c in zip(treespec.context, children))
        return f"{{{body}}}" if treespec.type is dict else f"OrderedDict({{{body}}})"
    if treespec.type == "namedtuple":
        body = ", ".join(f"{f}={c}" for f, c in zip(treespec.context._fields, children))
        return f"{treespec.context.__name__}({body})"
    if treespec.type is list:
        return f"[{', '.join(children)}]"
    return f"({', '.join(children)}{',' if len(children) == 1 else ''})"


def _broadcast_to_and_flatten(tree, treespec):
    """tree's leaves, each repeated over the leaves of treespec below it (tree being a prefix of treespec's
    structure), or None when tree is no such prefix."""
    kind = _node_type(tree)
    if kind is None:
        return [tree] * treespec.num_leaves
    if isinstance(treespec, LeafSpec) or kind != treespec.type:
        return None
    children, context = _children(tree, kind)
    if len(children) != len(treespec.children_specs) or context != treespec.context:
        return None
    result = []
    for child, spec in zip(children, treespec.children_specs):
        flat = _broadcast_to_and_flatten(child, spec)
        if flat is None:
            return None
        result += flat
    return result
