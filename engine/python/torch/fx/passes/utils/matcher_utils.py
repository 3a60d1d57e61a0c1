"""torch.fx.passes.utils.matcher_utils: finding a pattern graph's occurrences in a larger graph by use-def
relationships, walking backwards from the pattern's returned nodes."""
import copy
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Dict, List

import torch
from torch.fx.node import Node

__all__ = ['SubgraphMatcher', 'InternalMatch']


@dataclass
class InternalMatch:
    anchors: List[Node]
    nodes_map: Dict[Node, Node] = field(default_factory=dict)
    placeholder_nodes: List[Node] = field(default_factory=list)
    returning_nodes: List[Node] = field(default_factory=list)

    def __copy__(self):
        return InternalMatch(anchors=self.anchors, nodes_map=self.nodes_map.copy(),
                             placeholder_nodes=self.placeholder_nodes.copy(),
                             returning_nodes=self.returning_nodes.copy())


class SubgraphMatcher:
    def __init__(self, pattern, match_output=False, match_placeholder=False, remove_overlapping_matches=True,
                 ignore_literals=False):
        self.pattern = pattern
        self.match_output = match_output
        self.match_placeholder = match_placeholder
        self.remove_overlapping_matches = remove_overlapping_matches
        self.ignore_literals = ignore_literals
        if len(pattern.nodes) == 0:
            raise ValueError("SubgraphMatcher cannot be initialized with an empty pattern")
        for node in pattern.nodes:
            if node.op != "output":
                assert len(node.users) > 0, "SubgraphMatcher cannot be initialized with an pattern with dead code"
        self.pattern_placeholder_nodes = [n for n in pattern.nodes if n.op == "placeholder"]
        output_node = next(iter(reversed(pattern.nodes)))
        self.pattern_returning_nodes = output_node.all_input_nodes
        if match_output:
            self.pattern_anchors = [output_node]
        else:
            # a node whose only user is the output is a sink of the pattern, where matching starts
            self.pattern_anchors = [n for n in output_node.all_input_nodes if len(n.users) == 1]

    def _match_attributes(self, pn, gn):
        pn_value = getattr(pn.graph.owning_module, pn.target)
        gn_value = getattr(gn.graph.owning_module, gn.target)
        if type(pn_value) != type(gn_value):
            return False
        if isinstance(pn_value, torch.Tensor):
            return isinstance(gn_value, torch.Tensor)
        raise RuntimeError(f"Unsupported type {pn_value} when matching attributes")

    def _nodes_are_equal(self, pn, gn):
        if not self.match_placeholder and pn.op == "placeholder":
            return True
        if pn.op != gn.op:
            return False
        if pn.op in ("placeholder", "output"):
            return True
        if pn.op == "get_attr":
            return self._match_attributes(pn, gn)
        return pn.target == gn.target

    def _is_contained(self, nodes_map):
        """Whether no matched node but the returned ones is used outside the match."""
        lookup = {gn: pn for pn, gn in nodes_map.items() if pn.op != "placeholder"}
        for gn, pn in lookup.items():
            if pn in self.pattern_returning_nodes:
                continue
            if any(user not in lookup for user in gn.users):
                return False
        return True

    def _remove_overlapping_matches(self, matches):
        non_overlapping, nodes_matched = [], set()
        for match in matches:
            computed = [gn for pn, gn in match.nodes_map.items() if pn.op not in ("placeholder", "output")]
            if not any(gn in nodes_matched for gn in computed):
                non_overlapping.append(match)
                nodes_matched.update(computed)
        return non_overlapping

    def _match_literals(self, pn, gn, match):
        if isinstance(pn, Node) and not isinstance(gn, Node):
            if pn.op != "placeholder":
                return False
            if pn in match.nodes_map:
                return match.nodes_map[pn] == gn
            match.nodes_map[pn] = gn
            return True
        if not isinstance(pn, Node) and isinstance(gn, Node):
            return False
        return type(gn) == type(pn) and gn == pn

    def _match_nodes(self, pn, gn, match):
        if pn in match.nodes_map:
            return match.nodes_map[pn] == gn
        if gn in match.nodes_map.values() or not self._nodes_are_equal(pn, gn):
            return False
        match.nodes_map[pn] = gn
        if pn.op == "placeholder":
            return True

        def match_args(args1, args2):
            if len(args1) != len(args2):
                return False
            for a1, a2 in zip(args1, args2):
                if isinstance(a1, Node) and isinstance(a2, Node):
                    matched = self._match_nodes(a1, a2, match)
                elif isinstance(a1, (list, tuple)) and isinstance(a2, (list, tuple)):
                    matched = match_args(a1, a2)
                else:
                    matched = self.ignore_literals or self._match_literals(a1, a2, match)
                if not matched:
                    return False
            return True

        if pn.kwargs.keys() != gn.kwargs.keys():
            return False
        return match_args(pn.args, gn.args) and match_args(list(pn.kwargs.values()),
                                                          [gn.kwargs[k] for k in pn.kwargs])

    def match(self, graph):
        """The pattern's self-contained occurrences in graph, each matched node used only inside it (but the
        returned ones), none that would make a cycle if fused, and without overlaps when asked."""
        from torch.fx.passes.utils.fuser_utils import validate_partition

        match_candidates = defaultdict(list)
        for pattern_anchor in self.pattern_anchors:
            for node in graph.nodes:
                if self._nodes_are_equal(pattern_anchor, node):
                    match_candidates[pattern_anchor].append(node)
        candidates = list(match_candidates.items())
        matches = []

        def backtracking(anchor_index, match):
            if anchor_index == len(candidates):
                match.placeholder_nodes = [match.nodes_map[pn] for pn in self.pattern_placeholder_nodes]
                match.returning_nodes = [match.nodes_map[pn] for pn in self.pattern_returning_nodes]
                matches.append(match)
                return
            pattern_anchor, candidate_nodes = candidates[anchor_index]
            saved_match = copy.copy(match)
            for node in candidate_nodes:
                if self._match_nodes(pattern_anchor, node, match):
                    backtracking(anchor_index + 1, match)
                match = copy.copy(saved_match)

        if candidates:
            backtracking(0, InternalMatch(anchors=self.pattern_anchors))
        matches = [m for m in matches if self._is_contained(m.nodes_map)]
        matches = [m for m in matches
                   if validate_partition([gn for pn, gn in m.nodes_map.items()
                                          if pn.op not in ("placeholder", "output")])]
        return self._remove_overlapping_matches(matches) if self.remove_overlapping_matches else matches
