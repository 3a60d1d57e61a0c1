# Classifying names with a character-level RNN, following the classic PyTorch tutorial.
import string
import torch
import torch.nn as nn

torch.manual_seed(1)
all_letters = string.ascii_letters + " .,;'"
n_letters = len(all_letters)

def letterToIndex(letter):
    return all_letters.find(letter)

def letterToTensor(letter):
    tensor = torch.zeros(1, n_letters)
    tensor[0][letterToIndex(letter)] = 1
    return tensor

def lineToTensor(line):
    tensor = torch.zeros(len(line), 1, n_letters)
    for li, letter in enumerate(line):
        tensor[li][0][letterToIndex(letter)] = 1
    return tensor

print(n_letters)
print(letterToTensor('J'))
print(lineToTensor('Jones').size())

class RNN(nn.Module):
    def __init__(self, input_size, hidden_size, output_size):
        super(RNN, self).__init__()
        self.hidden_size = hidden_size
        self.i2h = nn.Linear(input_size + hidden_size, hidden_size)
        self.h2o = nn.Linear(input_size + hidden_size, output_size)
        self.softmax = nn.LogSoftmax(dim=1)

    def forward(self, input, hidden):
        combined = torch.cat((input, hidden), 1)
        hidden = self.i2h(combined)
        output = self.h2o(combined)
        output = self.softmax(output)
        return output, hidden

    def initHidden(self):
        return torch.zeros(1, self.hidden_size)

categories = ['English', 'French', 'Italian', 'Japanese']
data = {
    'English': ['Smith', 'Jones', 'Brown'],
    'French': ['Dubois', 'Lefevre', 'Moreau'],
    'Italian': ['Rossi', 'Bianchi', 'Ricci'],
    'Japanese': ['Sato', 'Suzuki', 'Tanaka'],
}
n_hidden = 32
rnn = RNN(n_letters, n_hidden, len(categories))
print(rnn)

input = lineToTensor('Albert')
hidden = torch.zeros(1, n_hidden)
output, next_hidden = rnn(input[0], hidden)
print(output)

def categoryFromOutput(output):
    top_n, top_i = output.topk(1)
    category_i = top_i[0].item()
    return categories[category_i], category_i

print(categoryFromOutput(output))

criterion = nn.NLLLoss()
learning_rate = 0.005

def train(category_tensor, line_tensor):
    hidden = rnn.initHidden()
    rnn.zero_grad()
    for i in range(line_tensor.size()[0]):
        output, hidden = rnn(line_tensor[i], hidden)
    loss = criterion(output, category_tensor)
    loss.backward()
    for p in rnn.parameters():
        p.data.add_(p.grad.data, alpha=-learning_rate)
    return output, loss.item()

pairs = [(c, n) for c in categories for n in data[c]]
for epoch in range(30):
    total = 0
    for category, name in pairs:
        category_tensor = torch.tensor([categories.index(category)], dtype=torch.long)
        output, loss = train(category_tensor, lineToTensor(name))
        total += loss
    if epoch % 10 == 9:
        print('epoch %d loss %.4f' % (epoch + 1, total / len(pairs)))

def evaluate(line_tensor):
    hidden = rnn.initHidden()
    for i in range(line_tensor.size()[0]):
        output, hidden = rnn(line_tensor[i], hidden)
    return output

with torch.no_grad():
    for name in ['Dovesky', 'Jackson', 'Satoshi']:
        output = evaluate(lineToTensor(name))
        topv, topi = output.topk(3, 1, True)
        print(name, [(round(topv[0][i].item(), 4), categories[topi[0][i].item()]) for i in range(3)])

confusion = torch.zeros(len(categories), len(categories))
with torch.no_grad():
    for category, name in pairs:
        guess, guess_i = categoryFromOutput(evaluate(lineToTensor(name)))
        confusion[categories.index(category)][guess_i] += 1
for i in range(len(categories)):
    confusion[i] = confusion[i] / confusion[i].sum()
print(confusion)
print(confusion.diag().mean())
