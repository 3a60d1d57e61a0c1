"""torch.fx.subgraph_rewriter: replacing each non-overlapping occurrence of a pattern in a GraphModule's graph by a
replacement graph."""
import copy
from dataclasses import dataclass
from typing import Dict, List, NamedTuple

import torch

from ._symbolic_trace import symbolic_trace
from .graph_module import GraphModule
from .node import Node

__all__ = ['Match', 'replace_pattern', 'replace_pattern_with_filters', 'ReplacedPatterns']


class Match(NamedTuple):
    anchor: Node
    nodes_map: Dict[Node, Node]


@dataclass
class ReplacedPatterns:
    anchor: Node
    nodes_map: Dict[Node, Node]
    replacements: List[Node]


def _replace_attributes(gm, replacement):
    """Copies the submodules and attributes the replacement's nodes refer to into gm, where gm lacks them."""
    gm.delete_all_unused_submodules()
    if isinstance(replacement, GraphModule):
        replacement.graph.lint()

    def try_get_attr(mod, target):
        module_path, _, attr_name = target.rpartition(".")
        return getattr(mod.get_submodule(module_path), attr_name, None)

    for node in gm.graph.nodes:
        if node.op not in ("call_module", "get_attr") or try_get_attr(gm, node.target) is not None:
            continue
        replacement_attr = try_get_attr(replacement, node.target)
        if replacement_attr is None:
            raise RuntimeError("Attempted to create a \"", node.op, "\" node during subgraph rewriting "
                               f"with target {node.target}, but the referenced attribute does not exist in the "
                               "replacement GraphModule")
        new_attr = copy.deepcopy(replacement_attr)
        if isinstance(replacement_attr, torch.nn.Module):
            gm.add_submodule(node.target, new_attr)
        else:
            setattr(gm, node.target, new_attr)
    gm.graph.lint()


def replace_pattern(gm, pattern, replacement):
    """Replaces every non-overlapping match of `pattern` (a function or GraphModule) in gm's graph by `replacement`,
    which takes the same arguments, and recompiles gm; the matches, as Match(anchor, nodes_map)."""
    return [Match(anchor=m.anchor, nodes_map=m.nodes_map) for m in _replace_pattern(gm, pattern, replacement)]


def replace_pattern_with_filters(gm, pattern, replacement, match_filters=None, ignore_literals=False):
    """replace_pattern keeping only the matches every filter(match, original_graph, pattern_graph) accepts."""
    return _replace_pattern(gm, pattern, replacement, match_filters, ignore_literals)


def _graph_of(fn_or_module):
    return fn_or_module.graph if isinstance(fn_or_module, GraphModule) else symbolic_trace(fn_or_module).graph


def _replace_pattern(gm, pattern, replacement, match_filters=None, ignore_literals=False):
    from torch.fx.passes.utils.matcher_utils import SubgraphMatcher

    original_graph = gm.graph
    pattern_graph, replacement_graph = _graph_of(pattern), _graph_of(replacement)
    matcher = SubgraphMatcher(pattern_graph, match_output=False, match_placeholder=False,
                              remove_overlapping_matches=True, ignore_literals=ignore_literals)
    matches = [m for m in matcher.match(original_graph)
               if all(f(m, original_graph, pattern_graph) for f in match_filters or [])]
    replacement_placeholders = [n for n in replacement_graph.nodes if n.op == "placeholder"]
    # a later match's inputs may be an earlier match's outputs, replaced meanwhile
    match_changed_node = {}
    replaced = []
    for match in matches:
        assert len(match.placeholder_nodes) == len(replacement_placeholders)
        val_map = {rn: match_changed_node.get(gn, gn) if isinstance(gn, Node) else gn
                   for rn, gn in zip(replacement_placeholders, match.placeholder_nodes)}
        user_nodes = {user for n in match.returning_nodes for user in n.users}
        assert user_nodes, "The returning_nodes should have at least one user node"
        first_user_node = next(n for n in original_graph.nodes if n in user_nodes)
        with original_graph.inserting_before(first_user_node):
            copied_returning_nodes = original_graph.graph_copy(replacement_graph, val_map)
        if isinstance(copied_returning_nodes, Node):
            copied_returning_nodes = (copied_returning_nodes,)
        replacement_nodes = []

        def collect(node):
            for arg in node.args:
                if isinstance(arg, Node) and arg not in val_map.values():
                    collect(arg)
            replacement_nodes.append(node)
        for ret_node in copied_returning_nodes:
            collect(ret_node)
        assert len(match.returning_nodes) == len(copied_returning_nodes)
        for gn, copied_node in zip(match.returning_nodes, copied_returning_nodes):
            gn.replace_all_uses_with(copied_node)
            match_changed_node[gn] = copied_node
        for node in reversed(pattern_graph.nodes):
            if node.op not in ("placeholder", "output"):
                original_graph.erase_node(match.nodes_map[node])
        replaced.append(ReplacedPatterns(anchor=match.anchors[0], nodes_map=match.nodes_map,
                                         replacements=replacement_nodes))
    gm.recompile()
    if isinstance(replacement, torch.nn.Module):
        _replace_attributes(gm, replacement)
    return replaced
