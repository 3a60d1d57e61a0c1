"""A model's graph for TensorBoard's Graphs tab, at the level of its modules: one run of the model with forward hooks
on its leaf modules records which module consumed which module's outputs, written as a GraphDef (node 1: name 1, op 2,
input 3). PyTorch writes the traced operator graph; ours shows the same data flow one module per node."""
import torch

from . import _proto


def _tensors(x):
    if isinstance(x, torch.Tensor):
        return [x]
    if isinstance(x, (list, tuple)):
        return [t for item in x for t in _tensors(item)]
    if isinstance(x, dict):
        return [t for item in x.values() for t in _tensors(item)]
    return []


def graph_def(model, inputs) -> bytes:
    args = inputs if isinstance(inputs, (list, tuple)) else (inputs,)
    producer = {}  # id of a tensor -> name of the node that made it
    nodes = []
    for i, t in enumerate(_tensors(args)):
        name = f"input/input.{i + 1}"
        producer[id(t)] = name
        nodes.append((name, "IO Node", []))
    keep = []  # outputs stay alive until the graph is built, so their ids stay theirs

    def record(module, module_inputs, output):
        name = f"{type(model).__name__}/{qualified[module]}"
        sources = list(dict.fromkeys(producer[id(t)] for t in _tensors(module_inputs) if id(t) in producer))
        nodes.append((name, type(module).__name__, sources))
        for t in _tensors(output):
            producer[id(t)] = name
            keep.append(t)

    qualified = {m: n for n, m in model.named_modules() if n and not any(True for _ in m.children())}
    handles = [m.register_forward_hook(record) for m in qualified]
    try:
        with torch.no_grad():
            outputs = model(*args)
    finally:
        for h in handles:
            h.remove()
    for i, t in enumerate(_tensors(outputs)):
        nodes.append((f"output/output.{i + 1}", "IO Node", [producer[id(t)]] if id(t) in producer else []))
    body = b"".join(_proto.bytes_field(1, _proto.bytes_field(1, name) + _proto.bytes_field(2, op) +
                                      b"".join(_proto.bytes_field(3, s) for s in sources))
                    for name, op, sources in nodes)
    return body + _proto.bytes_field(4, _proto.varint_field(1, 1))  # versions { producer: 1 }
