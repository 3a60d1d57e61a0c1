# A tiny copy-task translation model with nn.Transformer: causal target mask, padding masks, teacher forcing
# during training and greedy decoding at inference.
import warnings
import math
import torch
import torch.nn as nn

warnings.filterwarnings("ignore")

torch.manual_seed(7)
PAD, BOS, EOS = 0, 1, 2
VOCAB = 10
D = 16

class Seq2SeqTransformer(nn.Module):
    def __init__(self):
        super().__init__()
        self.src_tok = nn.Embedding(VOCAB, D)
        self.tgt_tok = nn.Embedding(VOCAB, D)
        self.transformer = nn.Transformer(d_model=D, nhead=4, num_encoder_layers=1, num_decoder_layers=1,
                                          dim_feedforward=32, dropout=0.0, batch_first=True)
        self.generator = nn.Linear(D, VOCAB)

    def forward(self, src, tgt, tgt_mask, src_pad, tgt_pad):
        s = self.src_tok(src) * math.sqrt(D)
        t = self.tgt_tok(tgt) * math.sqrt(D)
        out = self.transformer(s, t, tgt_mask=tgt_mask, src_key_padding_mask=src_pad,
                               tgt_key_padding_mask=tgt_pad, memory_key_padding_mask=src_pad)
        return self.generator(out)

    def encode(self, src, src_pad):
        return self.transformer.encoder(self.src_tok(src) * math.sqrt(D), src_key_padding_mask=src_pad)

    def decode(self, tgt, memory, tgt_mask, src_pad):
        return self.transformer.decoder(self.tgt_tok(tgt) * math.sqrt(D), memory, tgt_mask=tgt_mask,
                                        memory_key_padding_mask=src_pad)

mask = nn.Transformer.generate_square_subsequent_mask(4)
print(mask)

def generate_square_subsequent_mask(sz):
    mask = (torch.triu(torch.ones((sz, sz))) == 1).transpose(0, 1)
    mask = mask.float().masked_fill(mask == 0, float('-inf')).masked_fill(mask == 1, float(0.0))
    return mask

print(torch.equal(generate_square_subsequent_mask(4), mask))

src = torch.tensor([[3, 4, 5, 6, EOS], [7, 8, 9, EOS, PAD], [5, 3, EOS, PAD, PAD]])
tgt = torch.cat([torch.full((3, 1), BOS), src], dim=1)
tgt_in, tgt_out = tgt[:, :-1], tgt[:, 1:]
print(tgt_in)
print(tgt_out)

model = Seq2SeqTransformer()
for p in model.parameters():
    if p.dim() > 1:
        nn.init.xavier_uniform_(p)
opt = torch.optim.Adam(model.parameters(), lr=0.01, betas=(0.9, 0.98), eps=1e-9)
loss_fn = nn.CrossEntropyLoss(ignore_index=PAD)

for step in range(60):
    tgt_mask = nn.Transformer.generate_square_subsequent_mask(tgt_in.size(1))
    logits = model(src, tgt_in, tgt_mask, src == PAD, tgt_in == PAD)
    loss = loss_fn(logits.reshape(-1, VOCAB), tgt_out.reshape(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 20 == 0:
        print(step, round(loss.item(), 4))
print(logits.shape)

def greedy_decode(model, src, max_len):
    src_pad = src == PAD
    memory = model.encode(src, src_pad)
    ys = torch.full((src.size(0), 1), BOS, dtype=torch.long)
    for i in range(max_len - 1):
        tgt_mask = nn.Transformer.generate_square_subsequent_mask(ys.size(1)).type(torch.bool)
        out = model.decode(ys, memory, tgt_mask, src_pad)
        prob = model.generator(out[:, -1])
        _, next_word = torch.max(prob, dim=1)
        ys = torch.cat([ys, next_word.unsqueeze(1)], dim=1)
    return ys

model.eval()
with torch.no_grad():
    print(greedy_decode(model, src, 6))
    memory = model.encode(src, src == PAD)
    print(memory.shape, memory[0, 0, :4])
try:
    model(src, tgt_in, torch.zeros(3, 3), src == PAD, tgt_in == PAD)
except RuntimeError as e:
    print("RuntimeError:", e)
