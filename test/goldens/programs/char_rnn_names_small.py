# A character-level RNN classifying surnames into languages (NLP from scratch style), on a handful of names.
import string
import torch
import torch.nn as nn

torch.manual_seed(1)
all_letters = string.ascii_letters + " .,;'"
n_letters = len(all_letters)
data = {
    "English": ["Smith", "Brown", "Taylor", "Wilson"],
    "French": ["Dubois", "Lefevre", "Moreau", "Girard"],
    "Japanese": ["Sato", "Suzuki", "Takahashi", "Tanaka"],
}
categories = list(data)

def letter_to_index(letter):
    return all_letters.find(letter)

def line_to_tensor(line):
    t = torch.zeros(len(line), 1, n_letters)
    for li, letter in enumerate(line):
        t[li][0][letter_to_index(letter)] = 1
    return t

print(line_to_tensor("Jones").size())
print(line_to_tensor("J")[0, 0].nonzero())

class RNN(nn.Module):
    def __init__(self, input_size, hidden_size, output_size):
        super().__init__()
        self.hidden_size = hidden_size
        self.i2h = nn.Linear(input_size + hidden_size, hidden_size)
        self.h2o = nn.Linear(hidden_size, output_size)
        self.softmax = nn.LogSoftmax(dim=1)

    def forward(self, input, hidden):
        combined = torch.cat((input, hidden), 1)
        hidden = torch.tanh(self.i2h(combined))
        output = self.softmax(self.h2o(hidden))
        return output, hidden

    def init_hidden(self):
        return torch.zeros(1, self.hidden_size)

rnn = RNN(n_letters, 32, len(categories))
print(rnn)
out, hid = rnn(line_to_tensor("Albert")[0], rnn.init_hidden())
print(out)

def category_from_output(output):
    top_n, top_i = output.topk(1)
    return categories[top_i[0].item()], top_i[0].item()

print(category_from_output(out))
criterion = nn.NLLLoss()
lr = 0.05
pairs = [(c, n) for c in categories for n in data[c]]
for epoch in range(30):
    total = 0.0
    for ci, (cat, name) in enumerate(pairs):
        cat_t = torch.tensor([categories.index(cat)], dtype=torch.long)
        hidden = rnn.init_hidden()
        rnn.zero_grad()
        line_t = line_to_tensor(name)
        for i in range(line_t.size(0)):
            output, hidden = rnn(line_t[i], hidden)
        loss = criterion(output, cat_t)
        loss.backward()
        for p in rnn.parameters():
            p.data.add_(p.grad.data, alpha=-lr)
        total += loss.item()
    if epoch % 5 == 4:
        print(f"epoch {epoch + 1} loss {total / len(pairs):.4f}")

def evaluate(line_t):
    hidden = rnn.init_hidden()
    for i in range(line_t.size(0)):
        output, hidden = rnn(line_t[i], hidden)
    return output

with torch.no_grad():
    for name in ["Satoh", "Smyth", "Duboi"]:
        output = evaluate(line_to_tensor(name))
        topv, topi = output.topk(3, 1, True)
        print(name, [(round(topv[0][i].item(), 4), categories[topi[0][i].item()]) for i in range(3)])
    confusion = torch.zeros(len(categories), len(categories))
    for cat, name in pairs:
        g, gi = category_from_output(evaluate(line_to_tensor(name)))
        confusion[categories.index(cat)][gi] += 1
    confusion = confusion / confusion.sum(1, keepdim=True)
    print(confusion)
