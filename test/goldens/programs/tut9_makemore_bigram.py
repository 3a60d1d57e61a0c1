# Bigram character model: count matrix, smoothing, sampling with a Generator, then the same model as a neural net
import torch
import torch.nn.functional as F

words = ["emma", "olivia", "ava", "isabella", "sophia", "mia", "amelia", "harper", "evelyn", "abigail", "emily", "ella"]
chars = sorted(list(set("".join(words))))
stoi = {s: i + 1 for i, s in enumerate(chars)}
stoi["."] = 0
itos = {i: s for s, i in stoi.items()}
V = len(stoi)
print(V, "".join(chars))

N = torch.zeros((V, V), dtype=torch.int32)
for w in words:
    chs = ["."] + list(w) + ["."]
    for ch1, ch2 in zip(chs, chs[1:]):
        N[stoi[ch1], stoi[ch2]] += 1
print(N[0])
print(N.sum(), N.max(), N.dtype)
P = (N + 1).float()
P /= P.sum(1, keepdims=True)
print(P.shape, P[0].sum(), P.sum(1)[:4])

g = torch.Generator().manual_seed(2147483647)
for i in range(5):
    out = []
    ix = 0
    while True:
        p = P[ix]
        ix = torch.multinomial(p, num_samples=1, replacement=True, generator=g).item()
        out.append(itos[ix])
        if ix == 0:
            break
    print("".join(out))

log_likelihood = 0.0
n = 0
for w in words:
    chs = ["."] + list(w) + ["."]
    for ch1, ch2 in zip(chs, chs[1:]):
        logprob = torch.log(P[stoi[ch1], stoi[ch2]])
        log_likelihood += logprob
        n += 1
print(f"{log_likelihood=}")
nll = -log_likelihood
print(f"{nll/n}")

# the neural-net version: one linear layer on one-hot inputs
xs, ys = [], []
for w in words:
    chs = ["."] + list(w) + ["."]
    for ch1, ch2 in zip(chs, chs[1:]):
        xs.append(stoi[ch1])
        ys.append(stoi[ch2])
xs = torch.tensor(xs)
ys = torch.tensor(ys)
num = xs.nelement()
print("number of examples: ", num)
xenc = F.one_hot(xs, num_classes=V).float()
print(xenc.shape, xenc.dtype)
g = torch.Generator().manual_seed(2147483647)
W = torch.randn((V, V), generator=g, requires_grad=True)
for k in range(50):
    logits = xenc @ W
    counts = logits.exp()
    probs = counts / counts.sum(1, keepdims=True)
    loss = -probs[torch.arange(num), ys].log().mean() + 0.01 * (W ** 2).mean()
    if k % 10 == 0:
        print(k, loss.item())
    W.grad = None
    loss.backward()
    W.data += -50 * W.grad
print(torch.allclose(probs.sum(1), torch.ones(num)))
print(F.cross_entropy(xenc @ W, ys).item() < 3.0)
