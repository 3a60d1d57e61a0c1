"""torch.fx: symbolic tracing of modules and functions into Graphs, their Python code, and passes over them."""
from .graph import Graph, CodeGen  # noqa: F401
from .graph_module import GraphModule  # noqa: F401
from .node import Node, map_arg  # noqa: F401
from .proxy import Proxy  # noqa: F401
from ._symbolic_trace import PH, Tracer, symbolic_trace, wrap  # noqa: F401
from .interpreter import Interpreter, Transformer  # noqa: F401
from . import passes  # noqa: F401
from . import subgraph_rewriter  # noqa: F401
from .subgraph_rewriter import replace_pattern  # noqa: F401
