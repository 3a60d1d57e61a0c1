# Character-level LSTM language model over batched streams (batchify as in the word_language_model example),
# with hidden-state repackaging, perplexity, state_dict save/load and temperature sampling.
import io
import math
import torch
import torch.nn as nn

torch.manual_seed(21)
text = "to be or not to be that is the question whether tis nobler in the mind to suffer"
vocab = sorted(set(text))
char2idx = {c: i for i, c in enumerate(vocab)}
encoded = torch.tensor([char2idx[c] for c in text])
print(len(vocab), encoded.shape)

def batchify(data, bsz):
    nbatch = data.size(0) // bsz
    data = data.narrow(0, 0, nbatch * bsz)
    return data.view(bsz, -1).t().contiguous()

train_data = batchify(encoded, 4)
print(train_data.shape)
print(train_data[:3])

def get_batch(source, i, bptt=10):
    seq_len = min(bptt, len(source) - 1 - i)
    data = source[i:i + seq_len]
    target = source[i + 1:i + 1 + seq_len].reshape(-1)
    return data, target

class RNNModel(nn.Module):
    def __init__(self, ntoken, ninp, nhid, nlayers, dropout=0.2, tie_weights=False):
        super().__init__()
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(ntoken, ninp)
        self.rnn = nn.LSTM(ninp, nhid, nlayers, dropout=dropout)
        self.decoder = nn.Linear(nhid, ntoken)
        if tie_weights:
            self.decoder.weight = self.encoder.weight
        self.nhid, self.nlayers = nhid, nlayers

    def forward(self, input, hidden):
        emb = self.drop(self.encoder(input))
        output, hidden = self.rnn(emb, hidden)
        output = self.drop(output)
        return self.decoder(output).view(-1, self.decoder.out_features), hidden

    def init_hidden(self, bsz):
        weight = next(self.parameters())
        return (weight.new_zeros(self.nlayers, bsz, self.nhid), weight.new_zeros(self.nlayers, bsz, self.nhid))

def repackage_hidden(h):
    if isinstance(h, torch.Tensor):
        return h.detach()
    return tuple(repackage_hidden(v) for v in h)

model = RNNModel(len(vocab), 16, 16, 2, tie_weights=True)
print(model)
print(model.decoder.weight is model.encoder.weight, len(list(model.parameters())))
criterion = nn.CrossEntropyLoss()
lr = 2.0
for epoch in range(1, 4):
    model.train()
    hidden = model.init_hidden(4)
    total_loss = 0.0
    n = 0
    for i in range(0, train_data.size(0) - 1, 10):
        data, targets = get_batch(train_data, i)
        model.zero_grad()
        hidden = repackage_hidden(hidden)
        output, hidden = model(data, hidden)
        loss = criterion(output, targets)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 0.25)
        for p in model.parameters():
            p.data.add_(p.grad, alpha=-lr)
        total_loss += loss.item()
        n += 1
    cur_loss = total_loss / n
    print('| epoch {:3d} | loss {:5.2f} | ppl {:8.2f}'.format(epoch, cur_loss, math.exp(cur_loss)))

buf = io.BytesIO()
torch.save(model.state_dict(), buf)
buf.seek(0)
model2 = RNNModel(len(vocab), 16, 16, 2, tie_weights=True)
print(model2.load_state_dict(torch.load(buf)))
print(list(model2.state_dict().keys())[:4])

model2.eval()
with torch.no_grad():
    hidden = model2.init_hidden(1)
    inp = torch.tensor([[char2idx['t']]])
    generated = 't'
    for temperature in [1.0, 0.5]:
        for _ in range(15):
            output, hidden = model2(inp, hidden)
            word_weights = output.squeeze().div(temperature).exp()
            idx = torch.multinomial(word_weights, 1)[0]
            inp.fill_(idx)
            generated += vocab[idx]
        generated += '|'
    print(repr(generated))
    print(word_weights.shape, word_weights.dtype)
