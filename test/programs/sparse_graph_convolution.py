# A two-layer graph convolutional network on a tiny graph, its normalised adjacency held as a sparse COO tensor.
import torch
from torch import nn

torch.manual_seed(0)
edges = [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 5), (5, 3), (1, 4)]
n = 6
src = [a for a, b in edges] + [b for a, b in edges] + list(range(n))  # both directions, plus self-loops
dst = [b for a, b in edges] + [a for a, b in edges] + list(range(n))
adj = torch.sparse_coo_tensor(torch.tensor([src, dst]), torch.ones(len(src)), (n, n)).coalesce()
print(adj)
print("nnz:", adj._nnz(), "density:", adj._nnz() / n ** 2)

# symmetric normalisation D^-1/2 (A + I) D^-1/2, computed on the values only
degree = torch.sparse.sum(adj, dim=1).to_dense()
print("degree:", degree)
row, col = adj.indices()
norm = torch.sparse_coo_tensor(adj.indices(), adj.values() / (degree[row] * degree[col]).sqrt(), (n, n))
print(norm.to_dense())


class GCN(nn.Module):
    def __init__(self, features, hidden, classes):
        super().__init__()
        self.lin1 = nn.Linear(features, hidden)
        self.lin2 = nn.Linear(hidden, classes)

    def forward(self, x, a):
        x = torch.relu(torch.sparse.mm(a, self.lin1(x)))
        return torch.sparse.mm(a, self.lin2(x))


features = torch.randn(n, 4)
labels = torch.tensor([0, 0, 0, 1, 1, 1])
model = GCN(4, 8, 2)
opt = torch.optim.Adam(model.parameters(), lr=0.05)
for step in range(30):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(features, norm), labels)
    loss.backward()
    opt.step()
    if step % 5 == 0:
        print(f"step {step:2d} loss {loss.item():.4f}")
with torch.no_grad():
    pred = model(features, norm).argmax(1)
print("predictions:", pred.tolist(), "accuracy:", (pred == labels).float().mean().item())

# one propagation step as sparse @ dense, and the same through a dense adjacency
h = torch.randn(n, 3)
print(torch.allclose(norm @ h, norm.to_dense() @ h))
print(torch.sparse.softmax(adj, 1).to_dense()[0])
