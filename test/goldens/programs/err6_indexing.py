# Indexing mistakes, each with PyTorch's exception type and message: integers and index tensors out of range, index
# tensors of the wrong dtype, strings and zero steps as indices, boolean masks of the wrong shape, values that do not
# broadcast to what they are written into, and gather, scatter, index_select, index_add, index_copy, index_put, take,
# put_, masked_select and searchsorted given wrong dims, dtypes or shapes. Where current PyTorch differs from 1.13,
# the expected output is current PyTorch's: int32 tensors are valid indices ("long, int, byte or bool tensors"), and
# masked_select takes only bool masks.
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
show("int index out of range", lambda: x[2])
show("negative index out of range", lambda: x[-3])
show("second index out of range", lambda: x[0, 3])
show("too many indices", lambda: x[0, 0, 0])
show("index tensor out of range", lambda: x[torch.tensor([0, 2])])
show("float index tensor", lambda: x[torch.tensor([0.0])])
show("float index", lambda: x[1.0])
show("string index", lambda: x["a"])
show("two-letter string index", lambda: x["ab"])
show("string in a tuple", lambda: x[0, "a"])
show("step zero", lambda: x[::0])
show("negative step", lambda: x[::-1])
show("mask of the wrong length", lambda: x[torch.tensor([True, False, True])])
show("mask of the wrong shape", lambda: x[torch.ones(3, 2, dtype=torch.bool)])
show("setitem out of range", lambda: x.clone().__setitem__(5, 1.0))
show("setitem value of the wrong shape", lambda: x.clone().__setitem__(0, torch.ones(2)))
show("setitem through a mask, wrong shape", lambda: x.clone().__setitem__(x > 2, torch.ones(2)))
show("setitem through indices, wrong shape", lambda: x.clone().__setitem__(torch.tensor([0, 1]), torch.ones(3, 3)))
show("setitem broadcast value", lambda: x.clone().index_put_((torch.tensor([0, 1]),), torch.ones(1, 3)))
show("index_put_ values of the wrong shape", lambda: x.clone().index_put_((torch.tensor([0, 1]),), torch.ones(3, 3)))
show("index_put_ values of another dtype", lambda: x.clone().index_put_((torch.tensor([0]),),
                                                                        torch.ones(3, dtype=torch.long)))
show("gather float index", lambda: x.gather(1, torch.zeros(2, 3)))
show("gather index of another rank", lambda: x.gather(1, torch.zeros(3, dtype=torch.long)))
show("gather index out of range", lambda: x.gather(1, torch.tensor([[0], [5]])))
show("scatter_ float index", lambda: x.clone().scatter_(1, torch.zeros(2, 1), 1.0))
show("scatter_ index out of range", lambda: x.clone().scatter_(1, torch.tensor([[0], [5]]), 1.0))
show("scatter_ src of another dtype", lambda: x.clone().scatter_(1, torch.zeros(2, 1, dtype=torch.long),
                                                                   torch.ones(2, 1, dtype=torch.long)))
show("scatter_ bad reduce", lambda: x.clone().scatter_(1, torch.zeros(2, 1, dtype=torch.long), 1.0, reduce="max"))
show("scatter bad reduce with src", lambda: x.scatter(1, torch.zeros(2, 1, dtype=torch.long), torch.ones(2, 1),
                                                       reduce="mean"))
show("scatter_ with a Python number", lambda: x.clone().scatter_(1, torch.zeros(2, 1, dtype=torch.long), 7))
show("index_select 2-d index", lambda: x.index_select(0, torch.zeros(1, 1, dtype=torch.long)))
show("index_select out of range", lambda: x.index_select(0, torch.tensor([2])))
show("index_add_ source of the wrong size", lambda: x.clone().index_add_(0, torch.tensor([0]), torch.ones(2, 3)))
show("index_copy_ source of the wrong size", lambda: x.clone().index_copy_(0, torch.tensor([0]), torch.ones(2, 3)))
show("take out of range", lambda: x.take(torch.tensor([6])))
show("put_ out of range", lambda: x.clone().put_(torch.tensor([6]), torch.tensor([1.0])))
show("masked_select float mask", lambda: x.masked_select(torch.ones(2, 3)))
show("masked_select mask of the wrong shape", lambda: x.masked_select(torch.ones(4, dtype=torch.bool)))
show("searchsorted leading dims differ", lambda: torch.searchsorted(torch.ones(2, 3), torch.ones(3, 3)))
show("searchsorted ranks differ", lambda: torch.searchsorted(torch.ones(2, 3), torch.ones(3)))
show("searchsorted 0-d boundaries", lambda: torch.searchsorted(torch.tensor(1.0), torch.ones(3)))
show("searchsorted number in rows", lambda: torch.searchsorted(torch.ones(2, 3), 1.0))
show("bucketize 2-d boundaries", lambda: torch.bucketize(torch.ones(2), torch.ones(2, 2)))
