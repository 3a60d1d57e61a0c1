# Text classification with nn.TransformerEncoder: embeddings scaled by sqrt(d_model), sinusoidal positional
# encoding as in the language-modelling tutorial, and a key padding mask for the padded positions.
import warnings
import math
import torch
from torch import nn, Tensor

warnings.filterwarnings("ignore")

torch.manual_seed(0)

class PositionalEncoding(nn.Module):
    def __init__(self, d_model: int, dropout: float = 0.1, max_len: int = 50):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer('pe', pe)

    def forward(self, x: Tensor) -> Tensor:
        x = x + self.pe[:x.size(0)]
        return self.dropout(x)

class TransformerClassifier(nn.Module):
    def __init__(self, ntoken, d_model=16, nhead=2, d_hid=32, nlayers=2, nclass=3, dropout=0.1):
        super().__init__()
        self.model_type = 'Transformer'
        self.pos_encoder = PositionalEncoding(d_model, dropout)
        encoder_layers = nn.TransformerEncoderLayer(d_model, nhead, d_hid, dropout)
        self.transformer_encoder = nn.TransformerEncoder(encoder_layers, nlayers)
        self.embedding = nn.Embedding(ntoken, d_model)
        self.d_model = d_model
        self.head = nn.Linear(d_model, nclass)
        self.init_weights()

    def init_weights(self) -> None:
        initrange = 0.1
        self.embedding.weight.data.uniform_(-initrange, initrange)
        self.head.bias.data.zero_()
        self.head.weight.data.uniform_(-initrange, initrange)

    def forward(self, src: Tensor, pad_mask: Tensor) -> Tensor:
        src = self.embedding(src) * math.sqrt(self.d_model)
        src = self.pos_encoder(src)
        output = self.transformer_encoder(src, src_key_padding_mask=pad_mask)
        keep = (~pad_mask).T.unsqueeze(-1).float()
        pooled = (output * keep).sum(0) / keep.sum(0)
        return self.head(pooled)

pe = PositionalEncoding(8, dropout=0.0, max_len=5)
print(pe.pe.squeeze(1))
print([k for k in pe.state_dict()])

ntokens = 20
model = TransformerClassifier(ntokens)
print(model.transformer_encoder.layers[0])
print(sum(p.numel() for p in model.parameters()))

src = torch.randint(1, ntokens, (7, 4))
src[5:, 1] = 0
src[3:, 2] = 0
pad_mask = (src == 0).T
print(src)
print(pad_mask)
labels = torch.tensor([0, 1, 2, 1])

criterion = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, 1.0, gamma=0.95)
model.train()
for epoch in range(1, 16):
    optimizer.zero_grad()
    output = model(src, pad_mask)
    loss = criterion(output, labels)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 0.5)
    optimizer.step()
    scheduler.step()
    if epoch % 5 == 0:
        print(f'| epoch {epoch:3d} | lr {scheduler.get_last_lr()[0]:02.4f} | loss {loss.item():5.4f} | ppl {math.exp(loss.item()):8.4f}')

model.eval()
with torch.no_grad():
    out = model(src, pad_mask)
    print(out)
    print(out.argmax(dim=1))
    enc = model.transformer_encoder(model.embedding(src), src_key_padding_mask=pad_mask)
    print(enc.shape, enc[0, 0])
