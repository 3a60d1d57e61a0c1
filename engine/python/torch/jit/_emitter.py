"""TorchScript's front end for printing: a function's Python lowered to the graph PyTorch builds from it (SSA values,
nodes, blocks for `if` and loops, `if` and loop outputs for the variables they assign, early returns folded into
`if` outputs, operators as the torch calls they are: `x + y` is `torch.add(x, y)`)."""
import ast
import builtins
import inspect
import types

from .. import dtype
from ._aten_calls import SCALAR_TYPES
from ._folding import NOT_FOLDED, fold
from ._ir import Attribute, Block, Constant, Node, Submodule, Value, const_text
from ._numbering import Numbering
from ._schemas import MISSING, SCHEMAS
from ._types import from_annotation, union

_BINARY = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul", ast.Div: "div", ast.MatMult: "matmul", ast.Pow: "pow",
           ast.FloorDiv: "floordiv", ast.Mod: "remainder", ast.BitAnd: "__and__", ast.BitOr: "__or__",
           ast.BitXor: "__xor__", ast.LShift: "__lshift__", ast.RShift: "__rshift__"}
_INPLACE = {ast.Add: "add_", ast.Sub: "sub_", ast.Mult: "mul_", ast.Div: "div_"}
_COMPARE = {ast.Gt: "gt", ast.GtE: "ge", ast.Lt: "lt", ast.LtE: "le", ast.Eq: "eq", ast.NotEq: "ne",
            ast.Is: "__is__", ast.IsNot: "__isnot__", ast.In: "__contains__"}
# what tensor methods that give no tensor give, as TorchScript types them
_NOT_TENSOR_METHODS = {"size": "List[int]", "dim": "int", "item": "number", "tolist": "List[number]",
                       "numel": "int", "stride": "List[int]", "is_contiguous": "bool", "__len__": "int"}
# ops whose int[] size may be written as separate ints (after the tensor, for methods)
# torch.nn.functional's pooling TorchScript compiles: how many ints each size broadcasts to (BroadcastingListN)
_POOL_SIZES = {"max_pool1d": 1, "max_pool2d": 2, "max_pool3d": 3, "adaptive_avg_pool2d": 2, "adaptive_avg_pool3d": 3}
_POOL_SIZE_PARAMS = {"kernel_size", "stride", "padding", "dilation", "output_size"}
# ops giving (values, indices) when given a dim or k
_PAIR_OPS = {"max", "min", "median", "mode", "kthvalue", "topk", "sort"}
# list and dict methods whose aten ops give nothing back (`-> ()`)
_NO_RESULT_METHODS = {"clear", "insert", "extend", "reverse", "remove", "sort", "update"}
_SIZE_FACTORIES = {"zeros", "ones", "empty", "rand", "randn"}
_SIZE_METHODS = {"view", "reshape", "permute", "expand", "repeat"}
# factories whose first overload takes dimension names
_NAMED_FIRST = {"zeros", "ones", "empty"}
# torch.nn.functional's functions that TorchScript calls as the aten ops they are; the others it compiles
FUNCTIONAL_BUILTINS = {"adaptive_avg_pool1d", "avg_pool1d", "avg_pool2d", "avg_pool3d", "bilinear", "celu_",
                       "channel_shuffle", "conv1d", "conv2d", "conv3d", "conv_tbc", "conv_transpose1d",
                       "conv_transpose2d", "conv_transpose3d", "cosine_similarity", "elu_", "gelu", "hardshrink",
                       "hardtanh_", "leaky_relu_", "linear", "logsigmoid", "one_hot", "pad", "pairwise_distance",
                       "pdist", "pixel_shuffle", "pixel_unshuffle", "prelu", "relu_", "rrelu_", "selu_", "softplus",
                       "softshrink", "threshold_"}

_INT_MAX = 9223372036854775807
# builtins TorchScript compiles for numbers (and tensors, for abs, min and max)
_NUMBER_BUILTINS = {"round", "abs", "min", "max", "divmod"}
# math functions giving an int
_INT_MATH = {"math.floor", "math.ceil", "math.trunc", "math.factorial", "math.gcd"}


class _call:
    """The render of a call of `name`, which names the op it is."""

    def __init__(self, name):
        self.name = name

    def __call__(self, ins):
        return f"{self.name}({', '.join(ins)})"


def _meaningful(name):
    return bool(name) and not (name[0] == "_" and name[1:].isdigit())


class Emitter:
    """Lowers a function's body to a graph as TorchScript's front end does, for the Python it compiles."""

    def __init__(self, tensors, self_attrs, scope):
        self.self_attrs = self_attrs  # attribute name -> a Submodule, an Attribute, a Constant or "tensor"
        self.scope = scope  # the function's globals: what names it does not define are
        self.block = self.top = Block()
        self.units = {}  # type -> the uninitialized value a block that raises gives for it
        self.env = [{}]
        self.tensor_names = set(tensors)
        self.loops = []  # (loop node, its statement, the names it carries) of the loops being emitted
        # whether returns are exits the exit transform rewrites (a function returning from inside a loop), as all
        # are in TorchScript; elsewhere they are folded into `if` outputs here, which gives the same code
        self.return_exits = False
        self.returned = []  # in that case, the values returned
        self.inferred_return = False  # whether the function's return type is inferred, not annotated
        self.exits = set()  # the blocks whose statements ended in a return, break or continue
        self.numbering = Numbering()
        self.matched = None  # the graph inputs of the call being matched to its schema
        self.exited = False
        self.literals = {}  # (type, value) of the numbers written in the code -> the constant made for it
        self.where = None  # the expression or statement being emitted: where the nodes it makes come from
        self.frozen = False  # whether the function is a frozen module's: its attributes are constants
        self.exported = set()  # in a frozen module, the names of the module's own methods, inlined where called

    # -- values -----------------------------------------------------------------------------------------------
    def const(self, value, source=True):
        """A constant; source: False for one the compiler adds (a default argument), which no line is given for."""
        node = self.block.append(Node("const", text=const_text(value)))
        node.value, node.source = value, self.where if source else None
        return self.numbering.new(node.output)

    def literal(self, value):
        """An int or float written in the code: TorchScript makes one constant for each value, at the top of the
        graph (the latest first), where later ones reuse it."""
        out = self.const(value)
        key = (type(value), value)
        if key in self.literals:
            self.numbering.next -= 1  # (no new value: the first one's, where it was made)
            first = self.literals[key]
            out.id, out.node.source, out.node.front = first.id, first.node.source, first.node.front
            out.first = first
        else:
            self.literals[key] = out
            out.node.front = len(self.literals)
        return out

    def late(self, value):
        """A constant constant propagation makes for an op it folds (numbered after the passes before it)."""
        self.numbering.new()  # the op TorchScript emitted
        out = self.const(value)
        self.numbering.next -= 1
        out.id, out.node.late = None, True
        return out

    def op(self, render, inputs, tensor, n_outputs=1, kind=None):
        """kind: the graph's name for the node where render does not name an op (prim::TupleConstruct...)."""
        node = self.block.append(Node("op", render, inputs, n_outputs))
        node.source, node.graph_kind = self.where, kind
        for out in node.outputs:
            out.tensor = tensor
            self.numbering.new(out)
        return node.output if n_outputs else None

    def lookup(self, name):
        for scope in reversed(self.env):
            if name in scope:
                return scope[name]
        return None

    def bind(self, name, value):
        """name set to value (where the variable is an enclosing block's, setting it loads it to check the type)."""
        node = value.node
        if getattr(value, "inlined", False) and _meaningful(name):
            value.name, value.inlined = name, False
        folded = _folded_constant(value)  # a constant is named for no variable
        if value.name is None and _meaningful(name) and node is not None and not folded \
                and node.block is self.block and not getattr(value, "unnamed", False):
            value.name = name
        # the graph's names: a value made in this block takes the variable's; one the variable had in an enclosing
        # block is loaded to check the type (a load is a value named for it too)
        # (a number written in the code is the one constant made for it, at the graph's top)
        named = getattr(value, "first", value)
        home = self.top if getattr(node, "front", None) else node.block if node is not None else None
        if named.debug is None and _meaningful(name) and name != "_" and not _constant_tuple(value) and (
                node is not None and home is self.block or any(value is v for v in self.block.inputs)):
            self.numbering.name(named, name)
        if any(name in scope for scope in self.env[:-1]):
            self.numbering.load(name)
        self.env[-1][name] = value

    # -- expressions ------------------------------------------------------------------------------------------
    def expr(self, node):
        outer, self.where = self.where, node
        try:
            return self._expr(node)
        finally:
            self.where = outer

    def _expr(self, node):
        if isinstance(node, ast.Constant):
            return self.literal(node.value) if type(node.value) in (int, float) else self.const(node.value)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
            if type(node.operand.value) in (int, float):  # the literal, negated by an op the front end folds
                self.literal(node.operand.value)
                self.numbering.new()  # (the op, gone once folded)
                return self.const(-node.operand.value)
            return self.const(-node.operand.value)
        if isinstance(node, ast.Name):
            value = self.lookup(node.id)
            if value is None:
                return self.global_(node)
            if not isinstance(value.kind, Submodule):  # a variable read is a load; self is no graph variable
                self.numbering.load(node.id)
            return value
        if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
            if isinstance(node.op, ast.Mod):  # (emitted once more first, to see whether it formats a string)
                self.expr(node.left)
            left, right = self.expr(node.left), self.expr(node.right)
            return self.arithmetic(_BINARY[type(node.op)], left, right)
        if isinstance(node, ast.UnaryOp):  # (`not` takes its operand as a condition: cast to bool)
            operand = self.condition(node.operand) if isinstance(node.op, ast.Not) else self.expr(node.operand)
            name = {ast.USub: "torch.neg", ast.Not: "torch.__not__", ast.Invert: "torch.bitwise_not"}.get(
                type(node.op), "torch.pos")
            out = self.folded(name[len("torch."):], [operand]) or self.typed(
                self.op(_call(name), [operand], operand.tensor),
                "bool" if isinstance(node.op, ast.Not) else "Tensor" if operand.tensor else scalar_type(operand))
            if hasattr(operand, "narrowing"):  # `not isinstance(...)`: the narrowings swapped
                variable, held, not_held = operand.narrowing
                out.narrowing = (variable, not_held, held)
            return out
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARE:
            kind = type(node.ops[0])
            left, right = self.expr(node.left), self.expr(node.comparators[0])
            if kind is ast.In:  # `a in b` is b.__contains__(a)
                left, right = right, left
            tensor = left.tensor or right.tensor
            out = self.folded(_COMPARE[kind], [left, right]) or self.typed(
                self.op(_call(f"torch.{_COMPARE[kind]}"), [left, right], tensor), "Tensor" if tensor else "bool")
            if kind in (ast.Is, ast.IsNot) and any(_is_constant(v, None) and _never_none(w)
                                                   for v, w in ((left, right), (right, left))):
                out.static = kind is ast.IsNot  # what can never be None: an `if` on it keeps one branch
            return out
        if isinstance(node, ast.BoolOp):
            return self.short_circuit(node)
        if isinstance(node, ast.IfExp):
            return self.ternary(node)
        if isinstance(node, ast.JoinedStr) and all(
                isinstance(v, ast.Constant) or v.conversion == -1 and v.format_spec is None for v in node.values):
            # an f-string is str.format of its text with a {} for each value
            text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
            args = [self.expr(v.value) for v in node.values if isinstance(v, ast.FormattedValue)]
            return self._kwcall("torch.format", [self.const(text)] + args, [], "str")
        if isinstance(node, ast.Tuple):
            items = [self.expr(e) for e in node.elts]
            out = self.op(lambda ins: f"({', '.join(ins)}{',' if len(ins) == 1 else ''})", items, False,
                          kind="prim::TupleConstruct")
            out.kind, out.node.pure, out.node.source = "tuple", True, None
            return out
        if isinstance(node, (ast.List, ast.Dict)) and not (node.elts if isinstance(node, ast.List) else node.keys):
            kind = "List[Tensor]" if isinstance(node, ast.List) else "Dict[str, Tensor]"
            empty = "[]" if isinstance(node, ast.List) else "{}"
            out = self.typed(self.empty(kind, empty), kind)
            out.unnamed = isinstance(node, ast.List)  # TorchScript names no variable for an untyped []
            return out
        if isinstance(node, ast.List):
            items = [self.expr(e) for e in node.elts]
            out = self.op(lambda ins: f"[{', '.join(ins)}]", items, False, kind="prim::ListConstruct")
            out.kind, out.node.pure, out.node.source = "list", True, None
            element = {"Tensor" if v.tensor else scalar_type(v) for v in items}
            out.type = f"List[{element.pop()}]" if len(element) == 1 and None not in element else None
            return out
        if isinstance(node, ast.Dict) and None not in node.keys:  # each key then its value, as emitDictLiteral
            parts = [self.expr(e) for pair in zip(node.keys, node.values) for e in pair]
            out = self.op(lambda ins: "{" + ", ".join(f"{k}: {v}" for k, v in zip(ins[::2], ins[1::2])) + "}",
                          parts, False, kind="prim::DictConstruct")
            out.node.source = None
            key, item = (type_name(v) for v in parts[:2])
            out.type = f"Dict[{key}, {item}]"
            return out
        if isinstance(node, ast.ListComp) and len(node.generators) == 1 and not node.generators[0].ifs \
                and not node.generators[0].is_async:
            return self.comprehension(node)
        if isinstance(node, ast.Attribute):
            return self.attribute(node)
        if isinstance(node, ast.Subscript):
            return self.subscript(node)
        if isinstance(node, ast.Call):
            return self.call(node)
        return self.op(lambda ins, t=ast.unparse(node): t, [], False)

    def folded(self, name, inputs):
        """An op on constants as constant propagation leaves it: its value, or None where it stays an op."""
        if not all(v.node is not None and v.node.kind == "const" and v.node.text is not None
                   and v.node.text == const_text(v.node.value)
                   for v in inputs):
            return None  # a global's name is a constant node too, but not a value known here
        value = fold(name, [v.node.value for v in inputs])
        return None if value is NOT_FOLDED else self.late(value)

    def arithmetic(self, name, left, right):
        """A binary op: a tensor if either is, else the number TorchScript's int/float overloads give."""
        constant = self.folded(name, [left, right])
        if constant is not None:
            return constant
        if right.tensor and not left.tensor and name in _REFLECTED:
            return self.reflected(name, left, right)
        if left.tensor and not right.tensor and scalar_type(right) == "bool" and name in _SCALAR_OVERLOADS:
            # no overload takes a bool: matching converts it to the int the Scalar overload takes (aten::Int)
            right = self.typed(self.op(_call("int"), [right], False), "int")
        inputs = [left, right]
        if name in ("add", "sub") and (left.tensor or right.tensor):
            inputs.append(self.const(1, source=False))  # the graph gives aten::add.Tensor its alpha
        out = self.op(_call(f"torch.{name}"), inputs[:2], left.tensor or right.tensor)
        out.node.graph_inputs = inputs
        if not out.tensor:
            out.type = _number_type(name, scalar_type(left), scalar_type(right))
        return out

    def reflected(self, name, number, tensor):
        """A number on the left of a tensor: TorchScript's builtin __radd__, __rmul__, __rsub__ or __rdiv__,
        inlined (`1 - x` is `-x + 1`, `n / x` is `x.reciprocal() * n`); its nodes come from the builtin's source."""
        line = _REFLECTED[name]
        if name in ("add", "sub"):
            alpha = self.const(1, source=False)  # the builtin's constant, cloned where it is inlined
        made = []
        if name in ("sub", "div"):
            tensor = self.op(_call("torch.neg" if name == "sub" else "torch.reciprocal"), [tensor], True)
            made.append(tensor.node)
        out = self.op(_call("torch.add" if name in ("add", "sub") else "torch.mul"), [tensor, number], True)
        if name in ("add", "sub"):
            out.node.graph_inputs = [tensor, number, alpha]
        for node in made + [out.node]:
            node.source = _Builtin(line)
        return self.typed(out, "Tensor")

    def short_circuit(self, node):
        """`a and b` as TorchScript lowers it: an `if a` giving b, else False (`a or b`: True, else b); a longer
        chain nests to the left, as (a and b) and c."""
        is_and = isinstance(node.op, ast.And)
        result = self.condition(node.values[0])
        for operand in node.values[1:]:
            if_node = Node("if", inputs=[result], n_outputs=1)
            then_block, else_block = Block(if_node), Block(if_node)
            if_node.blocks = [then_block, else_block]
            evaluated = then_block if is_and else else_block
            outer, if_node.inner_from = self.block, self.numbering.next
            for block in if_node.blocks:  # (in order: an `or` makes its True first)
                self.block = block
                block.ret.add_input(self.condition(operand) if block is evaluated else self.const(not is_and))
            self.block = outer
            self.block.append(if_node)
            if_node.source = node
            result = self.typed(self.numbering.new(if_node.output), "bool")
        return result

    def ternary(self, node):
        """`a if c else b`: an `if c` giving a, else b (only the branch taken where c is a constant)."""
        cond = self.condition(node.test)
        taken = _static_condition(cond)
        if taken is not None:
            return self.expr(node.body if taken else node.orelse)
        if_node = Node("if", inputs=[cond], n_outputs=1)
        if_node.source = node
        if_node.blocks = [Block(if_node), Block(if_node)]
        outer, if_node.inner_from = self.block, self.numbering.next
        variable, *narrowed = self.refinement(node.test, cond)
        for block, branch, kind in zip(if_node.blocks, (node.body, node.orelse), narrowed):
            self.block = block
            if kind is not None:  # (each branch sees the variable its test narrows as an `if`'s does)
                self.env.append({})
                self.narrow(variable, kind)
            block.ret.add_input(self.expr(branch))
            if kind is not None:
                self.env.pop()
        self.block = outer
        self.block.append(if_node)
        self.numbering.new(if_node.output)
        left = if_node.blocks[0].ret.inputs[0]
        kind = type_name(left)
        return self.typed(if_node.output, kind) if left.tensor or kind != "Tensor" else if_node.output

    def resolve(self, node):
        """The Python object a global name or dotted path names; None where it is not one."""
        if isinstance(node, ast.Name):
            return None if self.lookup(node.id) is not None else self.scope.get(node.id, vars(builtins).get(node.id))
        if isinstance(node, ast.Attribute):
            owner = self.resolve(node.value)
            return getattr(owner, node.attr, None) if isinstance(owner, types.ModuleType) else None
        return None

    def global_(self, node):
        """A global read: a number it holds is a constant, anything else is printed as it is named."""
        obj = self.resolve(node)
        if type(obj) in (int, float, bool, str):
            return self.const(obj)
        if isinstance(obj, dtype):  # a dtype is the int of its ScalarType
            return self.const(SCALAR_TYPES[str(obj).removeprefix("torch.")])
        const = self.block.append(Node("const", text=ast.unparse(node)))
        const.value = None
        return const.output

    def filled(self, params, node):
        """A call's arguments as a compiled callee takes them: every one passed, defaults filled in."""
        values = [self.expr(a) for a in node.args]
        given = {k.arg: k.value for k in node.keywords}
        for param in params[len(values):]:
            if param.name in given:
                values.append(self.expr(given[param.name]))
            elif param.default is not inspect.Parameter.empty:
                values.append(self.const(param.default))
        return values

    def function_call(self, fn, module, node):
        """A call of a Python function TorchScript compiles (inlined in a frozen module)."""
        params = list(inspect.signature(fn).parameters.values())
        if self.frozen:
            from ._inline_layers import inline_function

            return inline_function(self, fn, module, self.filled(params, node))
        name, sizes = fn.__qualname__, None
        if module == "torch.nn.functional" and name in _POOL_SIZES:
            sizes = _POOL_SIZES[name]
            if name.startswith("max_pool"):  # boolean_dispatch: without indices it is `_max_poolNd`
                name = f"_{name}"
        qualified = f"__torch__.{name}" if module == "__main__" else f"__torch__.{module}.{name}"
        callee = self.block.append(Node("const", text=qualified))
        callee.value = fn
        values = self.filled(params, node)
        if sizes is not None:
            values = [self.op(lambda ins, n=sizes: f"[{', '.join([ins[0]] * n)}]", [v], False)
                      if p.name in _POOL_SIZE_PARAMS and v.node is not None and v.node.kind == "const"
                      and type(v.node.value) is int else v for p, v in zip(params, values)]
        tensor = any(v.tensor for v in values)
        return self.op(lambda ins: f"{ins[0]}({''.join(i + ', ' for i in ins[1:])})", [callee.output] + values, tensor)

    def is_attribute(self, node):
        """Whether node reads one of the module's attributes (`self.name`)."""
        return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self" \
            and node.attr in self.self_attrs

    def attribute(self, node):
        obj = self.resolve(node)
        if obj is not None and not isinstance(obj, types.ModuleType):
            return self.global_(node)
        if isinstance(node.value, ast.Name) and node.value.id == "self" and node.attr in self.self_attrs:
            kind = self.self_attrs[node.attr]
            owner = self.lookup("self")
            if isinstance(kind, Constant):  # a module's constant is its value, inlined where it is read
                return self.frozen_constant(kind.value) if owner.module is not None else self.const(kind.value)
            if owner.module is not None and not isinstance(kind, Submodule):  # frozen: attributes are constants
                return self.frozen_constant(getattr(owner.module, node.attr))
            out = self.op(lambda ins, a=node.attr: f"{ins[0]}.{a}", [owner], kind == "tensor",
                          kind=f'prim::GetAttr[name="{node.attr}"]')
            out.node.source = None
            out.name, out.kind = node.attr, kind
            if isinstance(kind, Attribute) and kind.type is not None:
                self.typed(out, kind.type)
            self.numbering.name(out, node.attr)
            if owner.module is not None:
                out.module, out.node.pure = getattr(owner.module, node.attr), True
            return out
        owner = self.expr(node.value)
        if owner.tensor and node.attr in ("shape", "T", "mT", "data", "grad"):
            name = {"shape": "torch.size", "T": "torch.numpy_T", "mT": "torch.mT"}.get(node.attr, f"torch.{node.attr}")
            out = self.op(_call(name), [owner], node.attr != "shape")
            return self.typed(out, "List[int]" if node.attr == "shape" else "Tensor")
        return self.op(lambda ins, a=node.attr: f"{_wrap(ins[0])}.{a}", [owner], False)

    def subscript(self, node, owner=None):
        owner = self.expr(node.value) if owner is None else owner
        index = node.slice
        if owner.kind == "pair" and isinstance(index, ast.Constant) and index.value in (0, 1):
            return owner.node.outputs[index.value]
        if owner.tensor and not isinstance(index, (ast.Slice, ast.Tuple)) and not _is_constant_node(index, None) \
                and not _is_ellipsis(index):
            position = self.expr(index)
            if position.tensor:
                return self.op(_call("torch.index"), [owner, self.indices(position)], True)
            if position.node is None or position.node.kind != "const":
                self.numbering.new()  # (what TorchScript's indexing makes of an index it does not know)
                self.numbering.new()
            zero = self.const(0)
            return self.op(_call("torch.select"), [owner, zero, position], True)
        if isinstance(index, ast.Slice):
            return self.slice(owner, self.const(0) if owner.tensor else None, index)
        items = index.elts if isinstance(index, ast.Tuple) else [index]
        if owner.tensor and (isinstance(index, ast.Tuple) or _is_constant_node(index, None) or _is_ellipsis(index)) \
                and all(map(self.basic_index, items)):
            return self.basic_indexing(owner, items)
        if isinstance(index, (ast.Slice, ast.Tuple)):
            text = ", ".join(ast.unparse(e) for e in index.elts) if isinstance(index, ast.Tuple) else ast.unparse(index)
            return self.op(lambda ins: f"{_wrap(ins[0])}[{text}]", [owner], owner.tensor)
        if (owner.type or "").startswith("Tuple[") and isinstance(index, ast.Constant) and type(index.value) is int \
                and 0 <= index.value < len(_tuple_items(owner.type)):
            # prim::TupleIndex, printed with its tuple in parentheses
            element = _tuple_items(owner.type)[index.value]
            return self.typed(self.op(lambda ins, i=index.value: f"({ins[0]})[{i}]", [owner], element == "Tensor"),
                              element)
        position = self.expr(index)
        out = self.op(lambda ins: f"{_wrap(ins[0])}[{ins[1]}]", [owner, position], False, kind="aten::__getitem__")
        return self.typed(out, _element_type(owner.type))

    def call(self, node):
        func = node.func
        kwargs = [(k.arg, k.value) for k in node.keywords]
        fn = self.resolve(func)
        from . import annotate, isinstance as jit_isinstance

        if fn is annotate and len(node.args) == 2:
            return self.annotated(node.args[1], from_annotation(node.args[0]).name)
        if fn in (builtins.isinstance, jit_isinstance) and len(node.args) == 2 and not kwargs:
            return self.isinstance_(*node.args)
        fn = getattr(fn, "_torchscript_function", fn)  # a scripted function called is its Python compiled
        if isinstance(fn, types.BuiltinFunctionType) and not kwargs and (
                fn.__module__ == "math" or fn is getattr(builtins, fn.__name__, None) and fn.__name__ in _NUMBER_BUILTINS):
            return self.number_call(fn, [self.expr(a) for a in node.args])
        if inspect.isfunction(fn):
            from ..nn import functional

            if getattr(functional, fn.__name__, None) is fn:
                if fn.__name__ in FUNCTIONAL_BUILTINS:
                    return self._kwcall(f"torch.{fn.__name__}", [self.expr(a) for a in node.args], kwargs, "Tensor")
                return self.function_call(fn, "torch.nn.functional", node)
            if fn.__module__ == "__main__":
                return self.function_call(fn, "__main__", node)
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "self":
            if isinstance(self.self_attrs.get(func.attr), Submodule):
                callee = self.attribute(func)
                return self.forward_call(callee, self.filled(self.self_attrs[func.attr].params, node))
            if self.lookup("self").module is not None and func.attr in self.exported:
                return self.inline_method(self.lookup("self").module, func.attr, [self.expr(a) for a in node.args])
            if self.self_attrs.get(func.attr) == "unused":
                return self.unused_call(node.args)
            args = [self.expr(a) for a in node.args]
            if self.self_attrs.get(func.attr) == "ignore":  # a Python op, printed with a caret
                self.numbering.new()  # (the function's value, which the op is made from)
                self.numbering.new()
                out = self.op(lambda ins, m=func.attr: f"^{m}()({', '.join(ins)})", [self.lookup("self")] + args,
                              True, kind=f"^{func.attr}[]()")
                return self.typed(out, "Tensor")
            return self.op(lambda ins, m=func.attr: f"({ins[0]}).{m}({''.join(i + ', ' for i in ins[1:])})",
                           [self.lookup("self")] + args, True)
        if isinstance(func, ast.Attribute):
            owner_node = func.value
            if isinstance(owner_node, ast.Name) and owner_node.id == "torch":
                args = [self.expr(a) for a in node.args]
                return self._kwcall(f"torch.{func.attr}", args, kwargs, _method_type(func.attr, args))
            owner = self.expr(owner_node)
            args = [self.expr(a) for a in node.args]
            if owner.tensor:
                return self._kwcall(f"torch.{func.attr}", [owner] + args, kwargs,
                                    _method_type(func.attr, [owner] + args))
            if isinstance(owner.kind, Submodule):
                return self.op(lambda ins, m=func.attr: f"({ins[0]}).{m}({''.join(i + ', ' for i in ins[1:])})",
                               [owner] + args, True)
            # methods of lists, dicts and strings are aten ops too (aten::append gives the list back)
            return self._kwcall(f"torch.{func.attr}", [owner] + args, kwargs, _container_method_type(owner, func.attr),
                                0 if func.attr in _NO_RESULT_METHODS else 1)
        callee = self.expr(func) if not isinstance(func, ast.Name) or self.lookup(func.id) else None
        if callee is not None and isinstance(callee.kind, Submodule):
            return self.forward_call(callee, self.filled(callee.kind.params, node))
        args = [self.expr(a) for a in node.args]
        name = ast.unparse(func)
        if name == "len":
            return self.typed(self.op(_call("torch.len"), args, False), "int")
        if name == "print":
            return self.op(_call("print"), args, False, n_outputs=0)
        if name in ("int", "float", "bool", "str"):
            folded = not kwargs and self.folded(name, args)
            if not folded and name != "str":
                self.numbering.new()  # the cast makes a constant 0 whether it is needed or not
            return folded or self._kwcall(name, args, kwargs, name)
        return self._kwcall(name, args, kwargs, "Tensor" if any(a.tensor for a in args) else None)

    def isinstance_(self, obj_node, types_node):
        """`isinstance(x, T)` (or torch.jit.isinstance) as TorchScript's emitIsInstance: a constant where x's type
        decides it (all the types x may have are T's, or none), else prim::isinstance; a variable x is narrowed to
        the types that are T's where it holds and to the others where it does not (see refinement)."""
        obj = self.expr(obj_node)
        wanted = union([from_annotation(n) for n in (types_node.elts if isinstance(types_node, ast.Tuple)
                                                        else [types_node])]).members
        held = from_annotation(ast.parse(type_name(obj), mode="eval").body)
        if held.name == "Any":
            matching, others, static = wanted, [held], None
        else:
            matching = [m for m in held.members if any(w.name in (m.name, "Any") for w in wanted)]
            others = [m for m in held.members if m not in matching]
            static = True if not others else False if not matching else None
        if static is not None:
            out = self.const(static)
            out.static = static
        else:
            out = self.typed(self.op(lambda ins, t=_isinstance_types(wanted): f"isinstance({ins[0]}, {t})", [obj],
                                     False, kind=f"prim::isinstance[types=[{', '.join(w.schema for w in wanted)}]]"),
                             "bool")
            out.node.kept = True  # never inlined: the refinements it makes are in the casts already
            out.node.source = None  # (the graph gives it no source range)
        out.narrowing = (obj_node.id, union(matching).name if matching else None,
                         union(others).name if others else None) if isinstance(obj_node, ast.Name) else (None,) * 3
        return out

    def unused_call(self, args):
        """A call of an unused method, as PythonValue::call compiles it: a raise with no exception class, then an
        uninitialized value as what the call gives. The block goes on; the exit transform deletes what follows the
        raise (see cut_after_raise)."""
        for a in args:
            self.expr(a)
        message = self.const("This Python function is annotated to be ignored and cannot be run", source=False)
        no_class = self.const(None, source=False)
        self.op(_call("ops.prim.RaiseException"), [message], False, n_outputs=0)
        node = self.block.nodes[-1]
        node.raises, node.dropped, node.graph_inputs = True, True, [message, no_class]
        self.numbering.new()  # (one value more the compiler makes raising)
        return self.typed(self.op(lambda ins: "uninitialized(Tensor)", [], True, kind="prim::Uninitialized"),
                          "Tensor")

    def cut_after_raise(self, block, values):
        """The exit transform on a block where an unused method's call raised: what follows the raise is deleted,
        and the values (what the block assigns and returns) it made are uninitialized ones. Gives them so."""
        from ._exits import _destroy

        raising = next((n for n in block.nodes if getattr(n, "dropped", False)), None)
        if raising is None:
            return values
        at = block.nodes.index(raising) + 1
        read = {id(v) for v in values}
        units = {}
        deleted = block.nodes[at:]
        for node in reversed(deleted):
            _destroy(node)
        for node in reversed(deleted):  # (the last first: a node is deleted once nothing reads it)
            for out in node.outputs:
                if id(out) in read:
                    units[id(out)] = self.uninitialized(block, out)
                    units[id(out)].node.deleting = True  # (made as the transform deletes nodes, see _graph.py)
        return [units.get(id(v), v) for v in values]

    def frozen_constant(self, value):
        """A frozen module's attribute: a tensor is a constant of the module's table (CONSTANTS.cN), a number its
        value."""
        from .._tensor import Tensor

        if not isinstance(value, Tensor):
            # a tuple of ints is the int[] TorchScript typed it as, folded to a list
            return self.const(list(value) if isinstance(value, tuple) else value)
        node = self.block.append(Node("const"))
        node.value, node.tensor_constant = value, True
        node.output.tensor = True
        return node.output

    def inline_method(self, module, name, args):
        """A module's method called in a frozen module, inlined (see inline)."""
        from ._script import _Compiled, _attribute_kinds, _submodule_kind

        return self.inline(_Compiled(getattr(type(module), name), _attribute_kinds(module), _submodule_kind(module)),
                           args, module)

    def inline(self, compiled, args, module=None):
        """A compiled function or method (of module) called in a frozen module: its body emitted in place, its
        parameters bound to args, its module's attributes constants; gives what it returns."""
        fn_def, _, scope, self_attrs, self_kind = compiled._printing
        saved = self.env, self.self_attrs, self.scope, self.exported
        frame = {n: v for (n, _), v in zip(compiled.params, args)}
        if module is not None:
            frame["self"] = Value(None, name="self", kind=self_kind)
            frame["self"].module = module
        self.env = [frame]
        self.self_attrs, self.scope = self_attrs or {}, scope
        self.exported = module_methods(module) if module is not None else set()
        try:
            returned = self.statements(fn_def.body)
        finally:
            self.env, self.self_attrs, self.scope, self.exported = saved
        return returned if returned is not None else self.const(None)

    def number_call(self, fn, args):
        """A math function or a builtin on numbers (round, abs, min, max, divmod): the aten or prim op it is, folded
        on constants."""
        name = fn.__name__ if fn.__module__ != "math" else f"math.{fn.__name__}"
        folded = None if name == "divmod" else self.folded(name, args)
        if folded is not None:
            return folded
        types_ = [scalar_type(a) or ("Tensor" if a.tensor else None) for a in args]
        if name == "divmod":
            pair = self.op(_call("torch.divmod"), args, False, n_outputs=2)
            for out in pair.node.outputs:
                out.type = _number_type("floordiv", *types_)
            out = self.op(lambda ins: f"({', '.join(ins)})", pair.node.outputs, False)
            out.node.pure = True
            out.kind, out.type = "tuple", f"Tuple[{pair.type}, {pair.type}]"
            return out
        if name in ("abs", "min", "max"):
            shown = f"ops.prim.{name}"
            kind = types_[0] if len(set(types_)) == 1 else "number" if "number" in types_ else "float"
        else:
            shown = f"torch.{name.rsplit('.', 1)[-1]}"
            kind = "int" if name in _INT_MATH else "float"
        return self.typed(self.op(_call(shown), args, kind == "Tensor"), kind)

    def forward_call(self, module, args):
        """A submodule called: its forward, giving the type it is annotated to return or else compiles to (inlined
        in a frozen module)."""
        if module.module is not None:
            from ._inline_layers import inline_module

            out = inline_module(self, module.module, args)
            if any(out is a for a in args) or getattr(out, "passed", False):
                # what freezing removed gives what it was given, which the caller's variable does not name
                out.unnamed = out.name is None
            else:
                out.inlined = True  # it takes the name of the variable the caller assigns it to
            out.passed = False
            return out
        returns = module.kind.returns or module.kind.inferred()
        out = self.op(lambda ins: f"({ins[0]}).forward({''.join(i + ', ' for i in ins[1:])})", [module] + args,
                      returns == "Tensor", kind='prim::CallMethod[name="forward"]')
        return self.typed(out, returns)

    def annotated(self, value_node, type_name):
        """A value built with a declared type: an empty list or dict is that type's empty container."""
        if isinstance(value_node, (ast.List, ast.Dict)) \
                and not (value_node.elts if isinstance(value_node, ast.List) else value_node.keys):
            empty = "[]" if isinstance(value_node, ast.List) else "{}"
            return self.typed(self.empty(type_name, empty), type_name)
        return self.typed(self.expr(value_node), type_name)

    def empty(self, type_name, literal):
        """An empty list or dict of a declared type (prim::ListConstruct or prim::DictConstruct of nothing)."""
        out = self.op(lambda ins: f"annotate({type_name}, {literal})", [], False,
                      kind="prim::ListConstruct" if literal == "[]" else "prim::DictConstruct")
        out.node.source = None
        return out

    def comprehension(self, node):
        """[elt for x in xs]: an empty list, typed by its element, appended to in a loop over xs (the loop variable
        stays inside it)."""
        listed = self.typed(self.op(lambda ins: f"annotate({listed.type}, [])", [], False,
                                    kind="prim::ListConstruct"), "List[Tensor]")
        listed.node.source = None
        generator = node.generators[0]

        def append():
            element = self.expr(node.elt)
            listed.type = f"List[{'Tensor' if element.tensor else element.type or 'int'}]"
            self._kwcall("torch.append", [listed, element], [], listed.type)

        loop = ast.copy_location(ast.For(target=generator.target, iter=generator.iter, body=[], orelse=[]), node)
        self.for_(loop, append)  # (what the loop makes comes from the comprehension)
        return listed

    @staticmethod
    def typed(value, type_name):
        value.type = type_name
        value.tensor = value.tensor or type_name == "Tensor"
        return value

    def _kwcall(self, name, args, kwargs, type_name, n_outputs=1):
        """A call; type_name: the TorchScript type of its result (None: unknown, not a tensor); n_outputs: 0 for an
        op that gives nothing (then None)."""
        short = name.rsplit(".", 1)[-1]
        first = 1 if short in _SIZE_METHODS else 0 if short in _SIZE_FACTORIES else None
        if first is not None and len(args) > first and not any(a.tensor or a.kind == "list" for a in args[first:]):
            # sizes given one by one are the int[] the schema takes
            if short in _NAMED_FIRST:
                self.numbering.new()  # the list made matching the `.names` overload TorchScript tries first
            sizes = self.op(lambda ins: f"[{', '.join(ins)}]", args[first:], False, kind="prim::ListConstruct")
            sizes.kind, sizes.type, sizes.node.source = "list", "List[int]", None
            args = args[:first] + [sizes]
        given = {k: self.expr(v) for k, v in kwargs}
        schema = SCHEMAS.get(short) if name.startswith("torch.") else None
        if schema is not None and len(args) <= len(schema) and set(given) <= {a.name for a in schema}:
            args, keys = self._match(schema, args, given)
        else:
            keys = [None] * len(args) + list(given)
            args = args + list(given.values())

        def render(ins):
            return f"{name}({', '.join(v if k is None else f'{k}={v}' for k, v in zip(keys, ins))})"
        render.name = name
        # reductions along a dim give (values, indices): one node with two outputs
        pair = short in _PAIR_OPS and len(args) > 1 and not args[1].tensor and name.startswith("torch.")
        matched, self.matched = self.matched, None
        if not n_outputs:
            self.op(render, args, False, n_outputs=0)
            self.block.nodes[-1].graph_inputs = matched
            return None
        out = self.typed(self.op(render, args, type_name == "Tensor", n_outputs=2 if pair else 1), type_name)
        out.node.graph_inputs = matched
        if pair:
            out.node.outputs[1].tensor = True
            out.kind = "pair"
        return out

    def _match(self, schema, args, given):
        """The inputs a call passes by the op's schema, trailing defaults left out, and the keywords printed."""
        slots = list(args) + [given.get(a.name) for a in schema[len(args):]]
        passed = list(slots)
        while slots and slots[-1] is None or (slots and _is_default(slots[-1], schema[len(slots) - 1], self.frozen)):
            slots.pop()
        inputs = []
        for value, argument in zip(slots, schema):
            if value is None:
                value = self.const(None if argument.default is MISSING else argument.default)
            elif argument.int_list and value.kind == "tuple":  # a tuple of ints converts to the list
                value = self.op(lambda ins: f"[{', '.join(ins)}]", value.node.inputs, False, kind="prim::ListConstruct")
                value.kind, value.type, value.node.source = "list", "List[int]", None
            elif argument.int_list and not value.tensor and value.kind != "list" and value.type != "List[int]" \
                    and not (value.node is not None and value.node.kind == "const" and isinstance(value.node.value, list)):
                if self.frozen and value.node is not None and value.node.kind == "const" \
                        and type(value.node.value) is int:
                    value = self.const([value.node.value] * argument.size)  # constant propagation folds the list
                else:
                    value = self.op(lambda ins, n=argument.size: f"[{', '.join([ins[0]] * n)}]", [value], False)
            inputs.append(value)
        self.matched = self._graph_inputs(schema, inputs, passed)
        return inputs, [a.name if a.keyword_only else None for a in schema[:len(inputs)]]

    def _graph_inputs(self, schema, inputs, passed):
        """The inputs of the call's node in the graph: every argument, defaults included (an argument without a
        default that is not passed selects the overload without it, and the positional ones after it)."""
        full, skipping = list(inputs), False
        for value, argument in zip(passed[len(inputs):], schema[len(inputs):]):
            if value is None and argument.default is MISSING:
                skipping = True
                continue
            if skipping and not argument.keyword_only:
                continue
            full.append(value if value is not None else self.const(argument.default, source=False))
        return full

    def condition(self, test, cast=False):
        """A test as a bool, cast by bool() (aten::Bool for a tensor or number); cast: even where the test gives a
        bool, as a loop's test is (emitToBool), where an `if`'s test or an and/or operand is not (emitCondExpr)."""
        value = self.expr(test)
        outer, self.where = self.where, test
        try:
            if cast or not _gives_bool(test, value):
                self.numbering.new()  # bool()'s cast makes a constant 0 whether it is needed or not
            numeric = value.tensor or type_name(value) in ("int", "float")
            return self.typed(self.op(_call("bool"), [value], False), "bool") if numeric else value
        finally:
            self.where = outer

    # -- statements -------------------------------------------------------------------------------------------
    def statements(self, body):
        """Emits body into the current block; returns the value returned, or None if control falls through."""
        for position, stmt in enumerate(body):
            if isinstance(stmt, ast.Return):
                value = self.expr(stmt.value) if stmt.value is not None else self.const(None)
                if not self.return_exits:
                    return value
                self.exit([value], returns=True)
                return None
            if isinstance(stmt, ast.If) and _returns(stmt.body) and not stmt.orelse and position + 1 < len(body) \
                    and not self.return_exits:
                # an early return: what follows the `if` runs in its `else`
                returned = self.if_(ast.copy_location(ast.If(test=stmt.test, body=stmt.body,
                                                             orelse=body[position + 1:]), stmt), early=True)
                if returned is not None and returned.node is not None:
                    returned.node.early_return = True  # (the exit transform clones what follows, see _graph.py)
                return returned
            if isinstance(stmt, ast.If):
                returned = self.if_(stmt)
                if returned is not None:
                    return returned
            elif isinstance(stmt, ast.For):
                if not self.module_loop(stmt):
                    self.for_(stmt)
            elif isinstance(stmt, ast.While):
                self.while_(stmt)
            elif isinstance(stmt, (ast.Break, ast.Continue)):
                self.loop_exit(isinstance(stmt, ast.Continue))
                return None  # what follows in the block never runs
            elif isinstance(stmt, ast.With) and position == len(body) - 1 and not self.return_exits \
                    and isinstance(returned := self.with_(stmt, returning=True), Value):
                return returned
            else:
                self.simple(stmt)
                if self.block in self.exits:  # a raise
                    return None
        return None

    def simple(self, stmt):
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
            return  # a docstring
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.value, (ast.List, ast.Dict)) \
                and not (stmt.value.elts if isinstance(stmt.value, ast.List) else stmt.value.keys):
            # an empty container is built with its annotated type
            annotated = from_annotation(stmt.annotation)
            empty = "[]" if isinstance(stmt.value, ast.List) else "{}"
            value = self.empty(annotated.name, empty)
            self.assign(stmt.target, self.typed(value, annotated.name))
            return
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and stmt.value is not None:
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            if len(targets) == 1 and isinstance(targets[0], ast.Tuple) and isinstance(stmt.value, ast.Tuple) \
                    and len(targets[0].elts) == len(stmt.value.elts):
                values = [self.expr(v) for v in stmt.value.elts]
                for target, value in zip(targets[0].elts, values):
                    self.assign(target, value)
                return
            value = self.expr(stmt.value)
            for target in targets:
                self.assign(target, value)
            return
        if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Subscript) \
                and type(stmt.op) in _INPLACE and not isinstance(stmt.target.slice, ast.Tuple) \
                and not (isinstance(stmt.target.slice, ast.Slice) and stmt.target.slice.step is not None):
            self.subscript_aug_assign(stmt)
            return
        if isinstance(stmt, ast.AugAssign) and (isinstance(stmt.target, ast.Name) or self.is_attribute(stmt.target)):
            # an attribute is read, combined and set back, as a variable is
            current = self.expr(stmt.target)
            operand = self.expr(stmt.value)
            outer, self.where = self.where, stmt  # the op an augmented assignment makes comes from the statement
            if current.tensor:
                name = _INPLACE.get(type(stmt.op)) or _BINARY[type(stmt.op)]
                inputs = [current, operand]
                if name in ("add_", "sub_"):
                    inputs.append(self.const(1, source=False))  # the graph gives it its alpha
                out = self.op(_call(f"torch.{name}"), inputs[:2], True)
                out.node.graph_inputs = inputs
            else:
                out = self.arithmetic(_BINARY[type(stmt.op)], current, operand)
            self.assign(stmt.target, out)
            self.where = outer
            return
        if isinstance(stmt, ast.Expr):
            self.expr(stmt.value)
            return
        if isinstance(stmt, ast.Pass):
            return
        if isinstance(stmt, ast.Assert) and (stmt.msg is None or isinstance(stmt.msg, ast.Constant)):
            self.assert_(stmt)
            return
        if isinstance(stmt, ast.Raise) and stmt.cause is None and self.raise_(stmt):
            return
        if isinstance(stmt, ast.With) and self.with_(stmt):
            return
        self.op(lambda ins, t=ast.unparse(stmt): t, [], False, n_outputs=0)

    def with_(self, stmt, returning=False):
        """`with torch.no_grad():` as emitWith: the context object made (prim::CreateObject, its __init__ called),
        prim::Enter before the body and prim::Exit after it. The body is in the enclosing block (the graph prints
        it there); `.code` prints it as a `with` block. False for other statements `with` starts.
        returning: the body ends in the return its block ends with (the exit transform moves the return after the
        prim::Exit); then gives the value returned."""
        returns = [n for n in ast.walk(stmt) if isinstance(n, ast.Return)]
        if len(stmt.items) != 1 or stmt.items[0].optional_vars is not None \
                or returns != ([stmt.body[-1]] if returning else []):
            return False
        item = stmt.items[0].context_expr
        if not (isinstance(item, ast.Call) and not item.args and not item.keywords
                and self.resolve(item.func) is _no_grad()):
            return False
        outer, self.where = self.where, item
        made = self.typed(self.op(lambda ins: f"{_NO_GRAD}.__new__({_NO_GRAD})", [], False, kind="prim::CreateObject"),
                          _NO_GRAD)
        self.typed(self.op(lambda ins: f"({ins[0]}).__init__()", [made], False,
                           kind='prim::CallMethod[name="__init__"]'), "NoneType")
        self.where = outer
        node = self.block.append(Node("with", inputs=[made], n_outputs=0))
        body = Block(node)
        node.blocks = [body]
        node.enter = self.typed(self.numbering.new(Value(None)), "NoneType")  # (__enter__ gives None)
        outer, self.block = self.block, body
        returned = self.statements(stmt.body)
        self.block = outer
        node.exit = self.typed(self.numbering.new(Value(None)), "Tensor")  # (prim::Exit's output is left untyped)
        return returned if returning else True

    def raise_(self, stmt):
        """`raise E(message)`: prim::RaiseException with the message and E's qualified name; `raise E` names no
        class, as TorchScript has it. False where E is no builtin exception with at most one argument."""
        exc = stmt.exc
        call = exc if isinstance(exc, ast.Call) else None
        cls = self.resolve(call.func if call is not None else exc)
        if not (isinstance(cls, type) and issubclass(cls, BaseException) and cls.__module__ == "builtins") \
                or (call is not None and (len(call.args) > 1 or call.keywords)):
            return False
        inputs = [self.expr(call.args[0]) if call is not None and call.args else self.const("")]
        outer, self.where = self.where, exc  # the class's name comes from the exception, the raise from the statement
        if call is not None:
            inputs.append(self.const(f"builtins.{cls.__name__}"))
        self.where = stmt
        self.op(_call("ops.prim.RaiseException"), inputs, False, n_outputs=0)
        self.where = outer
        self.numbering.new()  # (one value more the compiler makes raising)
        self.block.nodes[-1].raises = True
        self.exits.add(self.block)  # what follows never runs, and an `if` it ends a branch of gets no value from it
        return True

    def assert_(self, stmt):
        """`assert test, message`: an `if test` whose else raises "AssertionError: message"."""
        node = Node("if", inputs=[self.condition(stmt.test)], n_outputs=0)
        node.blocks = [Block(node), Block(node)]
        outer, self.block = self.block, node.blocks[1]
        message = "" if stmt.msg is None else str(stmt.msg.value)
        self.op(_call("ops.prim.RaiseException"), [self.const(f"AssertionError: {message}")], False, n_outputs=0)
        self.block.nodes[-1].raises = True
        self.block = outer
        self.block.append(node)

    def assign(self, target, value):
        if isinstance(target, ast.Name):
            self.bind(target.id, value)
        elif isinstance(target, ast.Tuple) and value.kind == "pair" and len(target.elts) == 2:
            for out, elt in zip(value.node.outputs, target.elts):
                self.assign(elt, out)
        elif isinstance(target, ast.Tuple) and value.kind == "tuple" and len(value.node.inputs) == len(target.elts):
            for item, elt in zip(value.node.inputs, target.elts):  # a tuple built is unpacked to what built it
                self.assign(elt, item)
        elif isinstance(target, ast.Tuple):
            node = self.block.append(Node("unpack", inputs=[value], n_outputs=len(target.elts)))
            node.graph_kind = "prim::TupleUnpack"
            items = _tuple_items(value.type) if (value.type or "").startswith("Tuple[") else []
            for position, (out, elt) in enumerate(zip(node.outputs, target.elts)):
                out.tensor = value.tensor
                if len(items) == len(target.elts):
                    self.typed(out, items[position])
                self.numbering.new(out)
                self.assign(elt, out)
        elif isinstance(target, ast.Subscript):
            self.subscript_assign(target, value)
        else:
            self.op(lambda ins, t=ast.unparse(target): f"{t} = {ins[0]}", [value], False, n_outputs=0)

    def subscript_assign(self, target, value):
        """`x[i] = v`: on a tensor, the selected or sliced view copied (a tensor) or filled (a number) in place, or
        index_put_ for a tensor index; on a list or dict, aten::_set_item (a list's gives the list back, a dict's
        gives nothing)."""
        owner = self.expr(target.value)
        index = target.slice
        if owner.tensor and isinstance(index, ast.Slice) and index.step is None:
            view = self.subscript(ast.Subscript(value=target.value, slice=index, ctx=ast.Load()), owner)
        elif owner.tensor and not isinstance(index, (ast.Slice, ast.Tuple)):
            position = self.expr(index)
            if position.tensor and value.tensor:
                self.op(_call("torch.index_put_"), [owner, self.indices(position), value], True)
                return
            view = None if position.tensor else self.op(_call("torch.select"), [owner, self.const(0), position], True)
        elif not owner.tensor:
            position = self.expr(index)
            outer, self.where = self.where, target  # the item set comes from the assignment's target
            self.op(_call("torch._set_item"), [owner, position, value], False, n_outputs=0 if _is_dict(owner) else 1)
            self.where = outer
            return
        else:
            view = None
        if view is None:
            self.op(lambda ins, t=ast.unparse(target): f"{t} = {ins[0]}", [value], False, n_outputs=0)
            return
        if not value.tensor:  # a number becomes a tensor of the view's dtype and device, then is copied
            value = self.op(lambda ins: f"torch.tensor({ins[0]}, dtype=ops.prim.dtype({ins[1]}), "
                                        f"device=ops.prim.device({ins[1]}))", [value, view, view], True)
        self.op(_call("torch.copy_"), [view, value], True)

    def subscript_aug_assign(self, stmt):
        """`x[i] += v`: a tensor's view updated in place; a list's item read, combined and set back."""
        owner = self.expr(stmt.target.value)
        if owner.tensor:
            current = self.subscript(ast.Subscript(value=stmt.target.value, slice=stmt.target.slice, ctx=ast.Load()),
                                     owner)
            operand = self.expr(stmt.value)
            self.op(_call(f"torch.{_INPLACE[type(stmt.op)]}"), [current, operand], True)
            return
        if isinstance(stmt.target.slice, ast.Slice):
            self.op(lambda ins, t=ast.unparse(stmt): t, [], False, n_outputs=0)
            return
        position = self.expr(stmt.target.slice)
        item = self.typed(self.op(lambda ins: f"{_wrap(ins[0])}[{ins[1]}]", [owner, position], False),
                          _element_type(owner.type))
        operand = self.expr(stmt.value)
        combined = self.op(_call(f"torch.{_BINARY[type(stmt.op)]}"), [item, operand], item.tensor)
        self.op(_call("torch._set_item"), [owner, position, combined], False, n_outputs=0 if _is_dict(owner) else 1)

    def slice(self, owner, dim, index):
        """owner[start:end:step] along dim (None for a list): slice(self, [dim=0,] start=None, end=None, step=1),
        trailing defaults left out."""
        args = [dim] if dim is not None else []
        args += [self.expr(b) if b is not None else self.const(None) for b in (index.lower, index.upper)]
        defaults = [0, None, None]
        if index.step is not None:
            args.append(self.expr(index.step))
            defaults.append(1)
        defaults = defaults[-len(args):]
        while args and _is_constant(args[-1], defaults[len(args) - 1]):
            args.pop()
        return self.typed(self.op(_call("torch.slice"), [owner] + args, owner.tensor), owner.type)

    def basic_index(self, node):
        """Whether an index in x[a, b] is one basic indexing takes (a slice, an int, None, the ellipsis), not a
        tensor or list."""
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            node = node.operand
        if isinstance(node, ast.Name):
            value = self.lookup(node.id)
            return value is not None and value.type == "int"
        return isinstance(node, ast.Slice) or isinstance(node, ast.Constant) and (
            node.value is None or node.value is Ellipsis or type(node.value) is int)

    def basic_indexing(self, owner, items):
        """x[i, a:b, None, ...]: a select, slice or unsqueeze for each index, at the dim it applies to (counted from
        the end after an ellipsis), as emitIntAndSliceIndexing lowers them: the ints and Nones are emitted first,
        then the ops left to right."""
        dots = next((i for i, e in enumerate(items) if _is_ellipsis(e)), len(items))
        dims, values = [None] * len(items), [None] * len(items)

        def place(i, dim, step):
            """The dim of the next index (step: 1 left to right, -1 from the end)."""
            dims[i] = dim
            if isinstance(items[i], ast.Slice):
                return dim + step
            values[i] = self.expr(items[i])
            if _is_constant(values[i], None):  # a None adds a dim
                return dim + 1 if step > 0 else dim
            return dim if step > 0 else dim - 1  # an int removes its dim

        dim = 0
        for i in range(dots):
            dim = place(i, dim, 1)
        dim = -1
        for i in reversed(range(dots + 1, len(items))):
            dim = place(i, dim, -1)
        for i, item in enumerate(items):
            if i == dots:
                continue
            if isinstance(item, ast.Slice):
                owner = self.slice(owner, self.const(dims[i]), item)
            elif _is_constant(values[i], None):
                owner = self.op(_call("torch.unsqueeze"), [owner, self.const(dims[i])], True)
            else:
                owner = self.op(_call("torch.select"), [owner, self.const(dims[i]), values[i]], True)
        return owner

    def indices(self, position):
        """A tensor index as the List[Optional[Tensor]] aten::index and index_put_ take."""
        return self.op(lambda ins: f"annotate(List[Optional[Tensor]], [{ins[0]}])", [position], False)

    def refinement(self, test, cond):
        """(the variable the test narrows, its type where the test holds, its type where it does not; None where
        not narrowed): an Optional's `x is not None` / `x is None`, or an isinstance (see isinstance_)."""
        if getattr(cond, "narrowing", None) is not None:
            return cond.narrowing
        if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Is, ast.IsNot)) \
                and isinstance(test.left, ast.Name) and isinstance(test.comparators[0], ast.Constant) \
                and test.comparators[0].value is None:
            value = self.lookup(test.left.id)
            if value is not None and (value.type or "").startswith("Optional["):
                inner = value.type[len("Optional["):-1]
                return (test.left.id, inner, None) if isinstance(test.ops[0], ast.IsNot) else (test.left.id, None, inner)
        return None, None, None

    def narrow(self, name, kind):
        """A refinement: the variable read and cast to the narrower type (prim::unchecked_cast), which it is set
        to from here on."""
        value = self.lookup(name)
        self.numbering.load(name)
        cast = self.op(lambda ins, t=kind: f"unchecked_cast({t}, {ins[0]})", [value], kind == "Tensor",
                       kind="prim::unchecked_cast")
        cast.node.source, cast.node.pure = None, True
        self.bind(name, self.typed(cast, kind))

    def _in_block(self, block, body, refined=None, merged=0):
        """refined: (a variable, the type the block sees it as), for a test narrowing it; merged: for the block of
        what follows an early return, the values the `if` makes merging the narrowed variable before it runs."""
        outer, self.block = self.block, block
        scopes = len(self.env)
        if refined is not None:  # inside, the variable has the narrower type
            self.env.append({})
            self.narrow(*refined)
            if merged:  # (the cast is the `if`'s else, not what follows it: the exit transform clones no cast)
                self.block.nodes[-1].not_cloned = True
                for _ in range(merged):
                    self.numbering.new()
        self.env.append({})
        try:
            returned = self.statements(body)
            visible = {}
            for scope in self.env[scopes:]:
                visible.update(scope)
            names = list(visible)
            *values, returned = self.cut_after_raise(block, [visible[n] for n in names] + [returned])
            visible = dict(zip(names, values))
            for scope in self.env[scopes:]:
                scope.update((n, visible[n]) for n in scope)
            # what the block assigns, with the values it ends with (a refined Optional among them)
            return returned, {name: visible[name] for name in self.env[-1]}, visible
        finally:
            del self.env[scopes:]
            self.block = outer

    def if_(self, stmt, early=False):
        """early: the `if` of an early return, whose else is what follows it."""
        cond = self.condition(stmt.test)
        taken = _static_condition(cond)
        refined, in_then, in_else = self.refinement(stmt.test, cond)
        if taken is not None:  # the branch taken is emitted in the block the `if` was in
            if (in_then if taken else in_else) is not None:
                self.narrow(refined, in_then if taken else in_else)
            return self.statements(stmt.body if taken else stmt.orelse)
        node = Node("if", inputs=[cond], n_outputs=0)
        node.source = stmt
        then_block, else_block = Block(node), Block(node)
        node.blocks = [then_block, else_block]
        then_ret, then_env, then_seen = self._in_block(then_block, stmt.body,
                                                       (refined, in_then) if in_then is not None else None)
        else_ret, else_env, else_seen = self._in_block(else_block, stmt.orelse,
                                                       (refined, in_else) if in_else is not None else None,
                                                       merged=(4 + (in_then is not None)) * early)
        self.block.append(node)
        then_exits, else_exits = then_block in self.exits, else_block in self.exits
        if then_exits and else_exits:
            self.exits.add(self.block)
        self.merge_loads(then_env, then_seen, then_exits, else_env, else_seen, else_exits)
        if refined is not None and not (early and in_else is not None):
            self.numbering.load(refined)  # the refinement set the variable in its branch: the other looks it up
        if in_then is not None and in_else is not None:  # (and the first branch looks up the second's)
            self.numbering.load(refined)
        # (SSA conversion gives the `if` an output for it, unused and gone from the graph printed)
        node.refined = refined is not None
        node.narrowed = in_else if in_else is not None else in_then  # (the type the variable has after it)
        # the variables either branch assigns that both define, in name order as TorchScript's set of them; where
        # one branch exits, those the other defines (the exiting one gives an uninitialized value, never read)
        names = sorted(n for n in set(then_env) | set(else_env) if not (then_exits and else_exits)
                       and (then_exits or n in then_env or self.lookup(n))
                       and (else_exits or n in else_env or self.lookup(n)))
        returns = then_ret is not None and else_ret is not None
        for name in names:
            left, right = then_seen.get(name) or self.lookup(name), else_seen.get(name) or self.lookup(name)
            if then_exits:
                left = self.uninitialized(then_block, right)
            elif else_exits:
                right = self.uninitialized(else_block, left)
            out = Value(node, tensor=left.tensor and right.tensor, type_name=scalar_type(left))
            node.outputs.append(out)
            then_block.ret.add_input(left)
            else_block.ret.add_input(right)
            self.env[-1][name] = out
            out.name = out.variable = name  # (its graph name comes with SSA conversion, see _graph.py)
        if returns or then_ret is not None and else_exits or else_ret is not None and then_exits:
            # a branch that raises gives an uninitialized value, never read
            then_ret = self.uninitialized(then_block, else_ret) if then_ret is None else then_ret
            else_ret = self.uninitialized(else_block, then_ret) if else_ret is None else else_ret
            out = Value(node, tensor=then_ret.tensor and else_ret.tensor,
                        type_name=scalar_type(then_ret) or scalar_type(else_ret))
            node.outputs.append(out)
            then_block.ret.add_input(then_ret)
            else_block.ret.add_input(else_ret)
            return out
        return None

    def merge_loads(self, then_env, then_seen, then_exits, else_env, else_seen, else_exits):
        """The loads TorchScript's front end makes merging the branches' variables: each branch's variables looked
        up in the other, then each variable both define read in both (and where it was before the `if`); they only
        count in the graph's numbering."""
        def seen(name, visible):
            return name in visible or self.lookup(name) is not None

        mutated = set()
        for defined, other, other_exits in ((then_env, else_seen, else_exits), (else_env, then_seen, then_exits)):
            for name in defined:
                if seen(name, other):
                    self.numbering.load(name)
                if seen(name, other) or other_exits:
                    mutated.add(name)
        for name in sorted(mutated):
            for exits in (then_exits, else_exits):
                if not exits:
                    self.numbering.load(name)
            if self.lookup(name) is not None:
                self.numbering.load(name)

    def uninitialized(self, block, like):
        """A value of like's type for a block that has exited, where it is never read; for one that raises, the
        exit transform's: one per type, at the function's start."""
        kind = type_name(like)
        raises = bool(block.nodes) and getattr(block.nodes[-1], "raises", False)
        if raises and kind in self.units:
            return self.units[kind]
        outer, self.block = self.block, block
        out = self.typed(self.op(lambda ins, t=kind: f"uninitialized({t})", [], like.tensor,
                                 kind="prim::Uninitialized"), kind)
        self.block = outer
        if raises:  # (the exit transform's, numbered after the passes before it; see _graph.py)
            block.nodes.remove(out.node)
            self.top.nodes.insert(0, out.node)
            out.node.block = self.top
            self.units[kind] = out
            self.numbering.next -= 1
            out.id, out.node.unit = None, True
        return out

    def loop_exit(self, is_continue):
        """`break` or `continue`: a loop continuation, with the loop's next condition (False for a break, the while
        loop's test again for a continue) and the values it carries (see _exits.py)."""
        node, stmt, assigned = self.loops[-1]
        if not is_continue:
            going = self.const(False)
        elif node.loop == "while":
            going = self.condition(stmt.test, cast=True)
        else:
            going = self.const(True)
        self.exit([going] + [self.lookup(name) for name in assigned], returns=False)

    def exit(self, values, returns):
        """A return (prim::ReturnStmt) or loop continuation, for the exit transform (_exits.py) to remove."""
        self.exited = True  # (the graph of what that transform makes is not numbered)
        node = self.block.append(Node("exit", inputs=values, n_outputs=0))
        node.returns = returns
        if returns:
            self.returned.append(values[0])
        self.exits.add(self.block)

    def _loop(self, stmt, header_inputs, body_prefix):
        """A loop node carrying the variables its body assigns that exist before it."""
        # by name, as ConvertToSSA adds them (CanonicalizeOutputs then orders them by use, see _canonical.py)
        in_body = set(_assigned_names(stmt.body))
        assigned = sorted(n for n in dict.fromkeys(n for scope in self.env for n in scope) if n in in_body)
        node = Node("loop", inputs=header_inputs, n_outputs=0)
        body = Block(node)
        node.blocks = [body]
        node.body_prefix = body_prefix
        carried_in = []
        for name in assigned:
            before = self.lookup(name)
            node.add_input(before)
            inner = Value(None, tensor=before.tensor, type_name=scalar_type(before))
            carried_in.append((name, inner))
            out = Value(node, name=name, tensor=before.tensor, type_name=scalar_type(before))
            node.outputs.append(out)
            inner.variable = out.variable = name  # (their graph names come with SSA conversion, see _graph.py)
        return node, body, carried_in, assigned

    def unrolled_for(self, stmt, modules, target, counter=None):
        """A loop over a ModuleList or Sequential (enumerated, where counter names the index's target): its items
        read first, then the body once for each, as TorchScript unrolls it (each item is a module of its own type,
        each index a constant)."""
        items = []
        for name, kind in modules.kind.items:
            self.numbering.new()  # the item's name, a string constant of the dict of submodules
            item = self.op(lambda ins, a=name: f"{ins[0]}.{a}" if a.isidentifier() else f'getattr({ins[0]}, "{a}")',
                           [modules], False, kind=f'prim::GetAttr[name="{name}"]')
            item.name, item.kind, item.node.source = f"_{name}" if name.isdigit() else name, kind, None
            self.numbering.name(item, item.name)
            if modules.module is not None:
                item.module, item.node.pure = modules.module._modules[name], True
            items.append(item)
        if counter is not None:
            self.numbering.new()  # the start and step of the range enumerate counts with
            self.numbering.new()
        for position, item in enumerate(items):
            self.env[-1][target] = item  # a module is no graph value: it names none
            outer, self.where = self.where, stmt
            index = self.literal(position)  # each trip's index, a constant made whether it is used or not
            self.where = outer
            if counter is not None:
                self.bind(counter.id, index)
            self.statements(stmt.body)

    def module_loop(self, stmt):
        """Whether stmt loops over a ModuleList or Sequential, or enumerates one; if so, unrolled."""
        iterable, target, counter = stmt.iter, stmt.target, None
        if isinstance(iterable, ast.Call) and self.resolve(iterable.func) is enumerate and len(iterable.args) == 1 \
                and not iterable.keywords and isinstance(target, ast.Tuple) and len(target.elts) == 2 \
                and all(isinstance(e, ast.Name) for e in target.elts):
            iterable, (counter, target) = iterable.args[0], target.elts
        if isinstance(iterable, ast.Attribute) and isinstance(iterable.value, ast.Name) and iterable.value.id == "self":
            kind = self.self_attrs.get(iterable.attr)
        elif isinstance(iterable, ast.Name):
            kind = getattr(self.lookup(iterable.id), "kind", None)
        else:
            kind = None
        if not isinstance(target, ast.Name) or not (isinstance(kind, Submodule) and kind.items is not None):
            return False
        if counter is not None:
            self.numbering.new()  # the end of the range enumerate counts with, the largest int
        self.unrolled_for(stmt, self.expr(iterable), target.id, counter)
        return True

    def for_(self, stmt, emit_body=None):
        """A for loop; emit_body, where given, emits its body in place of the statement's."""
        iterable = self.iterable(stmt.iter)
        outer_where, self.where = self.where, stmt  # what the loop makes comes from its statement
        iterable = self.keyed(iterable)
        trips = self.iterable_len(iterable)
        node, body, carried_in, assigned = self._loop(stmt, [trips], None)
        node.loop, node.source = "for", stmt
        node.graph_condition = self.const(True)  # a for loop goes on while True
        self.loops.append((node, stmt, assigned))
        counter = self.numbering.new(Value(None, type_name="int"))
        body.inputs = [counter] + [v for _, v in carried_in]
        outer, self.block = self.block, body
        self.env.append({name: v for name, v in carried_in})
        self.assign_item(stmt.target, self.iterable_item(iterable, counter), counter)
        self.where = outer_where
        if emit_body is not None:
            emit_body()
        else:
            self.statements(stmt.body)
        self.loops.pop()
        for name in assigned:
            body.ret.add_input(self.lookup(name))
        self.env.pop()
        self.block = outer
        self.block.append(node)
        for name, out in zip(assigned, node.outputs):
            self.env[-1][name] = out

    def iterable(self, node):
        """A for loop's iterable as TorchScript's IterableTree has it: ('range', start, end, step), start None for
        range(end); ('seq', value) for a list, tuple or tensor; ('tree', children) for a zip or enumerate."""
        fn = self.resolve(node.func) if isinstance(node, ast.Call) and not node.keywords else None
        if fn is range and 1 <= len(node.args) <= 3:
            args = [self.expr(a) for a in node.args]
            for _ in range(3 - len(args) if len(args) < 3 else 0):
                self.numbering.new()  # the start and step TorchScript's range makes where they are not given
            if len(args) == 1:
                return "range", None, args[0], None
            return "range", args[0], args[1], args[2] if len(args) == 3 else self.const(1)
        if fn is enumerate and len(node.args) in (1, 2):
            start = self.expr(node.args[1]) if len(node.args) == 2 else None
            count = ("range", start, self.const(_INT_MAX), None if start is None else self.const(1))
            return "tree", [count, self.iterable(node.args[0])]
        if fn is zip and node.args:
            return "tree", [self.iterable(a) for a in node.args]
        return "seq", self.expr(node)

    def keyed(self, iterable):
        """The iterable with each dict in it iterated as its list of keys (aten::keys), as TorchScript does."""
        if iterable[0] == "tree":
            return "tree", [self.keyed(child) for child in iterable[1]]
        if iterable[0] == "seq" and _is_dict(iterable[1]):
            return "seq", self._kwcall("torch.keys", [iterable[1]], [], _container_method_type(iterable[1], "keys"))
        return iterable

    def iterable_len(self, iterable):
        """The loop's trip count: a range's length, a sequence's len, the least of a tree's."""
        kind = iterable[0]
        if kind == "range":
            _, start, end, step = iterable
            if start is None:
                return end
            return self.folded("__range_length", [start, end, step]) or self.typed(
                self.op(_call("torch.__range_length"), [start, end, step], False), "int")
        if kind == "seq":
            return self.typed(self.op(_call("torch.len"), [iterable[1]], False), "int")
        lengths = [self.iterable_len(leaf) for leaf in _leaves(iterable)]
        listed = self.typed(self.op(lambda ins: f"[{', '.join(ins)}]", lengths, False), "List[int]")
        listed.kind, listed.node.pure = "list", True
        return self.typed(self.op(_call("ops.prim.min"), [listed], False), "int")

    def iterable_item(self, iterable, counter):
        """What the iterable gives on the trip `counter`: a value, or for a tree a list of what its children give."""
        kind = iterable[0]
        if kind == "range":
            _, start, end, step = iterable
            if start is None:
                return counter
            return self.typed(self.op(_call("torch.__derive_index"), [counter, start, step], False), "int")
        if kind == "tree":
            return [self.iterable_item(child, counter) for child in iterable[1]]
        sequence = iterable[1]
        if sequence.tensor:  # a tensor iterates over its first dimension
            return self.op(_call("torch.select"), [sequence, self.const(0), counter], True)
        item = self.op(lambda ins: f"{_wrap(ins[0])}[{ins[1]}]", [sequence, counter], False,
                       kind="aten::__getitem__")
        return self.typed(item, _element_type(sequence.type))

    def assign_item(self, target, item, counter):
        """A loop's target assigned what its iterable gives; a tree's items go to a tuple target's names one by one
        (the trip counter itself is named for its variable)."""
        if isinstance(item, list) and isinstance(target, ast.Tuple) and len(target.elts) == len(item):
            for elt, part in zip(target.elts, item):
                self.assign_item(elt, part, counter)
            return
        item = self.packed(item)
        if item is counter and isinstance(target, ast.Name) and _meaningful(target.id):
            counter.name = target.id
        self.assign(target, item)

    def packed(self, item):
        if not isinstance(item, list):
            return item
        out = self.op(lambda ins: f"({', '.join(ins)})", [self.packed(p) for p in item], False)
        out.kind, out.node.pure = "tuple", True
        return out

    def while_(self, stmt):
        """A while loop as emitLoopCommon makes it: the largest int as its trip limit, its test in a block of its
        own, then the body; SSA conversion later moves the test to the body's end and clones it before the loop
        (the clone numbered then, see _graph.py)."""
        outer_where, self.where = self.where, stmt
        limit = self.literal(_INT_MAX)
        self.where = outer_where
        at, start = len(self.block.nodes), self.numbering.next
        first = self.condition(stmt.test, cast=True)
        header = self.block.nodes[at:]
        made = self.numbering.next - start
        node, body, carried_in, assigned = self._loop(stmt, [first], None)
        node.loop, node.source, node.graph_limit = "while", stmt, limit
        self.loops.append((node, stmt, assigned))
        body.inputs = [self.numbering.new(Value(None, type_name="int"))] + [v for _, v in carried_in]
        outer, self.block = self.block, body
        self.env.append({name: v for name, v in carried_in})
        self.statements(stmt.body)
        self.loops.pop()
        body.ret.add_input(self.moved_test(stmt.test, header))
        node.header = (header, start, made)
        for name in assigned:
            body.ret.add_input(self.lookup(name))
        self.env.pop()
        self.block = outer
        self.block.append(node)
        for name, out in zip(assigned, node.outputs):
            self.env[-1][name] = out


    def moved_test(self, test, header):
        """The loop's test at the body's end: the one emitted before the body (its values, its numbers) moved
        there, emitted again for the body's values; the one before the loop is the clone, numbered later."""
        numbering, self.numbering = self.numbering, Numbering()
        at = len(self.block.nodes)
        try:
            going = self.condition(test, cast=True)
        finally:
            self.numbering = numbering
        for moved, original in zip(_made(self.block.nodes[at:]), _made(header)):
            if original.id is not None and not getattr(original.node, "front", None):  # (literals stay on top)
                moved.id, original.made, original.id = original.id, original.id, None
        return going


def _gives_bool(test, value):
    """Whether a test is one TorchScript's emitCondExpr takes as it is, with no bool() cast: `is`, an isinstance,
    and, or, not."""
    return isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in (ast.Is, ast.IsNot) \
        or hasattr(value, "narrowing") or isinstance(test, ast.BoolOp) \
        or isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not)


def _made(nodes):
    """The values the nodes (and the nodes in their blocks) make, in order."""
    for node in nodes:
        for b in node.blocks:
            yield from _made(b.nodes)
        yield from node.outputs


def type_name(value):
    """A value's TorchScript type, as inferred for what a function returns or an uninitialized value stands for."""
    if value.kind == "tuple":
        return f"Tuple[{', '.join(type_name(v) for v in value.node.inputs)}]"
    if value.node is not None and value.node.kind == "const":
        return scalar_type(value) or "NoneType"
    return value.type or "Tensor"


def module_methods(module):
    return {name for name, fn in vars(type(module)).items() if inspect.isfunction(fn) and name != "forward"}


class _Builtin:
    """Where a node of an inlined TorchScript builtin comes from: a line of its source string."""

    def __init__(self, line):
        self.line = line


# TorchScript's builtins for a number on the left of a tensor: the line of their source its graph names
_REFLECTED = {"add": 5, "mul": 3, "sub": 11, "div": 13}


def _leaves(iterable):
    """The ranges and sequences a zip or enumerate is made of, in order."""
    if iterable[0] != "tree":
        return [iterable]
    return [leaf for child in iterable[1] for leaf in _leaves(child)]


def _is_constant(value, expected):
    node = value.node
    return node is not None and node.kind == "const" and type(node.value) is type(expected) and node.value == expected


def _is_ellipsis(node):
    return isinstance(node, ast.Constant) and node.value is Ellipsis


def _static_condition(cond):
    """A condition's value where it is a constant, for which constant propagation keeps only the branch taken; else
    None."""
    if getattr(cond, "static", None) is not None:
        return cond.static
    node = cond.node
    return node.value if node is not None and node.kind == "const" and type(node.value) is bool else None


def _never_none(value):
    """Whether a value's type rules None out."""
    kind = scalar_type(value) or ("Tensor" if value.tensor else None)
    return kind is not None and not kind.startswith("Optional[") and kind not in ("None", "NoneType", "Any")


def _constant_tuple(value):
    """Whether value is a tuple of constants, which constant propagation makes a constant."""
    return value.kind == "tuple" and value.node.graph_kind == "prim::TupleConstruct" \
        and all(_folded_constant(v) for v in value.node.inputs)


def _folded_constant(value):
    """Whether value is a constant once constant propagation has run (a constant, or a tuple of them)."""
    return value.node is not None and value.node.kind == "const" or _constant_tuple(value)


def _is_constant_node(node, expected):
    return isinstance(node, ast.Constant) and type(node.value) is type(expected) and node.value == expected


def _is_default(value, argument, frozen):
    """Whether a value is the argument's default (where frozen, an int for an int[N] stands for its list: constant
    propagation folds the list there)."""
    node = value.node
    if node is None or node.kind != "const" or argument.default is MISSING:
        return False
    given = node.value
    if frozen and argument.int_list and type(given) is int:
        given = [given] * argument.size
    return type(given) is type(argument.default) and given == argument.default


def _method_type(name, args):
    if name == "size" and len(args) > 1:
        return "int"
    return _NOT_TENSOR_METHODS.get(name, "Tensor")


def _element_type(container):
    if container and container.startswith("List[") and container.endswith("]"):
        return container[5:-1]
    if container and container.startswith("Dict[") and container.endswith("]"):
        return container[5:-1].split(", ", 1)[1]
    return None


def _container_method_type(owner, method):
    """The type of what a list's append or a dict's keys, values or items gives."""
    if method == "append":
        return owner.type
    if _is_dict(owner) and method in ("keys", "values", "items"):
        key, value = owner.type[5:-1].split(", ", 1)
        return f"List[{dict(keys=key, values=value, items=f'Tuple[{key}, {value}]')[method]}]"
    return None


# the binary ops with a (Tensor, Scalar) overload, which a bool on the right is converted to an int for
_SCALAR_OVERLOADS = {"add", "sub", "mul", "div", "pow", "remainder"}

# the class torch.no_grad is, as TorchScript names it
_NO_GRAD = "__torch__.torch.autograd.grad_mode.no_grad"


def _no_grad():
    from .. import no_grad

    return no_grad


def _isinstance_types(types):
    """The types an isinstance tests, as the printer writes them: one, or a tuple."""
    names = [t.name for t in types]
    return names[0] if len(names) == 1 else f"({', '.join(names)})"


def _tuple_items(tuple_type):
    """The item types of a `Tuple[...]` type, split at its top-level commas."""
    items, depth, start = [], 0, len("Tuple[")
    for i, c in enumerate(tuple_type[start:-1], start):
        depth += {"[": 1, "]": -1}.get(c, 0)
        if c == "," and depth == 0:
            items.append(tuple_type[start:i].strip())
            start = i + 1
    return items + [tuple_type[start:-1].strip()]


def scalar_type(value):
    """A value's TorchScript type where known: declared or inferred, or a constant's."""
    if value.type is not None:
        return value.type
    node = value.node
    if node is not None and node.kind == "const":
        return {bool: "bool", int: "int", float: "float", str: "str"}.get(type(node.value))
    return None


def _number_type(name, left, right):
    """What aten's int/float overloads of a binary op give: division and powers a float, else int unless a float
    is involved; None where an operand's type is unknown."""
    if left not in ("int", "float", "bool") or right not in ("int", "float", "bool"):
        return None
    if name in ("div", "pow") or "float" in (left, right):
        return "float"
    return "int"


def _is_dict(value):
    """Whether a value is a dict (aten::_set_item on one gives nothing; on a list, the list)."""
    return (value.type or "").startswith("Dict[")


def _wrap(text):
    return text if text.isidentifier() else f"({text})"


def _returns(body):
    return bool(body) and (isinstance(body[-1], ast.Return) or (
        isinstance(body[-1], ast.If) and _returns(body[-1].body) and _returns(body[-1].orelse)) or (
        isinstance(body[-1], ast.With) and isinstance(body[-1].body[-1], ast.Return)))


def _assigned_names(body):
    names = []
    for stmt in body:
        for node in ast.walk(stmt):
            targets = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            for target in targets:
                for leaf in ast.walk(target):
                    if isinstance(leaf, ast.Name) and isinstance(leaf.ctx, ast.Store) and leaf.id not in names:
                        names.append(leaf.id)
    return names
