# Autoencoder and variational autoencoder in the style of the PyTorch examples: a fully connected AE trained with
# MSELoss, then the VAE with its reparameterisation trick, the BCE + KL-divergence loss summed over the batch,
# the training loop's log lines, the test loss and samples decoded from the prior, on synthetic 28x28 data.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch import optim
from torch.utils.data import DataLoader, TensorDataset

torch.manual_seed(1)
device = torch.device("cpu")
data = torch.rand(48, 1, 28, 28)
labels = torch.zeros(48)
train_loader = DataLoader(TensorDataset(data[:32], labels[:32]), batch_size=8, shuffle=True)
test_loader = DataLoader(TensorDataset(data[32:], labels[32:]), batch_size=8, shuffle=False)


class AE(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(784, 64), nn.ReLU(), nn.Linear(64, 8))
        self.decoder = nn.Sequential(nn.Linear(8, 64), nn.ReLU(), nn.Linear(64, 784), nn.Sigmoid())

    def forward(self, x):
        return self.decoder(self.encoder(x))


ae = AE()
print(ae)
loss_function = nn.MSELoss()
optimizer = optim.Adam(ae.parameters(), lr=1e-3, weight_decay=1e-8)
for epoch in range(2):
    for image, _ in train_loader:
        image = image.reshape(-1, 28 * 28)
        reconstructed = ae(image)
        loss = loss_function(reconstructed, image)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    print(epoch, loss)


class VAE(nn.Module):
    def __init__(self):
        super(VAE, self).__init__()
        self.fc1 = nn.Linear(784, 100)
        self.fc21 = nn.Linear(100, 20)
        self.fc22 = nn.Linear(100, 20)
        self.fc3 = nn.Linear(20, 100)
        self.fc4 = nn.Linear(100, 784)

    def encode(self, x):
        h1 = F.relu(self.fc1(x))
        return self.fc21(h1), self.fc22(h1)

    def reparameterize(self, mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std

    def decode(self, z):
        h3 = F.relu(self.fc3(z))
        return torch.sigmoid(self.fc4(h3))

    def forward(self, x):
        mu, logvar = self.encode(x.view(-1, 784))
        z = self.reparameterize(mu, logvar)
        return self.decode(z), mu, logvar


model = VAE().to(device)
optimizer = optim.Adam(model.parameters(), lr=1e-3)


def loss_function(recon_x, x, mu, logvar):
    BCE = F.binary_cross_entropy(recon_x, x.view(-1, 784), reduction='sum')
    KLD = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return BCE + KLD


def train(epoch):
    model.train()
    train_loss = 0
    for batch_idx, (data, _) in enumerate(train_loader):
        data = data.to(device)
        optimizer.zero_grad()
        recon_batch, mu, logvar = model(data)
        loss = loss_function(recon_batch, data, mu, logvar)
        loss.backward()
        train_loss += loss.item()
        optimizer.step()
        if batch_idx % 2 == 0:
            print('Train Epoch: {} [{}/{} ({:.0f}%)]\tLoss: {:.6f}'.format(
                epoch, batch_idx * len(data), len(train_loader.dataset),
                100. * batch_idx / len(train_loader),
                loss.item() / len(data)))
    print('====> Epoch: {} Average loss: {:.4f}'.format(epoch, train_loss / len(train_loader.dataset)))


def test(epoch):
    model.eval()
    test_loss = 0
    with torch.no_grad():
        for i, (data, _) in enumerate(test_loader):
            data = data.to(device)
            recon_batch, mu, logvar = model(data)
            test_loss += loss_function(recon_batch, data, mu, logvar).item()
            if i == 0:
                n = min(data.size(0), 8)
                comparison = torch.cat([data[:n], recon_batch.view(8, 1, 28, 28)[:n]])
                print(comparison.shape)
    test_loss /= len(test_loader.dataset)
    print('====> Test set loss: {:.4f}'.format(test_loss))


for epoch in range(1, 3):
    train(epoch)
    test(epoch)
    with torch.no_grad():
        sample = torch.randn(4, 20).to(device)
        sample = model.decode(sample).cpu()
        print(sample.view(4, 1, 28, 28).shape, sample[0, :4])

mu, logvar = torch.zeros(2, 3), torch.zeros(2, 3)
print(-0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp()))
mu, logvar = torch.tensor([[0.5, -1.0, 0.0]]), torch.tensor([[0.1, -0.3, 0.2]])
print(-0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp()))
q = torch.distributions.Normal(mu, torch.exp(0.5 * logvar))
p = torch.distributions.Normal(torch.zeros_like(mu), torch.ones_like(mu))
print(torch.distributions.kl_divergence(q, p).sum())
