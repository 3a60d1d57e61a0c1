# Weight tying in a language model (Press & Wolf): the decoder shares the embedding matrix; parameters() lists the
# shared tensor once, state_dict keeps both names, gradients from both uses add up, and loading keeps the tie.
import torch
import torch.nn as nn

torch.manual_seed(0)


class TiedLM(nn.Module):
    def __init__(self, ntoken, ninp, tie_weights=True):
        super().__init__()
        self.encoder = nn.Embedding(ntoken, ninp)
        self.rnn = nn.LSTM(ninp, ninp, batch_first=True)
        self.decoder = nn.Linear(ninp, ntoken)
        if tie_weights:
            self.decoder.weight = self.encoder.weight
        self.init_weights()

    def init_weights(self):
        initrange = 0.1
        nn.init.uniform_(self.encoder.weight, -initrange, initrange)
        nn.init.zeros_(self.decoder.bias)

    def forward(self, x):
        out, _ = self.rnn(self.encoder(x))
        return self.decoder(out)


tied = TiedLM(10, 6)
untied = TiedLM(10, 6, tie_weights=False)
print(tied.decoder.weight is tied.encoder.weight)
print(sum(p.numel() for p in tied.parameters()), sum(p.numel() for p in untied.parameters()))
print([n for n, _ in tied.named_parameters()])
print(len(list(tied.named_modules())), len(list(tied.modules())))
print(list(tied.state_dict().keys()))
sd = tied.state_dict()
print(sd['decoder.weight'].data_ptr() == sd['encoder.weight'].data_ptr())

x = torch.randint(0, 10, (2, 5))
logits = tied(x)
print(logits.shape)
loss = nn.functional.cross_entropy(logits.reshape(-1, 10), x.roll(-1, 1).reshape(-1))
loss.backward()
print(round(loss.item(), 4))
g = tied.encoder.weight.grad
print(g.shape, tied.decoder.weight.grad is g)
# rows of tokens that never appear as input only get gradient from the decoder
unused = [t for t in range(10) if t not in x.tolist()[0] + x.tolist()[1]]
print(unused, g[unused].abs().sum(1).gt(0).tolist())

opt = torch.optim.SGD(tied.parameters(), lr=0.5)
before = tied.encoder.weight.detach().clone()
opt.step()
print(torch.equal(tied.decoder.weight, tied.encoder.weight), (tied.encoder.weight - before).abs().max().item() > 0)

fresh = TiedLM(10, 6)
fresh.load_state_dict(tied.state_dict())
print(fresh.decoder.weight is fresh.encoder.weight, torch.equal(fresh.encoder.weight, tied.encoder.weight))
with torch.no_grad():
    fresh.encoder.weight[0].fill_(1.0)
print(fresh.decoder.weight[0])
