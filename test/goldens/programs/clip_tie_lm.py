# A word-level LSTM language model with tied input/output embeddings, gradient clipping and perplexity.
import math
import torch
import torch.nn as nn

torch.manual_seed(9)
corpus = "the cat sat on the mat the dog sat on the log the cat saw the dog".split()
vocab = sorted(set(corpus))
stoi = {w: i for i, w in enumerate(vocab)}
ids = torch.tensor([stoi[w] for w in corpus])
print(len(vocab), ids[:8])

class LM(nn.Module):
    def __init__(self, ntoken, nhid):
        super().__init__()
        self.drop = nn.Dropout(0.2)
        self.encoder = nn.Embedding(ntoken, nhid)
        self.rnn = nn.LSTM(nhid, nhid, 2, dropout=0.2)
        self.decoder = nn.Linear(nhid, ntoken)
        self.decoder.weight = self.encoder.weight
        self.init_weights()

    def init_weights(self):
        nn.init.uniform_(self.encoder.weight, -0.1, 0.1)
        nn.init.zeros_(self.decoder.bias)

    def forward(self, x, hidden):
        out, hidden = self.rnn(self.drop(self.encoder(x)), hidden)
        return self.decoder(self.drop(out)), hidden

    def init_hidden(self, bsz):
        w = next(self.parameters())
        return (w.new_zeros(2, bsz, self.rnn.hidden_size), w.new_zeros(2, bsz, self.rnn.hidden_size))

model = LM(len(vocab), 10)
print(model)
print(model.decoder.weight is model.encoder.weight)
print(len(list(model.parameters())), sum(p.numel() for p in model.parameters()))
print([n for n, _ in model.named_parameters()][:3])
print(list(model.state_dict().keys()))

def batchify(data, bsz):
    nb = data.size(0) // bsz
    return data[: nb * bsz].view(bsz, -1).t().contiguous()

train = batchify(ids, 2)
print(train.shape)

def repackage(h):
    return tuple(v.detach() for v in h)

crit = nn.CrossEntropyLoss()
opt = torch.optim.SGD(model.parameters(), lr=2.0)
bptt = 3
for epoch in range(3):
    model.train()
    hidden = model.init_hidden(2)
    total, norms = 0.0, []
    for i in range(0, train.size(0) - 1, bptt):
        seq_len = min(bptt, train.size(0) - 1 - i)
        data, target = train[i:i + seq_len], train[i + 1:i + 1 + seq_len].reshape(-1)
        hidden = repackage(hidden)
        model.zero_grad()
        out, hidden = model(data, hidden)
        loss = crit(out.view(-1, len(vocab)), target)
        loss.backward()
        norms.append(round(nn.utils.clip_grad_norm_(model.parameters(), 0.25).item(), 4))
        opt.step()
        total += loss.item() * seq_len
    avg = total / (train.size(0) - 1)
    print(f"| epoch {epoch} | loss {avg:5.2f} | ppl {math.exp(avg):8.2f}", norms)

p = [torch.ones(2, requires_grad=True), torch.ones(3, requires_grad=True)]
p[0].grad = torch.tensor([3.0, 4.0])
p[1].grad = torch.tensor([-10.0, 0.5, 2.0])
print(nn.utils.clip_grad_norm_(p, max_norm=1.0, norm_type=float("inf")), p[1].grad)
print(nn.utils.clip_grad_norm_(p, max_norm=2.0, norm_type=1), p[0].grad)
nn.utils.clip_grad_value_(p, clip_value=0.1)
print(p[0].grad, p[1].grad)
v = nn.utils.parameters_to_vector(p)
print(v)
nn.utils.vector_to_parameters(torch.arange(5.0), p)
print(p[1])
p[0].grad = torch.tensor([float("nan"), 1.0])
try:
    nn.utils.clip_grad_norm_(p, 1.0, error_if_nonfinite=True)
except RuntimeError as e:
    print("RuntimeError:", e)
