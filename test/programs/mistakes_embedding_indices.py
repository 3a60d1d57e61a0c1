# nn.Embedding looks rows up by integer index: indices past the vocabulary, negative ones and float indices are the
# usual mistakes, each with PyTorch's message.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
vocab = {"<pad>": 0, "the": 1, "cat": 2, "sat": 3}
emb = nn.Embedding(len(vocab), 3, padding_idx=0)


def attempt(label, fn):
    try:
        out = fn()
    except (RuntimeError, IndexError, AssertionError, TypeError, ValueError) as e:
        print(f"{label}: {type(e).__name__}: {e}")
    else:
        print(f"{label}: {tuple(out.shape)}")


ids = torch.tensor([[1, 2, 3, 0]])
attempt("known words", lambda: emb(ids))

print("\nAn id the vocabulary does not have (a word added after the layer was built):")
attempt("id 4 of 4", lambda: emb(torch.tensor([[1, 2, 4]])))
attempt("id 100", lambda: emb(torch.tensor([100])))
attempt("id -1", lambda: emb(torch.tensor([-1])))
attempt("F.embedding id 7", lambda: F.embedding(torch.tensor([7]), torch.randn(5, 2)))

print("\nIds must be integers:")
attempt("float ids", lambda: emb(torch.tensor([1.0, 2.0])))
attempt("double ids", lambda: emb(torch.tensor([1.0, 2.0], dtype=torch.float64)))
attempt("int32 ids", lambda: emb(torch.tensor([1, 2], dtype=torch.int32)))
attempt("bool ids", lambda: emb(torch.tensor([True, False])))
attempt("a Python list", lambda: emb([1, 2]))

print("\npadding_idx must lie inside the table:")
try:
    nn.Embedding(4, 3, padding_idx=4)
except AssertionError as e:
    print("padding_idx=4:", type(e).__name__, e)
try:
    nn.Embedding(4, 3, padding_idx=-5)
except AssertionError as e:
    print("padding_idx=-5:", type(e).__name__, e)
print("padding_idx=-1 counts from the end:", nn.Embedding(4, 3, padding_idx=-1).padding_idx)

print("\nfrom_pretrained wants a 2-D weight:")
try:
    nn.Embedding.from_pretrained(torch.randn(4))
except AssertionError as e:
    print(type(e).__name__, e)
print(nn.Embedding.from_pretrained(torch.randn(4, 2)).weight.requires_grad)

print("\nEmbeddingBag offsets:")
bag = nn.EmbeddingBag(4, 2, mode="sum")
attempt("bag with offsets", lambda: bag(torch.tensor([1, 2, 3]), torch.tensor([0, 2])))
attempt("2-D input with offsets", lambda: bag(torch.tensor([[1, 2], [3, 0]]), torch.tensor([0, 1])))
attempt("1-D input without offsets", lambda: bag(torch.tensor([1, 2, 3])))
