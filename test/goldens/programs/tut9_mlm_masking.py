# BERT-style masked language modelling: choose 15% of tokens, 80/10/10 replacement, ignore_index=-100 in the loss
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
vocab_size, PAD, CLS, SEP, MASK = 30, 0, 1, 2, 3
special = torch.tensor([PAD, CLS, SEP, MASK])
input_ids = torch.randint(4, vocab_size, (4, 12))
input_ids[:, 0] = CLS
input_ids[0, 9:] = PAD
input_ids[1, 11] = SEP
print(input_ids)


def mask_tokens(inputs, mlm_probability=0.15):
    labels = inputs.clone()
    probability_matrix = torch.full(labels.shape, mlm_probability)
    special_tokens_mask = torch.isin(labels, special)
    probability_matrix.masked_fill_(special_tokens_mask, value=0.0)
    masked_indices = torch.bernoulli(probability_matrix).bool()
    labels[~masked_indices] = -100
    indices_replaced = torch.bernoulli(torch.full(labels.shape, 0.8)).bool() & masked_indices
    inputs = inputs.clone()
    inputs[indices_replaced] = MASK
    indices_random = torch.bernoulli(torch.full(labels.shape, 0.5)).bool() & masked_indices & ~indices_replaced
    random_words = torch.randint(vocab_size, labels.shape, dtype=torch.long)
    inputs[indices_random] = random_words[indices_random]
    return inputs, labels


torch.manual_seed(1)
masked, labels = mask_tokens(input_ids, mlm_probability=0.3)
print(masked)
print(labels)
print((labels != -100).sum().item(), (masked == MASK).sum().item(), torch.isin(masked, special).sum().item())


class TinyMLM(nn.Module):
    def __init__(self, d=16):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, d, padding_idx=PAD)
        self.pos = nn.Embedding(12, d)
        layer = nn.TransformerEncoderLayer(d, 2, 32, dropout=0.0, batch_first=True, norm_first=True)
        self.enc = nn.TransformerEncoder(layer, 1, enable_nested_tensor=False)
        self.head = nn.Linear(d, vocab_size)
        self.head.weight = self.tok.weight

    def forward(self, ids):
        h = self.tok(ids) + self.pos(torch.arange(ids.size(1)))
        h = self.enc(h, src_key_padding_mask=ids == PAD)
        return self.head(h)


model = TinyMLM()
opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
for step in range(30):
    masked, labels = mask_tokens(input_ids, 0.3)
    logits = model(masked)
    loss = F.cross_entropy(logits.view(-1, vocab_size), labels.view(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 10 == 0:
        print(step, round(loss.item(), 4))
print(F.cross_entropy(logits.view(-1, vocab_size), labels.view(-1), reduction="none").view(4, 12)[0])
print(F.cross_entropy(logits.transpose(1, 2), labels).item() == loss.item())
all_ignored = torch.full((4, 12), -100)
print(F.cross_entropy(logits.view(-1, vocab_size), all_ignored.view(-1)), F.cross_entropy(logits.view(-1, vocab_size), all_ignored.view(-1), reduction="sum"))
print(torch.isin(torch.tensor([1, 5, 3]), torch.tensor([3, 1]), invert=True), torch.isin(torch.tensor([[0, 4]]), 4))
