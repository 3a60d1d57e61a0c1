"""torch.jit.trace's check of a trace (check_trace, check_inputs), as PyTorch's _check_trace makes it: the function
traced again on each check input, the trace and the function run on it and their tensor outputs compared (a
TracerWarning for each that differs, after one naming the trace's nondeterministic ops), then the two traces'
graphs compared as text with shapes erased (TracingCheckError with their diff when they differ).

The source locations PyTorch adds to a diverging node (the Python stack of the trace, its own frames among them)
are left out.
"""
import difflib
import re
import warnings

from .. import _dtype
from .._dtype import complex128
from .._grad_mode import no_grad
from .._tensor import Tensor
from ..testing import assert_close
from ..testing._comparison import default_tolerances
from ._aten_calls import _DTYPE_NAMES
from ._traced_graph import graphs_of
from ._traced_print import graph_text, node_text

# ops whose results differ from run to run (Node::isNondeterministic); dropout and rrelu only when training
_NONDETERMINISTIC = {"bernoulli", "bernoulli_", "multinomial", "normal", "poisson", "binomial", "rand", "rand_like",
                     "randint", "randint_like", "randn", "randn_like", "randperm", "_standard_gamma", "dropout",
                     "feature_dropout", "alpha_dropout", "feature_alpha_dropout", "rrelu", "native_dropout",
                     "_fused_dropout"}
_TRAINING_ONLY = {"dropout", "feature_dropout", "alpha_dropout", "feature_alpha_dropout", "rrelu"}
_TENSOR_TYPE = re.compile(r"\b(?:Float|Double|Half|BFloat16|Long|Int|Short|Char|Byte|Bool|ComplexFloat|"
                          r"ComplexDouble)\([^()]*\)")


class TracingCheckError(Exception):
    def __init__(self, graph_diff_error, tensor_compare_error, extra_msg=None):
        self.message = "Tracing failed sanity checks!\n"
        if extra_msg is not None:
            self.message += extra_msg + "\n"
        if graph_diff_error is not None:
            self.message += "ERROR: Graphs differed across invocations!\n"
            self.message += indent(graph_diff_error) + "\n"
        if tensor_compare_error is not None:
            self.message += ("ERROR: Tensor-valued Constant nodes differed in value across invocations. This often "
                             "indicates that the tracer has encountered untraceable code.\n")
            self.message += indent(tensor_compare_error) + "\n"
        super().__init__(self.message)


TracingCheckError.__module__ = "torch.jit"


def indent(s):
    return "\n".join("\t" + line for line in s.splitlines())


def _clone_inputs(inputs):
    return tuple(a.detach().clone().requires_grad_(a.requires_grad) if isinstance(a, Tensor) else a for a in inputs)


def _tensor_outputs(value):
    value = value if isinstance(value, tuple) else (value,)
    return [out for out in value if isinstance(out, Tensor)]


def _node_text(node):
    return node_text(node) + "\n"  # as str(node) prints it


def _nondeterministic(node):
    op = node.kind.split("::", 1)[1]
    if op not in _NONDETERMINISTIC or not node.kind.startswith("aten::"):
        return False
    if op in _TRAINING_ONLY:
        train = node.inputs[-1] if op != "rrelu" else node.inputs[3]
        return train.node is None or train.node.constant != ("bool", False)
    return True


def _canonical(g):
    """The graph as the check compares it: inlined (done by the caller), shapes erased, values renumbered in
    order with their names kept (PyTorch's canonicalize)."""
    for position, v in enumerate(list(g.inputs) + [v for n in g.nodes for v in n.outputs]):
        v.unique = position
    for v in list(g.inputs) + [v for n in g.nodes for v in n.outputs]:
        v.type = _TENSOR_TYPE.sub("Tensor", v.type)
    return g


class _Check:
    """One check input's comparison of the trace against the function and its repeated trace."""

    def __init__(self, traced_graph, check_tolerance, warning):
        self.traced_graph, self.check_tolerance, self.warning = traced_graph, check_tolerance, warning
        self.warned_nondeterministic = False

    def _warn_nondeterministic(self):
        if self.warned_nondeterministic:
            return
        self.warned_nondeterministic = True
        ops = [n for n in self.traced_graph.nodes if _nondeterministic(n)]
        if ops:
            warnings.warn("Trace had nondeterministic nodes. Did you forget call .eval() on your model? Nodes:\n"
                          + "\n".join(indent(_node_text(n)) for n in ops[:20])
                          + "\nThis may cause errors in trace checking. To disable trace checking, pass "
                          "check_trace=False to torch.jit.trace()", self.warning, stacklevel=5)

    def compare(self, original, reference, match_what):
        all_ok = True
        for i, (orig, ref) in enumerate(zip(original, reference)):
            try:
                if ref.is_complex() or orig.is_complex():
                    assert_close(orig.to(complex128), ref.to(complex128), rtol=self.check_tolerance,
                                 atol=default_tolerances(orig, ref)[1], equal_nan=True)
                else:
                    assert_close(orig.double(), ref.double(), rtol=self.check_tolerance,
                                 atol=default_tolerances(orig, ref)[1], equal_nan=True)
            except AssertionError as e:
                self._warn_nondeterministic()
                warnings.warn(f"Output nr {i + 1}. of the traced function does not match the corresponding output "
                              f"of the {match_what}. Detailed error:\n{e}", self.warning, stacklevel=4)
                all_ok = False
        return all_ok


def _unmangled(text):
    """A graph's text without the mangling of type names (made again by the check's trace)."""
    return re.sub(r"___torch_mangle_[0-9]+\.", "", text)


def _constant_tensor(graphs, node):
    """A 0-d tensor constant's value as a tensor (the value the check compares), else None."""
    if node.kind != "prim::Constant" or node.constant is None or node.constant[0] != "tensor":
        return None
    meta = graphs.desc["tensors"][node.constant[1]]
    if meta["shape"] or meta["value"] is None:
        return None
    from .. import tensor  # the package's, defined after this module loads

    return tensor(meta["value"], dtype=getattr(_dtype, _DTYPE_NAMES[meta["dtype"]]))


def _graph_diff(mod_graphs, check_graphs):
    """PyTorch's diagnosis of two traces (their TracedGraphs): (the graphs' diff, the first tensor constants that
    differ), None where they agree."""
    mod, check = _canonical(mod_graphs.inlined()), _canonical(check_graphs.inlined())
    mod_str, check_str = _unmangled(graph_text(mod)), _unmangled(graph_text(check))
    graph_diff_errors = None
    if mod_str != check_str:
        diff = difflib.ndiff(mod_str.splitlines(True), check_str.splitlines(True))
        graph_diff_errors = "Graph diff:\n" + indent("".join(diff)) + "\n"
        for n_mod, n_check in zip(mod.nodes, check.nodes):
            mod_node, check_node = _unmangled(_node_text(n_mod)), _unmangled(_node_text(n_check))
            if mod_node != check_node:
                node_diff = difflib.ndiff(mod_node.splitlines(True), check_node.splitlines(True))
                graph_diff_errors += "First diverging operator:\nNode diff:\n" + indent("".join(node_diff)) + "\n"
                break
    tensor_compare_errors = None
    for n_mod, n_check in zip(mod.nodes, check.nodes):
        if n_mod.kind != n_check.kind:
            break
        values = (_constant_tensor(mod_graphs, n_mod), _constant_tensor(check_graphs, n_check))
        if values[0] is None or values[1] is None:
            continue
        try:
            assert_close(values[0], values[1], equal_nan=True)
        except (RuntimeError, AssertionError) as e:
            tensor_compare_errors = "Node:\n" + indent(_node_text(n_mod)) + "\n" + "Comparison exception: " + indent(
                str(e))
            break
    return graph_diff_errors, tensor_compare_errors


def check_trace(fn, recording, traced, check_inputs, check_tolerance, retrace, warning):
    """PyTorch's _check_trace of `traced` (the callable the trace became), recorded from fn: `retrace(inputs)`
    traces fn again without checking; `warning`: the TracerWarning category."""
    with no_grad():
        for inputs in check_inputs:
            inputs = inputs if isinstance(inputs, tuple) else (inputs,)
            again = retrace(_clone_inputs(inputs))
            check = _Check(graphs_of(recording, fn).graph(), check_tolerance, warning)
            traced_outs = _tensor_outputs(traced(*_clone_inputs(inputs)))
            fn_outs = _tensor_outputs(fn(*_clone_inputs(inputs)))
            if check.compare(traced_outs, fn_outs, "Python function"):
                check.compare(traced_outs, _tensor_outputs(again(*_clone_inputs(inputs))), "repeated trace")
            errors = _graph_diff(graphs_of(recording, fn), graphs_of(again, fn))
            if any(e is not None for e in errors):
                raise TracingCheckError(*errors)
