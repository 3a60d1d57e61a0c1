# "Text classification with the torchtext library" tutorial on made-up headlines: a tokenizer and vocabulary by
# hand, collate_batch building text offsets, nn.EmbeddingBag (mean, sum, max, per_sample_weights), the
# TextClassificationModel trained with SGD, StepLR and clip_grad_norm_, then predict on new text.
import torch
from torch import nn
import torch.nn.functional as F
from torch.utils.data import DataLoader
from torch.utils.data.dataset import random_split

torch.manual_seed(0)

train_iter = [
    (1, "stocks rally as markets close higher"), (2, "team wins the final match"),
    (3, "new phone released with faster chip"), (4, "election results announced today"),
    (1, "bank raises interest rates again"), (2, "player scores twice in match"),
    (3, "chip maker unveils faster processor"), (4, "government announces new policy"),
    (1, "markets fall as rates rise"), (2, "coach praises team after win"),
    (3, "software update makes phone faster"), (4, "minister resigns after vote"),
]


def tokenizer(line):
    return line.lower().split()


vocab_words = ["<unk>"] + sorted({w for _, t in train_iter for w in tokenizer(t)})
stoi = {w: i for i, w in enumerate(vocab_words)}


def vocab(tokens):
    return [stoi.get(t, 0) for t in tokens]


print(vocab(['here', 'is', 'an', 'example']), vocab(tokenizer("markets rally")))
text_pipeline = lambda x: vocab(tokenizer(x))
label_pipeline = lambda x: int(x) - 1
print(text_pipeline('new chip'), label_pipeline('3'))


def collate_batch(batch):
    label_list, text_list, offsets = [], [], [0]
    for (_label, _text) in batch:
        label_list.append(label_pipeline(_label))
        processed_text = torch.tensor(text_pipeline(_text), dtype=torch.int64)
        text_list.append(processed_text)
        offsets.append(processed_text.size(0))
    label_list = torch.tensor(label_list, dtype=torch.int64)
    offsets = torch.tensor(offsets[:-1]).cumsum(dim=0)
    text_list = torch.cat(text_list)
    return label_list, text_list, offsets


dataloader = DataLoader(train_iter, batch_size=4, shuffle=False, collate_fn=collate_batch)
label, text, offsets = next(iter(dataloader))
print(label, text, offsets)

# the bag modes on one batch
bag = nn.EmbeddingBag(len(vocab_words), 3, mode='sum')
# the module's repr is left out: current PyTorch quotes the mode (mode='sum') where 1.13 prints mode=sum
print(bag.mode, bag.weight.shape)
print(bag(text, offsets))
bag.mode = 'mean'
print(bag(text, offsets))
bag_max = nn.EmbeddingBag.from_pretrained(bag.weight.detach(), mode='max')
print(bag_max(text, offsets))
weights = torch.linspace(0.1, 1.0, text.numel())
print(nn.EmbeddingBag.from_pretrained(bag.weight.detach(), mode='sum')(text, offsets, per_sample_weights=weights))
print(F.embedding_bag(text, bag.weight, offsets, mode='sum', per_sample_weights=weights, include_last_offset=False))
print(F.embedding_bag(text.view(-1, 5)[:, :4] if text.numel() % 5 == 0 else text[:8].view(2, 4), bag.weight, mode='mean'))
try:
    bag_max(text, offsets, per_sample_weights=weights)
except (NotImplementedError, ValueError, RuntimeError) as e:
    print(type(e).__name__, e)


class TextClassificationModel(nn.Module):

    def __init__(self, vocab_size, embed_dim, num_class):
        super(TextClassificationModel, self).__init__()
        self.embedding = nn.EmbeddingBag(vocab_size, embed_dim, sparse=False)
        self.fc = nn.Linear(embed_dim, num_class)
        self.init_weights()

    def init_weights(self):
        initrange = 0.5
        self.embedding.weight.data.uniform_(-initrange, initrange)
        self.fc.weight.data.uniform_(-initrange, initrange)
        self.fc.bias.data.zero_()

    def forward(self, text, offsets):
        embedded = self.embedding(text, offsets)
        return self.fc(embedded)


num_class = len(set([label for (label, text) in train_iter]))
vocab_size = len(vocab_words)
emsize = 8
model = TextClassificationModel(vocab_size, emsize, num_class)
print(model.fc, model.embedding.mode)


def train(dataloader):
    model.train()
    total_acc, total_count = 0, 0
    for idx, (label, text, offsets) in enumerate(dataloader):
        optimizer.zero_grad()
        predicted_label = model(text, offsets)
        loss = criterion(predicted_label, label)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 0.1)
        optimizer.step()
        total_acc += (predicted_label.argmax(1) == label).sum().item()
        total_count += label.size(0)
    return total_acc / total_count, loss.item()


def evaluate(dataloader):
    model.eval()
    total_acc, total_count = 0, 0

    with torch.no_grad():
        for idx, (label, text, offsets) in enumerate(dataloader):
            predicted_label = model(text, offsets)
            loss = criterion(predicted_label, label)
            total_acc += (predicted_label.argmax(1) == label).sum().item()
            total_count += label.size(0)
    return total_acc / total_count


EPOCHS = 6
LR = 5
BATCH_SIZE = 4
criterion = torch.nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=LR)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 1.0, gamma=0.1)
total_accu = None
num_train = int(len(train_iter) * 0.75)
split_train_, split_valid_ = random_split(train_iter, [num_train, len(train_iter) - num_train])
print(len(split_train_), len(split_valid_), split_valid_.indices)
train_dataloader = DataLoader(split_train_, batch_size=BATCH_SIZE, shuffle=True, collate_fn=collate_batch)
valid_dataloader = DataLoader(split_valid_, batch_size=BATCH_SIZE, shuffle=True, collate_fn=collate_batch)

for epoch in range(1, EPOCHS + 1):
    acc, last_loss = train(train_dataloader)
    accu_val = evaluate(valid_dataloader)
    if total_accu is not None and total_accu > accu_val:
        scheduler.step()
    else:
        total_accu = accu_val
    print('| end of epoch {:3d} | train accuracy {:8.3f} | valid accuracy {:8.3f} | loss {:.6f} | lr {}'.format(
        epoch, acc, accu_val, last_loss, scheduler.get_last_lr()))

news_label = {1: "World", 2: "Sports", 3: "Sci/Tec", 4: "Business"}


def predict(text, text_pipeline):
    with torch.no_grad():
        text = torch.tensor(text_pipeline(text))
        output = model(text, torch.tensor([0]))
        return output.argmax(1).item() + 1


ex_text_str = "team wins match after faster start"
model = model.to("cpu")
print("This is a %s news" % news_label[predict(ex_text_str, text_pipeline)])
print(model.embedding.weight[:3])
