# Recurrent layers check their input's rank and feature size and the shape of the initial state; these are the
# errors a first LSTM or GRU model usually meets, and how to read them.
import torch
import torch.nn as nn

torch.manual_seed(0)
lstm = nn.LSTM(input_size=10, hidden_size=20, num_layers=2)
gru = nn.GRU(input_size=10, hidden_size=20, batch_first=True)


def attempt(label, fn):
    try:
        out = fn()
    except (RuntimeError, ValueError) as e:
        print(f"{label}: {type(e).__name__}: {e}")
    else:
        shapes = [tuple(t.shape) for t in (out if isinstance(out, tuple) else (out,)) if torch.is_tensor(t)]
        print(f"{label}: ok {shapes}")


print("Sequences are (L, N, H_in) by default, (N, L, H_in) with batch_first=True:")
attempt("LSTM (5, 3, 10)", lambda: lstm(torch.randn(5, 3, 10))[0])
attempt("GRU batch_first (3, 5, 10)", lambda: gru(torch.randn(3, 5, 10))[0])

print("\nThe wrong number of features:")
attempt("LSTM (5, 3, 8)", lambda: lstm(torch.randn(5, 3, 8)))
attempt("GRU (3, 5, 12)", lambda: gru(torch.randn(3, 5, 12)))
attempt("RNN (4, 7)", lambda: nn.RNN(3, 6)(torch.randn(4, 7)))

print("\nA single sequence without a batch dimension is unbatched input:")
attempt("LSTM unbatched (5, 10)", lambda: lstm(torch.randn(5, 10))[0])
attempt("unbatched with a batched h0", lambda: lstm(torch.randn(5, 10), (torch.zeros(2, 3, 20), torch.zeros(2, 3, 20))))
attempt("unbatched with 2-D states", lambda: lstm(torch.randn(5, 10), (torch.zeros(2, 20), torch.zeros(2, 20)))[0])

print("\nTokens must be embedded before the recurrent layer:")
tokens = torch.randint(0, 100, (3, 7))
# (as floats: integer ids fail first on their dtype in current PyTorch, which 1.13 did not check)
attempt("LSTM of token ids", lambda: nn.LSTM(32, 16, batch_first=True)(tokens.float()))
emb = nn.Embedding(100, 32)
attempt("LSTM of embeddings", lambda: nn.LSTM(32, 16, batch_first=True)(emb(tokens))[0])

print("\nThe initial state is (num_layers * num_directions, N, H_out), even with batch_first=True:")
x = torch.randn(5, 3, 10)
h0 = torch.zeros(2, 3, 20)
c0 = torch.zeros(2, 3, 20)
attempt("good (h0, c0)", lambda: lstm(x, (h0, c0))[0])
attempt("h0 for one layer", lambda: lstm(x, (torch.zeros(1, 3, 20), c0)))
attempt("c0 of the wrong hidden size", lambda: lstm(x, (h0, torch.zeros(2, 3, 10))))
attempt("h0 of the wrong batch", lambda: lstm(x, (torch.zeros(2, 4, 20), c0)))
attempt("only h0 for an LSTM", lambda: lstm(x, h0))
attempt("(h0, c0) as a list", lambda: lstm(x, [h0, c0])[0])
attempt("GRU h0 batch first", lambda: gru(torch.randn(3, 5, 10), torch.zeros(3, 1, 20)))
attempt("GRU h0 right", lambda: gru(torch.randn(3, 5, 10), torch.zeros(1, 3, 20))[0])
attempt("2-D h0 for batched input", lambda: gru(torch.randn(3, 5, 10), torch.zeros(1, 20)))

print("\nBidirectional layers double the state's first dimension:")
bi = nn.GRU(10, 20, bidirectional=True)
attempt("bi h0 (1, 3, 20)", lambda: bi(torch.randn(5, 3, 10), torch.zeros(1, 3, 20)))
attempt("bi h0 (2, 3, 20)", lambda: bi(torch.randn(5, 3, 10), torch.zeros(2, 3, 20))[0])

print("\nRNN cells take one time step at a time:")
cell = nn.LSTMCell(10, 20)
attempt("LSTMCell (3, 10)", lambda: cell(torch.randn(3, 10))[0])
attempt("LSTMCell (3, 8)", lambda: cell(torch.randn(3, 8)))
attempt("GRUCell hidden of the wrong size", lambda: nn.GRUCell(10, 20)(torch.randn(3, 10), torch.zeros(3, 5)))
attempt("GRUCell batch mismatch", lambda: nn.GRUCell(10, 20)(torch.randn(3, 10), torch.zeros(4, 20)))
