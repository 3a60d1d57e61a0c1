# Layer by layer under cuda autocast: forward hooks print each module's output dtype
import torch
import torch.nn as nn

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.bn = nn.BatchNorm2d(8)
        self.act = nn.ReLU()
        self.pool = nn.MaxPool2d(2)
        self.avg = nn.AdaptiveAvgPool2d(1)
        self.flat = nn.Flatten()
        self.drop = nn.Dropout(0.1)
        self.fc = nn.Linear(8, 16)
        self.ln = nn.LayerNorm(16)
        self.gelu = nn.GELU()
        self.head = nn.Linear(16, 5)

    def forward(self, x):
        x = self.pool(self.act(self.bn(self.conv(x))))
        x = self.drop(self.flat(self.avg(x)))
        return self.head(self.gelu(self.ln(self.fc(x))))


net = Net().cuda()
for name, m in net.named_children():
    m.register_forward_hook(lambda mod, inp, out, name=name: print(f"  {name:5s} in {inp[0].dtype} out {out.dtype}"))
x = torch.randn(2, 3, 8, 8, device="cuda")
target = torch.tensor([1, 3], device="cuda")
for mode in ("train", "eval"):
    getattr(net, mode)()
    print(mode)
    with torch.autocast("cuda"):
        logits = net(x)
        loss = nn.functional.cross_entropy(logits, target)
    print("  loss", loss.dtype, "bn running_mean", net.bn.running_mean.dtype, net.bn.num_batches_tracked.item())
    if mode == "train":
        loss.backward()
        print("  grads", sorted({str(p.grad.dtype) for p in net.parameters()}))

emb = nn.Embedding(10, 4).cuda()
attn = nn.MultiheadAttention(4, 2, batch_first=True).cuda()
tokens = torch.tensor([[1, 2, 3]], device="cuda")
with torch.autocast("cuda"):
    e = emb(tokens)
    out, weights = attn(e, e, e)
    print("embedding", e.dtype, "attn", out.dtype, weights.dtype)
    print("sdpa", nn.functional.scaled_dot_product_attention(e, e, e).dtype)
    rnn = nn.LSTM(4, 3, batch_first=True).cuda()
    o, (h, c) = rnn(e)
    print("lstm", o.dtype, h.dtype, c.dtype)
    cell = nn.GRUCell(4, 3).cuda()
    print("grucell", cell(e[0]).dtype)
o.float().sum().backward()
print("lstm grads", rnn.weight_ih_l0.grad.dtype, rnn.weight_hh_l0.grad.shape)
with torch.autocast("cuda", dtype=torch.bfloat16):
    gru = nn.GRU(4, 3, num_layers=2, bidirectional=True).cuda()
    o, h = gru(torch.randn(5, 2, 4, device="cuda"))
    print("gru under bfloat16 autocast", o.dtype, h.dtype, o.shape, h.shape)
    print("lstmcell under bfloat16 autocast", nn.LSTMCell(4, 3).cuda()(torch.randn(2, 4, device="cuda"))[1].dtype)
