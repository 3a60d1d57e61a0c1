import math
import time
import torch
import torch.nn as nn

torch.manual_seed(1111)
corpus = ("the quick brown fox jumps over the lazy dog . the dog sleeps . "
          "a quick fox runs . the lazy dog barks at the fox .").split()
word2idx, idx2word = {}, []
for w in corpus + ["<eos>"]:
    if w not in word2idx:
        word2idx[w] = len(idx2word)
        idx2word.append(w)
ids = torch.tensor([word2idx[w] for w in corpus], dtype=torch.int64)
ntokens = len(idx2word)
print("vocab", ntokens, "tokens", ids.numel())


def batchify(data, bsz):
    nbatch = data.size(0) // bsz
    data = data.narrow(0, 0, nbatch * bsz)
    return data.view(bsz, -1).t().contiguous()


train_data = batchify(ids, 4)
print(train_data.shape)
print(train_data[:3])


class RNNModel(nn.Module):
    def __init__(self, rnn_type, ntoken, ninp, nhid, nlayers, dropout=0.5, tie_weights=False):
        super().__init__()
        self.ntoken = ntoken
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(ntoken, ninp)
        self.rnn = getattr(nn, rnn_type)(ninp, nhid, nlayers, dropout=dropout)
        self.decoder = nn.Linear(nhid, ntoken)
        if tie_weights:
            if nhid != ninp:
                raise ValueError("When using the tied flag, nhid must be equal to emsize")
            self.decoder.weight = self.encoder.weight
        self.init_weights()
        self.rnn_type, self.nhid, self.nlayers = rnn_type, nhid, nlayers

    def init_weights(self):
        initrange = 0.1
        nn.init.uniform_(self.encoder.weight, -initrange, initrange)
        nn.init.zeros_(self.decoder.bias)
        nn.init.uniform_(self.decoder.weight, -initrange, initrange)

    def forward(self, input, hidden):
        emb = self.drop(self.encoder(input))
        output, hidden = self.rnn(emb, hidden)
        output = self.drop(output)
        decoded = self.decoder(output).view(-1, self.ntoken)
        return nn.functional.log_softmax(decoded, dim=1), hidden

    def init_hidden(self, bsz):
        weight = next(self.parameters())
        if self.rnn_type == "LSTM":
            return (weight.new_zeros(self.nlayers, bsz, self.nhid), weight.new_zeros(self.nlayers, bsz, self.nhid))
        return weight.new_zeros(self.nlayers, bsz, self.nhid)


def repackage_hidden(h):
    if isinstance(h, torch.Tensor):
        return h.detach()
    return tuple(repackage_hidden(v) for v in h)


def get_batch(source, i, bptt=5):
    seq_len = min(bptt, len(source) - 1 - i)
    return source[i:i + seq_len], source[i + 1:i + 1 + seq_len].view(-1)


model = RNNModel("LSTM", ntokens, 8, 8, 2, dropout=0.2, tie_weights=True)
print(model)
print(model.decoder.weight is model.encoder.weight)
print(sum(p.numel() for p in model.parameters()), len(list(model.parameters())))
print(list(model.state_dict().keys())[:4])
criterion = nn.NLLLoss()
lr = 5.0
start = time.time()
for epoch in range(1, 4):
    model.train()
    hidden = model.init_hidden(4)
    total_loss = 0.0
    for batch, i in enumerate(range(0, train_data.size(0) - 1, 5)):
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
    cur_loss = total_loss / (batch + 1)
    print("| epoch {:3d} | lr {:02.2f} | loss {:5.2f} | ppl {:8.2f}".format(epoch, lr, cur_loss, math.exp(cur_loss)))
    lr /= 4.0
print(time.time() - start < 60)
model.eval()
with torch.no_grad():
    hidden = model.init_hidden(1)
    inp = torch.tensor([[word2idx["the"]]])
    words = []
    for _ in range(6):
        output, hidden = model(inp, hidden)
        word_weights = output.squeeze().div(0.8).exp()
        word_idx = torch.multinomial(word_weights, 1)[0]
        inp.fill_(word_idx)
        words.append(idx2word[word_idx])
    print(" ".join(words))
gru = RNNModel("GRU", ntokens, 6, 6, 1, dropout=0.0)
print(gru.init_hidden(2).shape)
try:
    RNNModel("RNN", ntokens, 6, 5, 1, dropout=0.0, tie_weights=True)
except ValueError as e:
    print("ValueError:", e)
