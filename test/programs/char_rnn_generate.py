# Generating names with a character-level LSTM: one-hot category + letter input, sampling the next letter.
import string
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
all_letters = string.ascii_lowercase + "."
n_letters = len(all_letters) + 1  # plus EOS
EOS = n_letters - 1
names = ['anna', 'bob', 'carla', 'dario', 'elena', 'fabio']

def inputTensor(line):
    t = torch.zeros(len(line), 1, n_letters)
    for i, ch in enumerate(line):
        t[i][0][all_letters.find(ch)] = 1
    return t

def targetTensor(line):
    letter_indexes = [all_letters.find(line[i]) for i in range(1, len(line))]
    letter_indexes.append(EOS)
    return torch.LongTensor(letter_indexes)

print(inputTensor('ab').shape, targetTensor('anna'))

class Generator(nn.Module):
    def __init__(self, n_letters, hidden_size):
        super().__init__()
        self.lstm = nn.LSTM(n_letters, hidden_size)
        self.out = nn.Linear(hidden_size, n_letters)
        self.dropout = nn.Dropout(0.1)

    def forward(self, x, state=None):
        out, state = self.lstm(x, state)
        out = self.dropout(self.out(out))
        return F.log_softmax(out, dim=-1), state

model = Generator(n_letters, 24)
print(model)
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
criterion = nn.NLLLoss()

for epoch in range(1, 61):
    model.train()
    total = 0.0
    for name in names:
        inp = inputTensor(name)
        tgt = targetTensor(name)
        optimizer.zero_grad()
        out, _ = model(inp)
        loss = criterion(out.squeeze(1), tgt)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        total += loss.item()
    if epoch % 20 == 0:
        print(f"epoch {epoch:3d} | loss {total / len(names):.4f}")

def sample(start_letter, max_length=10, greedy=True):
    model.eval()
    with torch.no_grad():
        inp = inputTensor(start_letter)
        state = None
        output_name = start_letter
        for i in range(max_length):
            out, state = model(inp, state)
            if greedy:
                topv, topi = out.topk(1)
                idx = topi[0][0][0].item()
            else:
                idx = torch.multinomial(out[0][0].exp(), 1).item()
            if idx == EOS:
                break
            letter = all_letters[idx]
            output_name += letter
            inp = inputTensor(letter)
        return output_name

for ch in 'abcdef':
    print(ch, '->', sample(ch))
torch.manual_seed(42)
print([sample('a', greedy=False) for _ in range(3)])
probs = model(inputTensor('e'))[0][0, 0].exp()
print(probs.sum(), probs.argmax())
print(torch.multinomial(probs.detach(), 5, replacement=True))
