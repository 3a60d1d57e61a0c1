"""How many values PyTorch's graph of a module trace has made at each point, for the numbers its `.graph` prints.

PyTorch traces a module into one graph: its inputs, a prim::TracedAttr for every parameter, buffer and submodule
of the module tree (and for two attributes every module has), then the ops as they run, a submodule's call a block
(prim::TracedModuleForward) holding its ops. FixupTraceScopeBlocks then gives each block a `self` input, turns the
attributes used into GetAttr nodes in the block using them, lifts a value made in a block and used outside it out
as the block's output (one new value per block crossed), makes a block with several outputs return a tuple, and
last replaces each block by a CallMethod. Values are numbered in the order they are made, so a CallMethod's
result is numbered after all of that.
"""

# attributes every module type of a trace holds besides its parameters, buffers and submodules
_MODULE_ATTRIBUTES = 2


def attribute_count(module):
    """How many TracedAttr values a module's trace makes: its attributes', and its submodules', recursively."""
    count = _MODULE_ATTRIBUTES
    count += sum(1 for p in module._parameters.values() if p is not None)
    count += sum(1 for b in module._buffers.values() if b is not None)
    for sub in module._modules.values():
        if sub is not None:
            count += 1 + attribute_count(sub)
    return count


def _parts(path):
    return path.split(".") if path else []


class FixupCounts:
    """What FixupTraceScopeBlocks makes for a call tree (see _traced_graph._Call), block by block.

    is_block(call): whether an event is a traced submodule's call (a block); attrs(event): the attribute paths a
    step or an atomic call (a scripted one) uses; uses(event): the tensors it uses; made(event): the tensors it
    makes."""

    def __init__(self, root, is_block, attrs, uses, made):
        self.is_block, self.attrs, self.uses, self.made = is_block, attrs, uses, made
        self.block_order = []  # the blocks as they get their `self` inputs
        self._blocks(root)
        self.blocks = len(self.block_order)
        self.getattr_order = []  # (block, attribute path, path read) of each GetAttr as it is made
        self.getattrs = self._getattrs(root)[0]
        self.outputs = {}  # block id -> how many outputs lifting gave it
        self.lifts = self._lifts(root)
        self.unpacked = {}  # block id -> its TupleUnpack's first value, counted from the first tuple value
        self.tuples = self._tuples(root)

    def _blocks(self, call):
        for event in call.events:
            if self.is_block(event):
                self.block_order.append(event)
                self._blocks(event)

    def before_tuples(self):
        """How many values the passes make before the tuples: block inputs, GetAttrs, lifted outputs."""
        return self.blocks + self.getattrs + self.lifts

    def _getattrs(self, call):
        """GetAttr values made in the call's block and its blocks (a use of an attribute from outside the block's
        module is a new input of the block, resolved by the caller), and the attributes left to the caller."""
        prefix = _parts(call.name)
        count, seen, unresolved = 0, set(), []
        for event in call.events:
            if self.is_block(event):
                inner, left = self._getattrs(event)
                count += inner
                refs = [event.name] + left
            else:
                refs = self.attrs(event)
            for path in refs:
                if path in seen:
                    continue
                seen.add(path)
                parts = _parts(path)
                if parts[:len(prefix)] == prefix:
                    count += len(parts) - len(prefix)
                    self.getattr_order.extend((call, path, ".".join(parts[:k + 1]))
                                              for k in range(len(prefix), len(parts)))
                else:
                    count += 1
                    unresolved.append(path)
        return count, unresolved

    def _lifts(self, root):
        """Values MakeDefsDominateUses adds: a tensor used outside the block that made it becomes an output of each
        block from there out to the one enclosing the use."""
        parent, defined = {id(root): None}, {}
        for t in root.inputs:
            defined[t] = root

        def index(call):
            for event in call.events:
                if self.is_block(event):
                    parent[id(event)] = call
                    index(event)
                else:
                    for t in self.made(event):
                        defined.setdefault(t, call)

        index(root)

        def chain(call):
            out = []
            while call is not None:
                out.append(call)
                call = parent[id(call)]
            return out

        count, remap = 0, {}

        def use(t, where):
            nonlocal count
            block = remap.get(t, defined.get(t))
            if block is None:
                return
            enclosing = chain(where)
            if block in enclosing:
                return
            while block not in enclosing:
                self.outputs[id(block)] = self.outputs.get(id(block), 0) + 1
                count += 1
                block = parent[id(block)]
            remap[t] = block

        def run(call):
            for event in call.events:
                if self.is_block(event):
                    run(event)
                else:
                    for t in self.uses(event):
                        use(t, call)

        run(root)
        for t in root.outputs:
            use(t, root)
        return count

    def _tuples(self, root):
        """Values convertReturnsToTuples adds, blocks inner first: a block of several outputs returns a tuple (its
        construct, the node's tuple output, an unpack of each), a block of none returns None (the constant and the
        output). Notes where each unpack's first value falls, counted from there."""
        count = 0

        def walk(call):
            nonlocal count
            for event in call.events:
                if self.is_block(event):
                    walk(event)
                    outputs = self.outputs.get(id(event), 0)
                    if outputs > 1:
                        self.unpacked[id(event)] = count + 2
                        count += 2 + outputs
                    elif outputs == 0:
                        count += 2

        walk(root)
        return count
