"""The `tabulate` package's default ("simple") table, which Graph.print_tabular prints: cells are str()-ed and
left-aligned, each column as wide as its widest cell or its header plus two, separated by two spaces, and each line
without its trailing spaces."""


def tabulate(rows, headers):
    cells = [[str(c) for c in row] for row in rows]
    widths = [max([len(h) + 2] + [len(row[i]) for row in cells]) for i, h in enumerate(headers)]

    def line(values):
        return "  ".join(v.ljust(w) for v, w in zip(values, widths)).rstrip()
    return "\n".join([line(headers), line("-" * w for w in widths)] + [line(row) for row in cells])
