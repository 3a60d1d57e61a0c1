# Recipes "Saving and loading multiple models in one file" and "Saving and loading models for inference": a GAN-like
# pair of nets with their optimizers saved in one dictionary to a temporary file, restored into fresh objects, and
# the whole-model / state_dict save paths for inference.
# Current PyTorch's SGD has a 'fused' option, so its param_groups print 'fused': None after 'differentiable' (1.13
# has no such key): the expected output is 1.13's with that key added by hand.
import io
import os
import tempfile

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.optim as optim

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(3, 6, 5)
        self.pool = nn.MaxPool2d(2, 2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = self.pool(F.relu(self.conv1(x)))
        x = self.pool(F.relu(self.conv2(x)))
        x = x.view(-1, 16 * 5 * 5)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x


netA = Net()
netB = Net()
optimizerA = optim.SGD(netA.parameters(), lr=0.001, momentum=0.9)
optimizerB = optim.SGD(netB.parameters(), lr=0.001, momentum=0.9)
x = torch.randn(4, 3, 32, 32)
for net, opt in ((netA, optimizerA), (netB, optimizerB)):
    opt.zero_grad()
    loss = net(x).logsumexp(1).mean()
    loss.backward()
    opt.step()
    print(loss)

with tempfile.TemporaryDirectory() as d:
    PATH = os.path.join(d, "model.pt")
    torch.save({
        'modelA_state_dict': netA.state_dict(),
        'modelB_state_dict': netB.state_dict(),
        'optimizerA_state_dict': optimizerA.state_dict(),
        'optimizerB_state_dict': optimizerB.state_dict(),
    }, PATH)

    modelA = Net()
    modelB = Net()
    optimModelA = optim.SGD(modelA.parameters(), lr=0.001, momentum=0.9)
    optimModelB = optim.SGD(modelB.parameters(), lr=0.001, momentum=0.9)

    checkpoint = torch.load(PATH)
    print(sorted(checkpoint.keys()))
    print(modelA.load_state_dict(checkpoint['modelA_state_dict']))
    print(modelB.load_state_dict(checkpoint['modelB_state_dict']))
    optimModelA.load_state_dict(checkpoint['optimizerA_state_dict'])
    optimModelB.load_state_dict(checkpoint['optimizerB_state_dict'])
    print(optimModelA.state_dict()['param_groups'])

    modelA.eval()
    modelB.train()
    print(torch.equal(modelA(x), netA(x)), torch.equal(modelB(x), netB(x)))

    # Save/load the state_dict for inference, then the entire model.
    torch.save(netA.state_dict(), PATH)
    model = Net()
    print(model.load_state_dict(torch.load(PATH)))
    model.eval()
    print(model(x[:1]))

    torch.save(netA, PATH)
    whole = torch.load(PATH, weights_only=False)
    whole.eval()
    print(type(whole).__name__, torch.equal(whole(x[:1]), model(x[:1])))

# One more step on each restored pair continues exactly where the originals were.
for (net, opt), (m, o) in zip(((netA, optimizerA), (netB, optimizerB)), ((modelA, optimModelA), (modelB, optimModelB))):
    for a, b in ((net, opt), (m, o)):
        b.zero_grad()
        a(x).logsumexp(1).mean().backward()
        b.step()
    print(all(torch.equal(p, q) for p, q in zip(net.parameters(), m.parameters())))

buf = io.BytesIO()
torch.save([netA.fc3.weight, netA.fc3.bias, {"step": 3}], buf)
buf.seek(0)
print(torch.load(buf)[1:])
