"""The Optimizer base: parameter groups with defaults, per-parameter state, zero_grad and state dicts."""
from collections import defaultdict
import copy

from ..nn.parameter import Parameter  # noqa: F401
from .._tensor import Tensor


class _RequiredParameter:
    def __repr__(self):
        return "<required parameter>"


required = _RequiredParameter()


class Optimizer:
    def __init__(self, params, defaults):
        self.defaults = defaults
        self.state = defaultdict(dict)
        self.param_groups = []
        if isinstance(params, Tensor):
            raise TypeError("params argument given to the optimizer should be an iterable of Tensors or dicts, but "
                            "got " + type(params).__name__)
        groups = list(params)
        if not groups:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for g in groups:
            self.add_param_group(g)

    def add_param_group(self, param_group):
        params = param_group["params"]
        param_group["params"] = [params] if isinstance(params, Tensor) else list(params)
        for name, default in self.defaults.items():
            if default is required and name not in param_group:
                raise ValueError(f"parameter group didn't specify a value of required optimization parameter {name}")
            param_group.setdefault(name, default)
        self.param_groups.append(param_group)

    @staticmethod
    def _evaluate(closure):
        """The loss a step's closure recomputes (with grad enabled, since step runs without), or None."""
        if closure is None:
            return None
        import torch

        with torch.enable_grad():
            return closure()

    @staticmethod
    def _grads(group):
        """Each parameter of `group` that has a gradient, with that gradient (negated when maximizing)."""
        for p in group["params"]:
            if p.grad is not None:
                yield p, (-p.grad if group["maximize"] else p.grad)

    def zero_grad(self, set_to_none=True):
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                if set_to_none:
                    p.grad = None
                else:
                    p.grad.zero_() if hasattr(p.grad, "zero_") else p.grad.fill_(0)

    def state_dict(self):
        ids = {}
        packed_groups = []
        for group in self.param_groups:
            packed = {k: v for k, v in group.items() if k != "params"}
            packed["params"] = []
            for p in group["params"]:
                ids.setdefault(id(p), len(ids))
                packed["params"].append(ids[id(p)])
            packed_groups.append(packed)
        state = {ids[id(p)]: v for p, v in self.state.items() if id(p) in ids}
        return {"state": state, "param_groups": packed_groups}

    def load_state_dict(self, state_dict):
        groups = state_dict["param_groups"]
        if len(groups) != len(self.param_groups):
            raise ValueError("loaded state dict has a different number of parameter groups")
        params = [p for g in self.param_groups for p in g["params"]]
        by_index = dict(enumerate(params))
        self.state = defaultdict(dict)
        for index, value in state_dict["state"].items():
            self.state[by_index[index]] = {k: (v.clone() if isinstance(v, Tensor) else copy.deepcopy(v))
                                           for k, v in value.items()}
        for group, saved in zip(self.param_groups, groups):
            for k, v in saved.items():
                if k != "params":
                    group[k] = v

    def __repr__(self):
        lines = [type(self).__name__ + " ("]
        for i, group in enumerate(self.param_groups):
            lines.append(f"Parameter Group {i}")
            for key in sorted(group):
                if key != "params":
                    lines.append(f"    {key}: {group[key]}")
        lines.append(")")
        return "\n".join(lines)
