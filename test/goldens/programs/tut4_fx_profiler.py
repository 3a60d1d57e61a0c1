# The "(beta) Building a Simple CPU Performance Profiler with FX" tutorial with a small network: an Interpreter
# subclass that overrides run and run_node to record every node it executes, printing what it records (op, target,
# the result's shape) instead of the timings.
import statistics
from typing import Any, Dict, List

import torch
import torch.fx
import torch.nn as nn
from torch.fx import Interpreter


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)
        self.bn = nn.BatchNorm2d(4)
        self.pool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        x = torch.relu(self.bn(self.conv(x)))
        x = self.pool(x)
        x = torch.flatten(x, 1)
        return self.fc(x).softmax(dim=-1)


torch.manual_seed(0)
rn = Net().eval()
traced_rn: torch.fx.GraphModule = torch.fx.symbolic_trace(rn)
print(traced_rn.code)


class ProfilingInterpreter(Interpreter):
    def __init__(self, mod: torch.nn.Module):
        gm = torch.fx.symbolic_trace(mod)
        super().__init__(gm)
        self.total_runtime_sec: List[float] = []
        self.runtimes_sec: Dict[torch.fx.Node, List[float]] = {}
        self.calls: List[str] = []

    def run(self, *args) -> Any:
        self.calls.append("run")
        return_val = super().run(*args)
        self.total_runtime_sec.append(1.0)
        return return_val

    def run_node(self, n: torch.fx.Node) -> Any:
        return_val = super().run_node(n)
        self.runtimes_sec.setdefault(n, [])
        self.runtimes_sec[n].append(float(len(self.runtimes_sec)))
        shape = tuple(return_val.shape) if isinstance(return_val, torch.Tensor) else None
        self.calls.append(f"{n.op}:{n.name}:{shape}")
        return return_val

    def summary(self, should_sort: bool = False) -> str:
        node_summaries: List[List[Any]] = []
        mean_total_runtime = statistics.mean(self.total_runtime_sec)
        for node, runtimes in self.runtimes_sec.items():
            mean_runtime = statistics.mean(runtimes)
            pct_total = mean_runtime / mean_total_runtime * 100
            node_summaries.append([node.op, str(node), mean_runtime, pct_total])
        if should_sort:
            node_summaries.sort(key=lambda s: s[2], reverse=True)
        headers = ['Op type', 'Op', 'Average runtime (s)', 'Pct total runtime']
        return "\n".join([" | ".join(headers)] + [" | ".join(str(c) for c in s) for s in node_summaries])


interp = ProfilingInterpreter(rn)
input = torch.randn(2, 3, 8, 8)
with torch.no_grad():
    out = interp.run(input)
    out2 = interp.run(input)
print(out)
print(torch.equal(out, rn(input)), torch.equal(out, out2))
print("\n".join(interp.calls))
print(interp.summary(True))
print(len(interp.runtimes_sec), [str(n) for n in interp.runtimes_sec])
print(interp.module is not rn, type(interp.module).__name__)


class ReluCounter(Interpreter):
    def __init__(self, gm):
        super().__init__(gm)
        self.counts = {}

    def call_function(self, target, args, kwargs):
        name = getattr(target, "__name__", str(target))
        self.counts[name] = self.counts.get(name, 0) + 1
        return super().call_function(target, args, kwargs)

    def call_method(self, target, args, kwargs):
        self.counts["." + target] = self.counts.get("." + target, 0) + 1
        return super().call_method(target, args, kwargs)

    def call_module(self, target, args, kwargs):
        self.counts[target] = self.counts.get(target, 0) + 1
        return super().call_module(target, args, kwargs)


counter = ReluCounter(traced_rn)
print(counter.run(input).shape)
print(sorted(counter.counts.items()))
env_result = Interpreter(traced_rn).run(input, initial_env=None)
print(torch.equal(env_result, out))
print(Interpreter(traced_rn, garbage_collect_values=False).run(input).sum().item() - 2.0 < 1e-6)
