# Shape mistakes, each with PyTorch's exception type and message: impossible views and reshapes, expand, permute,
# transpose, squeeze (one dim or a tuple of them), unsqueeze, select, narrow, split, chunk, unbind, flatten,
# unflatten, flip and repeat out of range or with repeated or negative entries, and the stacking functions given
# nothing. Where current PyTorch differs from 1.13, the expected output is current PyTorch's: squeeze takes a tuple of
# dims (so a bad one is a dim out of range, not a type error), narrow checks length and start itself ("length must be
# non-negative", "start out of range"), diag and triu word their rank checks as current ATen does.
import torch


def show(label, fn):
    try:
        result = fn()
        text = str(result)
    except Exception as e:  # noqa: BLE001
        print(label, "->", type(e).__name__ + ":", e)
    else:
        print(label, "->", text)


x = torch.arange(6.0).reshape(2, 3)
show("view impossible", lambda: x.view(4))
show("view -1 twice", lambda: x.view(-1, -1))
show("view -1 indivisible", lambda: x.view(-1, 4))
show("reshape impossible", lambda: x.reshape(5))
show("view of transposed", lambda: x.t().view(6))
show("expand smaller", lambda: x.expand(3))
show("expand mismatch", lambda: x.expand(2, 4))
show("expand -1 in new dim", lambda: x.expand(-1, 2, 3))
show("permute repeated", lambda: x.permute(0, 0))
show("permute too few", lambda: x.permute(0))
show("transpose out of range", lambda: x.transpose(0, 2))
show("squeeze out of range", lambda: x.squeeze(2))
show("squeeze tuple out of range", lambda: x.squeeze((0, 5)))
show("squeeze tuple", lambda: torch.ones(2, 1, 3, 1).squeeze((1, -1)).shape)
show("squeeze_ tuple out of range", lambda: torch.ones(2, 1).squeeze_((1, 2)))
show("unsqueeze out of range", lambda: x.unsqueeze(3))
show("select index out of range", lambda: x.select(0, 5))
show("select of 0-d", lambda: torch.tensor(1.0).select(0, 0))
show("narrow too long", lambda: x.narrow(1, 1, 5))
show("narrow negative length", lambda: x.narrow(1, 0, -1))
show("narrow start past the end", lambda: x.narrow(1, 4, 0))
show("split size zero", lambda: x.split(0))
show("split sizes not summing", lambda: x.split([1, 1], dim=1))
show("split negative size", lambda: x.split([4, -1], dim=1))
show("chunk zero", lambda: x.chunk(0))
show("unbind dim out of range", lambda: x.unbind(2))
show("flatten start after end", lambda: x.flatten(1, 0))
show("unflatten mismatch", lambda: x.unflatten(1, (2, 2)))
show("movedim repeated", lambda: x.movedim((0, 0), (0, 1)))
show("flip repeated dim", lambda: x.flip(0, 0))
show("flip same dim twice", lambda: x.flip(1, -1))
show("repeat fewer dims", lambda: x.repeat(2))
show("repeat negative", lambda: x.repeat(2, -1))
show("tile negative", lambda: x.tile((-1,)))
show("repeat zero", lambda: x.repeat(2, 0).shape)
show("hstack of nothing", lambda: torch.hstack([]))
show("vstack of nothing", lambda: torch.vstack([]))
show("dstack of nothing", lambda: torch.dstack(()))
show("column_stack of nothing", lambda: torch.column_stack([]))
show("sum over a repeated dim", lambda: x.sum((0, 0)))
show("diag of 3-d", lambda: torch.diag(torch.ones(2, 2, 2)))
show("triu of 1-d", lambda: torch.triu(torch.ones(3)))
