"""The ids and debug names of a scripted function's graph values, handed out as PyTorch's front end hands them out,
for printing `.graph`: every value the compiler makes takes the next id (also those its passes later erase, such as
the prim::Load of each variable read), and a value named for a variable takes the name from the one that had it,
which is renamed `name.N` (Value::setDebugName: the suffixes of a name go up by two, as each rename stores the next
one past the suffix it used)."""


class Phantom:
    """A value the compiler makes and erases before the graph is printed (a variable's load, an unused constant)."""

    def __init__(self):
        self.id, self.debug = None, None


class Numbering:
    def __init__(self):
        self.next = 0
        self.owners = {}  # debug name -> value
        self.suffixes = {}  # name base -> the suffix to try next

    def new(self, value=None):
        value = Phantom() if value is None else value
        value.id = self.next
        self.next += 1
        return value

    def name(self, value, name):
        if getattr(value, "debug", None) is not None:
            del self.owners[value.debug]
        value.debug = None
        if not name:
            return
        if name in self.owners:
            base, dot, tail = name.rpartition(".")
            suffix = int(tail) if dot and tail.isdigit() else 1
            base = base if dot and tail.isdigit() else name
            if base in self.suffixes:
                suffix = max(suffix, self.suffixes[base] + 1)
            while f"{base}.{suffix}" in self.owners:
                suffix += 1
            self.suffixes[base] = suffix + 1
            self.name(self.owners[name], f"{base}.{suffix}")
        self.owners[name] = value
        value.debug = name

    def load(self, name):
        """A prim::Load of a variable: a value named for it."""
        value = self.new()
        self.name(value, name)
        return value
