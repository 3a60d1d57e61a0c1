# Classifying names by language with a character-level nn.RNN: one-hot letters, padded batches, pack_padded_sequence,
# the final hidden state as the sequence summary, a few training steps, and predictions with topk.
import string
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence, pad_sequence

torch.manual_seed(0)
all_letters = string.ascii_letters + " .,;'"
n_letters = len(all_letters)
print(n_letters, all_letters.find('J'))

data = {
    'English': ['Smith', 'Jones', 'Taylor', 'Brown'],
    'French': ['Dubois', 'Lefevre', 'Moreau', 'Roux'],
    'Italian': ['Rossi', 'Bianchi', 'Ricci', 'Ferrari'],
}
categories = list(data)


def line_to_tensor(line):
    t = torch.zeros(len(line), n_letters)
    for i, ch in enumerate(line):
        t[i][all_letters.find(ch)] = 1
    return t


print(line_to_tensor('Jones').size(), line_to_tensor('Jones').argmax(1))

names, labels = [], []
for ci, c in enumerate(categories):
    for n in data[c]:
        names.append(n)
        labels.append(ci)
labels = torch.tensor(labels)
lengths = torch.tensor([len(n) for n in names])
batch = pad_sequence([line_to_tensor(n) for n in names], batch_first=True)
print(batch.shape, lengths.tolist())


class RNNClassifier(nn.Module):
    def __init__(self, input_size, hidden_size, output_size):
        super().__init__()
        self.rnn = nn.RNN(input_size, hidden_size, batch_first=True)
        self.h2o = nn.Linear(hidden_size, output_size)
        self.softmax = nn.LogSoftmax(dim=1)

    def forward(self, x, lengths):
        packed = pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
        out, hidden = self.rnn(packed)
        return self.softmax(self.h2o(hidden[0])), out


model = RNNClassifier(n_letters, 16, len(categories))
print(model)
criterion = nn.NLLLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
for epoch in range(30):
    optimizer.zero_grad()
    log_probs, _ = model(batch, lengths)
    loss = criterion(log_probs, labels)
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    optimizer.step()
    if epoch % 10 == 0 or epoch == 29:
        acc = (log_probs.argmax(1) == labels).float().mean().item()
        print(f'epoch {epoch:2d} loss {loss.item():.4f} acc {acc:.3f}')

log_probs, packed_out = model(batch, lengths)
out, out_lens = pad_packed_sequence(packed_out, batch_first=True)
print(out.shape, out_lens.tolist())
print(out[names.index('Roux'), 4:].abs().sum().item())
print(torch.allclose(out[torch.arange(len(names)), lengths - 1], model.rnn(pack_padded_sequence(
    batch, lengths, batch_first=True, enforce_sorted=False))[1][0]))


def predict(line, n_predictions=2):
    with torch.no_grad():
        x = line_to_tensor(line).unsqueeze(0)
        output, _ = model(x, torch.tensor([len(line)]))
        topv, topi = output.topk(n_predictions, 1, True)
        print(f'> {line}')
        for i in range(n_predictions):
            print(f'({topv[0][i].item():.2f}) {categories[topi[0][i].item()]}')


for name in ['Smith', 'Rossi', 'Moreau', 'Satoshi']:
    predict(name)
