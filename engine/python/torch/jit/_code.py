"""`.code` of a scripted function: its source as TorchScript prints it, operators spelled as the torch calls they
are (`x + y` is `torch.add(x, y)`), with the typed signature TorchScript gives it."""
import ast

_BINARY = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul", ast.Div: "div", ast.MatMult: "matmul", ast.Pow: "pow",
           ast.FloorDiv: "floor_divide", ast.Mod: "remainder", ast.BitAnd: "__and__", ast.BitOr: "__or__",
           ast.BitXor: "__xor__", ast.LShift: "__lshift__", ast.RShift: "__rshift__"}
_COMPARE = {ast.Gt: "gt", ast.GtE: "ge", ast.Lt: "lt", ast.LtE: "le", ast.Eq: "eq", ast.NotEq: "ne"}
_NOT_TENSOR_METHODS = {"size", "dim", "item", "tolist", "numel", "stride", "is_contiguous"}


class _Printer:
    def __init__(self, tensors):
        self.tensors = set(tensors)

    def is_tensor(self, node):
        if isinstance(node, ast.Name):
            return node.id in self.tensors
        if isinstance(node, ast.BinOp):
            return self.is_tensor(node.left) or self.is_tensor(node.right)
        if isinstance(node, ast.UnaryOp):
            return self.is_tensor(node.operand)
        if isinstance(node, ast.Subscript):
            return self.is_tensor(node.value)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            owner = node.func.value
            if isinstance(owner, ast.Name) and owner.id == "torch":
                return node.func.attr not in _NOT_TENSOR_METHODS
            return self.is_tensor(owner) and node.func.attr not in _NOT_TENSOR_METHODS
        return False

    def expr(self, node):
        if isinstance(node, ast.BinOp) and type(node.op) in _BINARY and self.is_tensor(node):
            return f"torch.{_BINARY[type(node.op)]}({self.expr(node.left)}, {self.expr(node.right)})"
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and self.is_tensor(node.operand):
            return f"torch.neg({self.expr(node.operand)})"
        if (isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARE
                and (self.is_tensor(node.left) or self.is_tensor(node.comparators[0]))):
            return f"torch.{_COMPARE[type(node.ops[0])]}({self.expr(node.left)}, {self.expr(node.comparators[0])})"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and self.is_tensor(node.func.value) \
                or (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in _NOT_TENSOR_METHODS and self.is_tensor(node.func.value)):
            args = [self.expr(node.func.value)] + [self.expr(a) for a in node.args]
            args += [f"{k.arg}={self.expr(k.value)}" for k in node.keywords]
            return f"torch.{node.func.attr}({', '.join(args)})"
        if isinstance(node, ast.Call):
            args = [self.expr(a) for a in node.args] + [f"{k.arg}={self.expr(k.value)}" for k in node.keywords]
            return f"{ast.unparse(node.func)}({', '.join(args)})"
        return ast.unparse(node)

    def condition(self, node):
        text = self.expr(node)
        return f"bool({text})" if self.is_tensor(node) or text.startswith("torch.") else text

    def block(self, body, depth):
        out = []
        pad = "  " * depth
        for stmt in body:
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value,
                                                                                                      str):
                continue  # docstrings are not code
            if isinstance(stmt, ast.Assign):
                if self.is_tensor(stmt.value):
                    self.tensors.update(t.id for t in stmt.targets if isinstance(t, ast.Name))
                targets = " = ".join(ast.unparse(t) for t in stmt.targets)
                out.append(f"{pad}{targets} = {self.expr(stmt.value)}")
            elif isinstance(stmt, ast.Return):
                out.append(f"{pad}return {self.expr(stmt.value)}" if stmt.value is not None else f"{pad}return None")
            elif isinstance(stmt, ast.If):
                out.append(f"{pad}if {self.condition(stmt.test)}:")
                out += self.block(stmt.body, depth + 1)
                if stmt.orelse:
                    out.append(f"{pad}else:")
                    out += self.block(stmt.orelse, depth + 1)
            elif isinstance(stmt, ast.For):
                out.append(f"{pad}for {ast.unparse(stmt.target)} in {self.expr(stmt.iter)}:")
                out += self.block(stmt.body, depth + 1)
            elif isinstance(stmt, ast.While):
                out.append(f"{pad}while {self.condition(stmt.test)}:")
                out += self.block(stmt.body, depth + 1)
            else:
                out += [pad + line for line in ast.unparse(stmt).splitlines()]
        return out


def code(name, params, returns, body):
    """params: [(name, Type)]; returns: the return type's name."""
    signature = ",\n    ".join(f"{n}: {t.name}" for n, t in params)
    printer = _Printer(n for n, t in params if t.name == "Tensor")
    lines = printer.block(body, 1) or ["  return None"]
    return f"def {name}({signature}) -> {returns}:\n" + "\n".join(lines) + "\n"
