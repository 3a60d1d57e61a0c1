# Recurrent, attention, embedding-bag and reshaping layers given wrong shapes and arguments: PyTorch's errors word
# for word.
import warnings

import torch
import torch.nn.functional as F
from torch import nn


def attempt(label, fn):
    with warnings.catch_warnings(record=True) as ws:
        warnings.simplefilter("always")
        try:
            r = fn()
            print(label, 'ok', r.shape if isinstance(r, torch.Tensor) else r)
        except Exception as e:
            print(label, type(e).__name__, str(e))
    for w in ws:
        print('  warning:', w.message)


torch.manual_seed(0)
lstm = nn.LSTM(3, 4)
gru = nn.GRU(3, 4, batch_first=True)
rnn = nn.RNN(3, 4, num_layers=2)
attempt('lstm 2d ok', lambda: lstm(torch.randn(5, 3))[0])
attempt('lstm features', lambda: lstm(torch.randn(5, 2, 4)))
attempt('lstm hx tuple', lambda: lstm(torch.randn(5, 2, 3), torch.zeros(1, 2, 4)))
attempt('lstm hx shape', lambda: lstm(torch.randn(5, 2, 3), (torch.zeros(1, 3, 4), torch.zeros(1, 3, 4))))
attempt('lstm cx shape', lambda: lstm(torch.randn(5, 2, 3), (torch.zeros(1, 2, 4), torch.zeros(2, 2, 4))))
attempt('lstm hx 2d batched', lambda: lstm(torch.randn(5, 2, 3), (torch.zeros(2, 4), torch.zeros(2, 4))))
attempt('lstm unbatched hx 3d', lambda: lstm(torch.randn(5, 3), (torch.zeros(1, 1, 4), torch.zeros(1, 1, 4))))
attempt('gru features', lambda: gru(torch.randn(2, 5, 4)))
attempt('gru hx', lambda: gru(torch.randn(2, 5, 3), torch.zeros(1, 5, 4)))
attempt('gru hx tuple', lambda: gru(torch.randn(2, 5, 3), (torch.zeros(1, 2, 4),)))
attempt('rnn hx layers', lambda: rnn(torch.randn(5, 2, 3), torch.zeros(1, 2, 4)))
attempt('lstm cell', lambda: nn.LSTMCell(3, 4)(torch.randn(2, 4)))
attempt('lstm cell hx', lambda: nn.LSTMCell(3, 4)(torch.randn(2, 3), (torch.zeros(3, 4), torch.zeros(3, 4))))
attempt('rnn cell hx', lambda: nn.RNNCell(3, 4)(torch.randn(2, 3), torch.zeros(2, 5)))
attempt('pack lengths', lambda: nn.utils.rnn.pack_padded_sequence(torch.randn(5, 2, 3), [5, 6]))
attempt('pack unsorted', lambda: nn.utils.rnn.pack_padded_sequence(torch.randn(5, 2, 3), [3, 5]))
attempt('pack zero', lambda: nn.utils.rnn.pack_padded_sequence(torch.randn(5, 2, 3), [5, 0], enforce_sorted=False))
attempt('pad_sequence dims', lambda: nn.utils.rnn.pad_sequence([torch.randn(3, 2), torch.randn(4, 3)]))
mha = nn.MultiheadAttention(8, 2)
q = torch.randn(5, 2, 8)
attempt('mha ok', lambda: mha(q, q, q)[0])
attempt('mha embed', lambda: mha(torch.randn(5, 2, 6), q, q))
attempt('mha key value', lambda: mha(q, torch.randn(4, 2, 8), torch.randn(3, 2, 8)))
attempt('mha batch', lambda: mha(q, torch.randn(5, 3, 8), torch.randn(5, 3, 8)))
attempt('mha 4d', lambda: mha(torch.randn(1, 5, 2, 8), q, q))
attempt('mha mask shape', lambda: mha(q, q, q, attn_mask=torch.zeros(4, 5)))
attempt('mha mask 3d', lambda: mha(q, q, q, attn_mask=torch.zeros(3, 5, 5)))
attempt('mha kpm shape', lambda: mha(q, q, q, key_padding_mask=torch.zeros(2, 4, dtype=torch.bool)))
with warnings.catch_warnings():
    # current PyTorch warns here that a sequence-first encoder cannot use nested tensors
    warnings.simplefilter("ignore")
    transformer = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1)
attempt('transformer batch', lambda: transformer(torch.randn(5, 2, 8), torch.randn(4, 3, 8)))
attempt('transformer features', lambda: transformer(torch.randn(5, 2, 8), torch.randn(4, 2, 6)))
eb = nn.EmbeddingBag(10, 3, mode='mean')
attempt('embedding_bag offsets', lambda: eb(torch.tensor([1, 2, 3]), torch.tensor([1, 2])))
attempt('embedding_bag 2d offsets', lambda: eb(torch.tensor([[1, 2], [3, 4]]), torch.tensor([0])))
attempt('embedding_bag 1d no offsets', lambda: eb(torch.tensor([1, 2, 3])))
attempt('embedding_bag weights', lambda: eb(torch.tensor([[1, 2]]), per_sample_weights=torch.ones(1, 2)))
attempt('embedding max_norm', lambda: F.embedding(torch.tensor([1]), torch.randn(3, 2), max_norm=-1.0).shape)
attempt('pixel_shuffle channels', lambda: F.pixel_shuffle(torch.randn(1, 3, 2, 2), 2))
attempt('pixel_unshuffle', lambda: F.pixel_unshuffle(torch.randn(1, 1, 3, 3), 2))
attempt('pixel_shuffle 2d', lambda: F.pixel_shuffle(torch.randn(4, 2), 2))
attempt('unfold 3d', lambda: F.unfold(torch.randn(1, 2, 3), 2))
attempt('unfold big', lambda: F.unfold(torch.randn(1, 2, 3, 3), 4))
attempt('fold blocks', lambda: F.fold(torch.randn(1, 4, 5), (3, 3), 2))
attempt('fold channels', lambda: F.fold(torch.randn(1, 3, 4), (3, 3), 2))
attempt('channel_shuffle', lambda: F.channel_shuffle(torch.randn(1, 3, 2, 2), 2))
attempt('flatten dims', lambda: torch.flatten(torch.randn(2, 3), 1, 0))
attempt('Unflatten sizes', lambda: nn.Unflatten(1, (2, 4))(torch.randn(2, 6)))
attempt('Sequential index', lambda: nn.Sequential(nn.ReLU())[3])
attempt('ModuleList index', lambda: nn.ModuleList([nn.ReLU()])[2])
attempt('ModuleDict key', lambda: nn.ModuleDict({'a': nn.ReLU()})['b'])
attempt('add_module name', lambda: nn.Module().add_module('a.b', nn.ReLU()))
attempt('add_module type', lambda: nn.Module().add_module('a', 3))
attempt('register_buffer name', lambda: nn.Module().register_buffer('a.b', torch.zeros(1)))
attempt('register_parameter type', lambda: nn.Module().register_parameter('a', torch.zeros(1)))
attempt('Parameter assign', lambda: setattr(nn.Linear(2, 2), 'weight', torch.zeros(2, 2)))
attempt('getattr', lambda: nn.Linear(2, 2).foo)
attempt('to dtype', lambda: nn.Linear(2, 2).to(torch.long))
attempt('clip_grad_norm type', lambda: nn.utils.clip_grad_norm_(nn.Linear(2, 2).parameters(), 1.0, norm_type='x'))
attempt('good', lambda: F.softmax(torch.tensor([1.0, 2.0]), dim=0))
