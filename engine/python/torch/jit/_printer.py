"""PyTorch's Python printer (serialization/python_print.cpp) over a lowered graph: an unnamed value used once is
inlined into its use when it comes right before it, a variable keeps its name unless it is returned directly, a line
of 40 columns or more is split into `_N = ...` temporaries, and long constants are named at the top."""

_RESERVED = {"_", "as", "aten", "attribute", "CONSTANTS", "fork", "getattr", "inf", "nan", "infj", "nanj", "ops",
             "__torch__", "and", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif",
             "else", "except", "False", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
             "None", "nonlocal", "not", "or", "pass", "raise", "return", "True", "try", "with", "while", "yield",
             "uninitialized", "unchecked_cast"}


class Printer:
    """PyTorch's Python printer (serialization/python_print.cpp) over the graph the emitter built."""

    def __init__(self):
        self.lines, self.level = [], 0
        self.inline, self.exprs, self.idents = set(), {}, {}
        self.used, self.next_id = set(), {}
        self.split_visited = {}
        self.tensors = []  # a frozen module's constants table

    # -- inlining ---------------------------------------------------------------------------------------------
    @staticmethod
    def can_inline(v):
        n = v.node
        if n is None or len(n.outputs) != 1 or len(v.uses) != 1:
            return False
        user, offset = v.uses[0]
        if v.name is not None and user.kind != "return":
            return False
        if n.blocks or getattr(n, "kept", False):
            return False
        return not (user.kind == "loop" and offset >= 1)

    def scan_value(self, block_point, v):
        n = v.node
        if n is not None and n is block_point and self.can_inline(v):
            block_point = self.scan_node(block_point)
            self.inline.add(n)
        elif n is not None and n.kind == "const":
            self.inline.add(n)
        return block_point

    @staticmethod
    def previous_non_constant(n):
        nodes = n.block.nodes
        i = len(nodes) if n.kind == "return" else nodes.index(n)
        for prev in reversed(nodes[:i]):
            if prev.kind != "const":
                return prev
        return None

    def scan_node(self, n):
        if n in self.inline:
            return n
        for b in n.blocks:
            self.scan_block(b)
        block_point = self.previous_non_constant(n)
        for v in reversed(n.inputs):
            block_point = self.scan_value(block_point, v)
        return block_point

    def scan_block(self, b):
        self.scan_node(b.ret)
        for node in reversed(b.nodes):
            self.scan_node(node)

    # -- names ------------------------------------------------------------------------------------------------
    def gen_name(self, candidate):
        name = candidate
        while name in self.used or name in _RESERVED:
            number = self.next_id.get(name, 0)
            self.next_id[name] = number + 1
            name = candidate + str(number)
        self.used.add(name)
        return name

    def unique_name(self, v):
        return self.gen_name(v.name if v.name else "_")

    def use(self, v):
        if v in self.idents:
            return self.idents[v]
        if v.node is not None and v.node.kind == "const":
            return self.tensor_constant(v.node.value) if getattr(v.node, "tensor_constant", False) else v.node.text
        return self.exprs[v]

    def tensor_constant(self, tensor):
        """A frozen module's tensor, as its entry of the constants table (numbered as first printed; equal
        tensors are one constant, as constant pooling leaves them)."""
        import torch

        for i, known in enumerate(self.tensors):
            if known is tensor or (known.dtype == tensor.dtype and known.shape == tensor.shape
                                   and known.device == tensor.device and torch.equal(known, tensor)):
                return f"CONSTANTS.c{i}"
        self.tensors.append(tensor)
        return f"CONSTANTS.c{len(self.tensors) - 1}"

    def assign_names(self, values):
        for v in values:
            self.idents[v] = self.unique_name(v)

    # -- printing ---------------------------------------------------------------------------------------------
    def emit(self, text):
        self.lines.append("  " * self.level + text)

    def long(self, text):
        return len(text) + self.level * 2 >= 40

    def assignment(self, lhs, rhs):
        if lhs:
            self.emit(f"{', '.join(self.use(v) for v in lhs)} = {', '.join(self.use(v) for v in rhs)}")

    def output_definition(self, node, text):
        self.assign_names(node.outputs)
        self.emit(f"{', '.join(self.use(v) for v in node.outputs)} = {text}" if node.outputs else text)

    def split_long_inlines(self, v):
        to_split = []
        user, offset = v.uses[0]
        self.scan_long_inlines(user, offset, to_split)
        for value in reversed(to_split):
            self.output_definition(value.node, self.use(value))

    def scan_long_inlines(self, user, offset, to_split):
        present = user in self.split_visited
        stop = self.split_visited[user] + 1 if present else 0
        for i in range(offset, stop - 1, -1):
            arg = user.inputs[i]
            if arg.node is not None and arg.node.kind != "const" and arg.node in self.inline:
                to_split.append(arg)
        self.split_visited[user] = offset
        if not present and user in self.inline:
            next_user, next_offset = user.output.uses[0]
            self.scan_long_inlines(next_user, next_offset - 1, to_split)

    def node(self, node):
        if node.kind == "const":
            return
        if node.kind == "if":
            self.if_(node)
        elif node.kind == "loop":
            self.loop(node)
        elif node.kind == "with":
            self.emit(f"with {self.use(node.inputs[0])}:")
            self.level += 1
            self.block(node.blocks[0], False)
            self.level -= 1
        elif node.kind == "unpack":
            self.assign_names(node.outputs)
            self.emit(f"{', '.join(self.use(v) for v in node.outputs)}, = {self.use(node.inputs[0])}")
        else:
            text = node.render([self.use(v) for v in node.inputs])
            if node not in self.inline:
                self.output_definition(node, text)
            else:
                self.exprs[node.output] = text
                if self.long(text):
                    self.split_long_inlines(node.output)

    def block(self, block, has_other_statements):
        if not has_other_statements and not [n for n in block.nodes if n.kind != "const"]:
            self.emit("pass")
        for node in block.nodes:
            self.node(node)

    def if_(self, node):
        self.assign_names(node.outputs)
        self.emit(f"if {self.use(node.inputs[0])}:")
        for word, block in zip(("", "else:"), node.blocks):
            if word:
                self.emit(word)
            self.level += 1
            self.block(block, bool(node.outputs))
            self.assignment(node.outputs, block.ret.inputs)
            self.level -= 1

    def loop(self, node):
        body = node.blocks[0]
        carried = node.outputs
        self.assign_names(carried)
        for inner, out in zip(body.inputs[1:], carried):
            self.idents[inner] = self.idents[out]
        for out, before in zip(carried, node.inputs[1:]):
            self.emit(f"{self.use(out)} = {self.use(before)}")
        counter = body.inputs[0]
        self.assign_names([counter])
        if node.loop == "for":
            self.emit(f"for {self.use(counter)} in range({self.use(node.inputs[0])}):")
            self.level += 1
            self.block(body, bool(carried))
            self.assignment(body.inputs[1:], body.ret.inputs)
        else:
            self.emit(f"{self.use(counter)} = {self.use(node.inputs[0])}")
            self.emit(f"while {self.use(counter)}:")
            self.level += 1
            self.block(body, True)
            self.assignment(body.inputs, body.ret.inputs)
        self.level -= 1

    def constants(self, block, seen):
        """The constants in order of use; a long one is named at the top, once."""
        for node in block.nodes + [block.ret]:
            for v in node.inputs:
                if v.node is not None and v.node.kind == "const" and v.node.text is not None \
                        and self.long(v.node.text):
                    if v.node.text not in seen:
                        seen[v.node.text] = self.unique_name(v)
                        self.emit(f"{seen[v.node.text]} = {v.node.text}")
                    self.idents[v] = seen[v.node.text]
            for b in node.blocks:
                self.constants(b, seen)

    def body(self, block):
        self.scan_block(block)
        self.level += 1
        self.constants(block, {})
        self.block(block, bool(block.ret.inputs))
        if block.ret.inputs:
            self.emit(f"return {', '.join(self.use(v) for v in block.ret.inputs)}")
        self.level -= 1
