# Reshaping, splitting and joining tensors, as the tensor tutorials walk through them
import torch

torch.manual_seed(15)
x = torch.arange(12)
print(x.chunk(5), x.chunk(3), torch.chunk(x.view(3, 4), 2, dim=1))
print(x.split(5), x.split([2, 4, 6]), x.view(3, 4).split(1, dim=0)[2], x.tensor_split([2, 5]), x.tensor_split(torch.tensor([3])))
print(x.view(3, 4).unbind(), torch.unbind(x.view(2, 6), 1)[0], x.view(2, 3, 2).unflatten(1, (3, 1)).shape, x.unflatten(0, (-1, 6)).shape)
print(x.view(2, 2, 3).flatten(), x.view(2, 2, 3).flatten(1).shape, x.view(2, 2, 3).flatten(0, 1).shape, torch.flatten(torch.tensor(5)))
print(x.view(3, 4).movedim(0, 1).shape, x.view(2, 3, 2).moveaxis((0, 1), (2, 0)).shape, x.view(3, 4).swapdims(0, 1).is_contiguous())
print(x.view(2, 6).hsplit(3), x.view(4, 3).vsplit([1, 3]), torch.dsplit(x.view(1, 2, 6), 2)[1])
print(torch.vstack([x[:3], x[3:6]]), torch.hstack([x.view(3, 4), x.view(3, 4)]).shape, torch.dstack([x[:2], x[2:4]]))
print(torch.stack([x[:3], x[3:6]], dim=1), torch.stack((x[:2], x[2:4]), -1).shape, torch.cat([x.view(3, 4), x.view(3, 4)], 1).shape)
print(torch.cat([torch.zeros(0), x[:2].float()]), torch.cat([torch.empty(0), torch.ones(2, 2)]).shape, torch.concat([x[:1], x[1:2]]), torch.concatenate([x[:1], x[:1]]))
print(x.view(1, 3, 1, 4).squeeze().shape, x.view(1, 3, 1, 4).squeeze(0).shape, x.view(1, 3, 1, 4).squeeze(-2).shape, x[None, :, None].shape)
print(x.reshape(-1, 2).T.reshape(2, -1), x.view(3, -1).reshape(4, 3).t(), x.reshape(2, 3, 2).permute(2, 0, 1).reshape(-1)[:6])
print(x.expand(2, -1).shape, x[:3].view(3, 1).expand(-1, 4), x[:3].repeat(2, 2), x[:2].repeat_interleave(3), x[:2].tile(2))
print(torch.narrow(x, 0, 3, 4), x.narrow_copy(0, 0, 2), torch.select(x.view(3, 4), 1, 2), x.view(3, 4)[:, 1::2], x.view(3, 4)[::2])
print(torch.take_along_dim(x.view(3, 4), torch.tensor([[0], [3], [1]]), dim=1), torch.flip(x, [0])[:3], x.flipud()[:2], x.roll(-3)[:3])
print(torch.rot90(x.view(3, 4), 2), torch.rot90(x.view(3, 4), -1).shape, x.view(3, 4).triu(1), x.view(3, 4).tril(-1))
print(torch.atleast_1d(torch.tensor(3)), torch.unsqueeze(x, 1).shape, x.view(2, 6).unsqueeze(-1).stride(), x.view(3, 4).view(12).shape)
print(torch.nn.Flatten()(torch.ones(2, 3, 4)).shape, torch.nn.Unflatten(1, (2, 2))(torch.ones(3, 4)).shape, torch.nn.Flatten(0)(torch.ones(2, 3)).shape)
for bad in [lambda: x.chunk(0), lambda: x.split([5, 5]), lambda: torch.stack([x[:2], x[:3]]), lambda: torch.cat([x[:2], x.view(3, 4)]),
            lambda: x.unflatten(0, (5, -1)), lambda: x.movedim(0, 2), lambda: x.view(3, 4).flatten(2), lambda: torch.stack([]),
            lambda: x.narrow(0, 10, 5), lambda: x.view(3, 4).select(1, 4)]:
    try:
        print(bad())
    except (RuntimeError, IndexError, ValueError) as e:
        print(type(e).__name__, e)
