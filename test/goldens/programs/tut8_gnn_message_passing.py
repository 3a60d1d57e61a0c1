# Message passing on a tiny graph: edge_index, index_add_, scatter_reduce, a GCN layer with symmetric normalization
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
edge_index = torch.tensor([[0, 1, 1, 2, 2, 3, 3, 4, 4, 0, 1, 3],
                           [1, 0, 2, 1, 3, 2, 4, 3, 0, 4, 3, 1]])
num_nodes = 5
x = torch.randn(num_nodes, 3)
print("edges:", edge_index.shape[1])
src, dst = edge_index
deg = torch.zeros(num_nodes).index_add_(0, dst, torch.ones(dst.numel()))
print("in-degree:", deg)
print("bincount degree:", torch.bincount(dst, minlength=num_nodes))

msgs = x[src]
sum_aggr = torch.zeros(num_nodes, 3).index_add_(0, dst, msgs)
print("sum:\n", sum_aggr)
mean_aggr = torch.zeros(num_nodes, 3).scatter_reduce(0, dst.unsqueeze(1).expand(-1, 3), msgs, reduce="mean", include_self=False)
print("mean:\n", mean_aggr)
max_aggr = torch.full((num_nodes, 3), float("-inf")).scatter_reduce(0, dst.unsqueeze(1).expand(-1, 3), msgs, reduce="amax")
print("max:\n", max_aggr)
print(torch.allclose(mean_aggr, sum_aggr / deg.unsqueeze(1)))

A = torch.zeros(num_nodes, num_nodes)
A[dst, src] = 1.0
A_hat = A + torch.eye(num_nodes)
d_inv_sqrt = A_hat.sum(1).pow(-0.5)
A_norm = d_inv_sqrt.unsqueeze(1) * A_hat * d_inv_sqrt.unsqueeze(0)
print(A_norm)


class GCNLayer(nn.Module):
    def __init__(self, in_f, out_f):
        super().__init__()
        self.lin = nn.Linear(in_f, out_f, bias=False)
        self.bias = nn.Parameter(torch.zeros(out_f))

    def forward(self, x, a_norm):
        return a_norm @ self.lin(x) + self.bias


class GCN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = GCNLayer(3, 8)
        self.conv2 = GCNLayer(8, 2)

    def forward(self, x, a_norm):
        h = F.relu(self.conv1(x, a_norm))
        h = F.dropout(h, p=0.5, training=self.training)
        return self.conv2(h, a_norm)


model = GCN()
print(model)
labels = torch.tensor([0, 0, 1, 1, 0])
train_mask = torch.tensor([True, False, True, True, False])
opt = torch.optim.Adam(model.parameters(), lr=0.05, weight_decay=5e-4)
for epoch in range(20):
    model.train()
    opt.zero_grad()
    out = model(x, A_norm)
    loss = F.cross_entropy(out[train_mask], labels[train_mask])
    loss.backward()
    opt.step()
    if epoch % 5 == 0:
        print(f"epoch {epoch} loss {loss.item():.4f}")
model.eval()
pred = model(x, A_norm).argmax(dim=1)
print("pred:", pred, "acc:", (pred == labels).float().mean().item())
print(F.log_softmax(model(x, A_norm), dim=1))
