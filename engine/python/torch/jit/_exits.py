"""`break` and `continue` as TorchScript compiles them: the front end emits each as a loop continuation (the loop's
next condition, False for a break or the loop's test again for a continue, and its carried values), and
frontend/exit_transforms.cpp then removes them, making the code after a possible exit conditional on a has-exited
flag, with uninitialized values where a branch has none to give. Consecutive ifs on such a flag are merged, a for
loop whose body may stop it becomes a while loop counting its trips (CanonicalizeModifiedLoops), and the cleanup
passes drop the outputs nothing reads and those both branches give alike."""
from ._emitter import type_name as type_of
from ._folding import fold
from ._ir import Block, Node, Value, const_text

_WILL, _MIGHT, _WONT, _THROWS = range(4)


def transform_exits(top):
    """Rewrites the loop continuations, then the returns, in the function's block `top`, if it has any."""
    passes = [_Exits(top, returns) for returns in (False, True) if _has_exits(top, returns)]
    for exits in passes:
        exits.transform(top)
    if not passes:
        return
    _inline_consecutive_ifs(top)
    exited = [loop for exits in passes for loop in exits.exited]
    for loop in exited:
        _as_while_loop(passes[0], loop)
    for loop in exited:
        _clean(loop.blocks[0])
    if passes[-1].returns:
        _clean(top)
    for exits in passes:
        for unit in list(exits.units.values()):
            if not unit.uses:
                top.nodes.remove(unit.node)


def _has_exits(block, returns):
    return any(n.kind == "exit" and n.returns == returns or any(_has_exits(b, returns) for b in n.blocks)
               for n in block.nodes)


class _Exits:
    """One run of the pass: over loop continuations (each loop's body their target), or over returns (the
    function's block their target)."""

    def __init__(self, top, returns):
        self.top, self.returns = top, returns
        self.true, self.false = self.constant(True), self.constant(False)
        self.units = {}
        self.throws = self.unit("bool")  # never read: a block that throws gives no value
        self.target = None
        self.exited = []  # the loops whose bodies may stop them, outermost last

    def constant(self, value):
        node = Node("const", text=const_text(value))
        node.value, node.block = value, self.top
        self.top.nodes.insert(0, node)
        return node.output

    def unit(self, type_name):
        """One uninitialized value per type, made at the function's start (the latest first)."""
        if type_name not in self.units:
            node = Node("op", lambda ins, t=type_name: f"uninitialized({t})")
            node.block = self.top
            self.top.nodes.insert(0, node)
            node.output.type, node.output.tensor = type_name, type_name == "Tensor"
            self.units[type_name] = node.output
        return self.units[type_name]

    def units_like(self, values):
        return [self.unit(type_of(v)) for v in values]

    def status(self, pair):
        flag = pair[0]
        return _WILL if flag is self.true else _WONT if flag is self.false else _THROWS if flag is self.throws \
            else _MIGHT

    # -- the pass ---------------------------------------------------------------------------------------------
    def transform(self, block):
        previous = self.target
        loop = block.owner if block.owner is not None and block.owner.kind == "loop" else None
        if self.returns and block is self.top:
            self.target = block
        elif loop is not None and not self.returns:
            self.target = block
            _explicit_condition(self, loop)
        pair = (self.false, [])
        i = 0
        while i < len(block.nodes):
            node = block.nodes[i]
            i += 1
            if getattr(node, "raises", False):
                pair = (self.throws, [])
            elif node.kind == "exit" and node.returns == self.returns:
                pair = (self.true, list(node.inputs))
                _destroy(node)
                i -= 1
            elif node.kind == "if":
                pair = self.transform_if(node)
            elif node.kind == "loop":
                pair = self.transform_loop(node)
            if node in block.nodes:  # (uninitialized values made meanwhile go before it)
                i = block.nodes.index(node) + 1
            status = self.status(pair)
            if status in (_WILL, _THROWS):
                self.delete_after(block, i)
                break
            if status == _MIGHT:
                if i < len(block.nodes):
                    pair = self.guard(block, pair, i)
                break
        if self.target is block:
            status = self.status(pair)
            if status == _MIGHT:
                merged = Node("if", inputs=[pair[0]], n_outputs=0)
                merged.blocks = [Block(merged), Block(merged)]
                block.append(merged)
                outputs = list(block.ret.inputs)
                _add_if_outputs(merged, pair[1], outputs)
                _replace_inputs(block.ret, merged.outputs)
            elif status == _WILL:
                _replace_inputs(block.ret, pair[1])
            if loop is not None:
                if status in (_MIGHT, _WILL):
                    self.exited.append(loop)
                elif loop.loop == "for":
                    _remove_input(block.ret, 0)
                    block.explicit = False
            pair = (self.false, [])
        self.target = previous
        return pair

    def transform_loop(self, node):
        """A loop whose body may return: it stops once the body has returned, and gives whether it did and the
        values returned."""
        body = node.blocks[0]
        if not self.returns:
            self.transform(body)
            return self.false, []
        pair = self.transform(body)
        if self.status(pair) in (_WONT, _THROWS):  # (a loop may run no trip: it throws only maybe)
            return self.false, []
        _explicit_condition(self, node)
        stop = Node("if", inputs=[pair[0]], n_outputs=0)
        stop.blocks = [Block(stop), Block(stop)]
        body.append(stop)
        _add_if_outputs(stop, [self.false], [body.ret.inputs[0]])
        _replace_inputs(body.ret, [stop.outputs[0]] + body.ret.inputs[1:])
        carried = [(self.false, pair[0])] + [(self.unit(type_of(v)), v) for v in pair[1]]
        for before, inside in carried:
            node.add_input(before)
            body.inputs.append(Value(None, tensor=inside.tensor, type_name=type_of(inside)))
            body.ret.add_input(inside)
            node.outputs.append(Value(node, tensor=inside.tensor, type_name=type_of(inside)))
        self.exited.append(node)
        count = len(pair[1])
        return node.outputs[-count - 1], node.outputs[len(node.outputs) - count:]

    def transform_if(self, node):
        then_pair, else_pair = (self.transform(b) for b in node.blocks)
        then_status, else_status = self.status(then_pair), self.status(else_pair)
        if then_status == _THROWS:
            status = else_status
        elif else_status == _THROWS:
            status = then_status
        elif then_status == else_status and then_status in (_WILL, _WONT):
            status = then_status
        else:
            status = _MIGHT
        if status == _THROWS:
            return self.throws, []
        if status == _WONT:
            return self.false, []
        if then_status in (_WONT, _THROWS):
            then_pair = (then_pair[0], self.units_like(else_pair[1]))
        elif else_status in (_WONT, _THROWS):
            else_pair = (else_pair[0], self.units_like(then_pair[1]))
        if status == _WILL:
            flag = self.true
        else:
            _add_if_outputs(node, [then_pair[0]], [else_pair[0]])
            flag = node.outputs[-1]
        _add_if_outputs(node, then_pair[1], else_pair[1])
        count = len(then_pair[1])
        return flag, node.outputs[len(node.outputs) - count:]

    def guard(self, block, pair, at):
        """The block's nodes from `at` on, run only where no exit was taken; where one was, the exit's values."""
        guarded = Node("if", inputs=[pair[0]], n_outputs=0)
        exit_block, guard_block = Block(guarded), Block(guarded)
        guarded.blocks = [exit_block, guard_block]
        for node in block.nodes[at:]:
            guard_block.append(node)
        del block.nodes[at:]
        block.append(guarded)
        outputs = list(block.ret.inputs)
        _add_if_outputs(guarded, self.units_like(outputs), outputs)
        _replace_inputs(block.ret, guarded.outputs)
        exit_block.append(Node("exit", inputs=pair[1], n_outputs=0)).returns = self.returns
        return self.transform_if(guarded)

    def delete_after(self, block, at):
        """The nodes after an exit never run: what reads their values reads uninitialized ones instead."""
        for node in reversed(block.nodes[at:]):
            for out in node.outputs:
                if out.uses:
                    _replace_uses(out, self.unit(type_of(out)))
            _destroy(node)
        del block.nodes[at:]


def _explicit_condition(exits, loop):
    """A for loop's body goes on while True: its condition, made explicit (a while loop's body gives its own)."""
    body = loop.blocks[0]
    if loop.loop == "for" and not getattr(body, "explicit", False):
        _insert_input(body.ret, 0, exits.true)
        body.explicit = True


def _add_if_outputs(node, then_values, else_values):
    for left, right in zip(then_values, else_values):
        node.blocks[0].ret.add_input(left)
        node.blocks[1].ret.add_input(right)
        out = Value(node, tensor=left.tensor and right.tensor, type_name=type_of(left))
        node.outputs.append(out)


def _insert_input(user, position, value):
    values = list(user.inputs)
    values.insert(position, value)
    _replace_inputs(user, values)


def _remove_input(user, position):
    values = list(user.inputs)
    del values[position]
    _replace_inputs(user, values)


def _replace_inputs(user, values):
    for v in set(user.inputs):
        v.uses = [u for u in v.uses if u[0] is not user]
    user.inputs = []
    for v in values:
        user.add_input(v)


def _replace_uses(value, replacement):
    for user, position in value.uses:
        user.inputs[position] = replacement
        replacement.uses.append((user, position))
    value.uses = []


def _destroy(node):
    """Takes the node (and what its blocks hold) off the uses of the values it reads."""
    for b in node.blocks:
        for inner in b.nodes:
            _destroy(inner)
        _destroy(b.ret)
    for v in set(node.inputs):
        v.uses = [u for u in v.uses if u[0] is not node]
    if node.block is not None and node in node.block.nodes:
        node.block.nodes.remove(node)


def _inline_consecutive_ifs(block):
    i = 0
    while i < len(block.nodes):
        node = block.nodes[i]
        for b in node.blocks:
            _inline_consecutive_ifs(b)
        if not (i + 1 < len(block.nodes) and _inline_next_if(node, block.nodes[i + 1])):
            i += 1


def _inline_next_if(first, second):
    """Merges `second` into `first` when its condition is an output `first` gives as True in one branch and False in
    the other: each branch of `first` goes on with the branch of `second` it selects."""
    if first.kind != "if" or second.kind != "if" or second.inputs[0].node is not first:
        return False
    offset = first.outputs.index(second.inputs[0])
    flags = [_bool_constant(b.ret.inputs[offset]) for b in first.blocks]
    if None in flags or flags[0] == flags[1]:
        return False
    for block, flag in zip(first.blocks, flags):
        source = second.blocks[0 if flag else 1]
        mapping = dict(zip(first.outputs, block.ret.inputs))
        for node in source.nodes:
            block.append(node)
            _remap(node, mapping)
        _remap(source.ret, mapping)
        for v in source.ret.inputs:
            block.ret.add_input(v)
        _destroy(source.ret)
        source.nodes, source.ret.inputs = [], []
    _destroy(second)
    for out in second.outputs:
        new = Value(first, tensor=out.tensor, type_name=out.type)
        first.outputs.append(new)
        _replace_uses(out, new)
    return True


def _bool_constant(value):
    node = value.node
    return node.value if node is not None and node.kind == "const" and type(node.value) is bool else None


def _remap(node, mapping):
    for position, v in enumerate(node.inputs):
        if v in mapping:
            v.uses = [u for u in v.uses if u != (node, position)]
            node.inputs[position] = mapping[v]
            mapping[v].uses.append((node, position))
    for b in node.blocks:
        for inner in b.nodes:
            _remap(inner, mapping)
        _remap(b.ret, mapping)


def _as_while_loop(exits, loop):
    """A for loop whose body gives a condition of its own, as CanonicalizeModifiedLoops rewrites it: a while loop
    on `trips > 0`, counting its trips in a value it carries, going on while `trip + 1 < trips` and the body's
    condition holds."""
    if loop.loop != "for":
        return
    outer = loop.block
    body = loop.blocks[0]
    zero, one = exits.constant(0), exits.constant(1)
    trips = loop.inputs[0]
    if trips.node is not None and trips.node.kind == "const" and type(trips.node.value) is int:
        # constant propagation folds the first test on a constant trip count
        first = exits.constant(fold("gt", [trips.node.value, 0]))
    else:
        test = Node("op", lambda ins: f"torch.gt({ins[0]}, {ins[1]})", [trips, zero])
        test.block = outer
        outer.nodes.insert(outer.nodes.index(loop), test)
        first = test.output
    _replace_inputs(loop, [first] + list(loop.inputs[1:]) + [zero])
    counted = Value(loop, type_name="int")
    loop.outputs.append(counted)
    trip = Value(None, type_name="int")
    _replace_uses(body.inputs[0], trip)
    body.inputs = [Value(None)] + body.inputs[1:] + [trip]
    following = body.append(Node("op", lambda ins: f"torch.add({ins[0]}, {ins[1]})", [trip, one]))
    following.output.type = "int"
    within = body.append(Node("op", lambda ins: f"torch.lt({ins[0]}, {ins[1]})", [following.output, trips]))
    going = body.append(Node("op", lambda ins: f"torch.__and__({ins[0]}, {ins[1]})",
                             [within.output, body.ret.inputs[0]]))
    going.output.type = "bool"
    _replace_inputs(body.ret, [going.output] + list(body.ret.inputs[1:]) + [following.output])
    loop.loop = "while"


def _clean(block):
    """The cleanup passes on an exit-transformed body: an if's output both branches give alike is that value, and
    one nothing reads is dropped, until no more can be (a dropped output can leave an inner one unread)."""
    while _clean_once(block):
        pass


def _clean_once(block):
    changed = False
    for node in reversed(list(block.nodes)):
        if node.kind == "if":
            for i in reversed(range(len(node.outputs))):
                out = node.outputs[i]
                left, right = (b.ret.inputs[i] for b in node.blocks)
                if out.uses and (left is right or (_constant_text(left) is not None
                                                   and _constant_text(left) == _constant_text(right))):
                    _replace_uses(out, left)
                if not out.uses:
                    del node.outputs[i]
                    for b in node.blocks:
                        _remove_input(b.ret, i)
                    changed = True
        for b in node.blocks:
            changed = _clean_once(b) or changed
    return changed


def _constant_text(value):
    node = value.node
    return node.text if node is not None and node.kind == "const" else None
