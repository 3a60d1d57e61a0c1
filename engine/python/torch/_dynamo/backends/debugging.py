"""torch._dynamo.explain's report (ExplainOutput), printed as PyTorch's backends/debugging.py prints it."""
import dataclasses
from typing import Any, Optional


@dataclasses.dataclass
class ExplainOutput:
    graphs: list
    graph_count: int
    graph_break_count: int
    break_reasons: list
    op_count: int
    ops_per_graph: Optional[list] = None
    out_guards: Optional[list] = None
    compile_times: Optional[Any] = None

    def __str__(self):
        output = f"Graph Count: {self.graph_count}\n"
        output += f"Graph Break Count: {self.graph_break_count}\n"
        output += f"Op Count: {self.op_count}\n"
        output += "Break Reasons:\n"
        for idx, break_reason in enumerate(self.break_reasons):
            output += f"  Break Reason {idx + 1}:\n"
            output += f"    Reason: {break_reason.reason}\n"
            output += "    User Stack:\n"
            for frame_summary in break_reason.user_stack:
                output += f"      {frame_summary}\n"
        if self.ops_per_graph is not None:
            output += "Ops per Graph:\n"
            for idx, ops in enumerate(self.ops_per_graph):
                output += f"  Ops {idx + 1}:\n"
                for op in ops:
                    output += f"    {op}\n"
        if self.out_guards is not None:
            output += "Out Guards:\n"
            for i, guard in enumerate(self.out_guards):
                output += f"  Guard {i + 1}:\n"
                output += f"    {str(guard)}"
        if self.compile_times is not None:
            output += f"Compile Times: {self.compile_times}\n"
        return output


def explain_graph_detail(gm, graphs, ops_per_graph, break_reasons):
    """Notes a compiled graph: it, its call_function targets, and why it ended where a graph break ended it."""
    graphs.append(gm)
    ops_per_graph.append([node.target for node in gm.graph.nodes if node.op == "call_function"])
    if gm.compile_subgraph_reason.graph_break:
        break_reasons.append(gm.compile_subgraph_reason)
