# grad_fn names and next_functions chains of the composite ops tutorials print (addresses left out)
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)

def chain(fn):
    out = []
    def walk(f, d):
        if f is None:
            out.append("  " * d + "None"); return
        out.append("  " * d + f.name())
        if d < 6:
            for n, i in f.next_functions:
                walk(n, d + 1)
    walk(fn, 0)
    return "\n".join(out)

def show(label, t):
    print(label)
    print(chain(t.grad_fn))

x1 = torch.randn(2, 3, 8, requires_grad=True)
show("conv1d", nn.Conv1d(3, 4, 3)(x1))
x2 = torch.randn(2, 3, 8, 8, requires_grad=True)
show("conv2d", nn.Conv2d(3, 4, 3)(x2))
show("conv2d nobias", nn.Conv2d(3, 4, 3, bias=False)(x2))
x3 = torch.randn(1, 2, 4, 4, 4, requires_grad=True)
show("conv3d", nn.Conv3d(2, 2, 3)(x3))
show("F.conv2d", F.conv2d(x2, torch.randn(4, 3, 3, 3)))
emb = nn.Embedding(10, 3)
show("embedding", emb(torch.tensor([1, 2, 3])))
show("F.embedding", F.embedding(torch.tensor([[1, 2]]), torch.randn(5, 3, requires_grad=True)))
lin = nn.Linear(3, 4)
show("linear 2d", lin(torch.randn(2, 3)))
show("linear 3d", lin(torch.randn(2, 5, 3)))
show("linear 3d rg", lin(torch.randn(2, 5, 3, requires_grad=True)))
show("linear nobias", nn.Linear(3, 4, bias=False)(torch.randn(2, 3)))
show("layer_norm", nn.LayerNorm(8)(x1))
show("batch_norm", nn.BatchNorm2d(3)(x2))
bn = nn.BatchNorm2d(3); bn.eval()
show("batch_norm eval", bn(x2))
show("group_norm", nn.GroupNorm(1, 3)(x2))
show("max_pool2d", F.max_pool2d(x2, 2))
show("avg_pool2d", F.avg_pool2d(x2, 2))
show("adaptive_avg_pool2d", F.adaptive_avg_pool2d(x2, 1))
logits = torch.randn(4, 5, requires_grad=True)
tgt = torch.tensor([0, 1, 2, 3])
show("cross_entropy", F.cross_entropy(logits, tgt))
show("nll_loss", F.nll_loss(logits, tgt))
show("mse_loss", F.mse_loss(logits, torch.randn(4, 5)))
show("softmax", F.softmax(logits, 1))
show("log_softmax", F.log_softmax(logits, 1))
show("dropout", F.dropout(logits, 0.5))
show("dropout eval", F.dropout(logits, 0.5, training=False))
show("relu", F.relu(logits))
show("gelu", F.gelu(logits))
show("sigmoid", torch.sigmoid(logits))
show("tanh", torch.tanh(logits))
a = torch.randn(3, requires_grad=True)
b = torch.randn(3, 4, requires_grad=True)
c = torch.randn(2, 3, 4, requires_grad=True)
show("matmul 1d1d", a @ a)
show("matmul 2d1d", b.t() @ a)
show("matmul 2d2d", b.t() @ b)
show("silu", F.silu(logits))
show("leaky", F.leaky_relu(logits))
show("norm", torch.linalg.vector_norm(logits))
show("mean", logits.mean())

# one grad_fn object per node while it is held; next_functions pairs carry the input number
y = x2 * 2
print(y.grad_fn is y.grad_fn, type(y.grad_fn).__name__)
a, b = torch.randn(3, requires_grad=True).unbind()[:2]
print([(f.name(), n) for f, n in (a * b).grad_fn.next_functions])
acc = lin.weight.t().grad_fn.next_functions[0][0]
print(type(acc).__name__, acc.name(), acc.variable is lin.weight or acc.variable.equal(lin.weight))
