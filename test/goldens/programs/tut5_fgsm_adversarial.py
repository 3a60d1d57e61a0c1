# Tutorial "Adversarial example generation" (FGSM): the LeNet of the tutorial (eval mode, dropout off), fgsm_attack
# with sign of the data gradient and clamping, a denorm step, and the test loop over several epsilons counting
# initial / final correct predictions, on a small synthetic "MNIST" set, printed as the tutorial prints it.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

epsilons = [0, .05, .1, .15, .2, .25, .3]
torch.manual_seed(42)


class Net(nn.Module):
    def __init__(self):
        super(Net, self).__init__()
        self.conv1 = nn.Conv2d(1, 32, 3, 1)
        self.conv2 = nn.Conv2d(32, 64, 3, 1)
        self.dropout1 = nn.Dropout(0.25)
        self.dropout2 = nn.Dropout(0.5)
        self.fc1 = nn.Linear(9216, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = self.conv1(x)
        x = F.relu(x)
        x = self.conv2(x)
        x = F.relu(x)
        x = F.max_pool2d(x, 2)
        x = self.dropout1(x)
        x = torch.flatten(x, 1)
        x = self.fc1(x)
        x = F.relu(x)
        x = self.dropout2(x)
        x = self.fc2(x)
        output = F.log_softmax(x, dim=1)
        return output


device = torch.device("cpu")
model = Net().to(device)
print(model)
# A quick fit on the synthetic set stands in for the pretrained weights.
images = torch.rand(40, 1, 28, 28)
targets = (images.mean(dim=(1, 2, 3)) * 1000).long() % 10
opt = torch.optim.Adadelta(model.parameters(), lr=1.0)
model.train()
for step in range(2):
    opt.zero_grad()
    loss = F.nll_loss(model(images[:8]), targets[:8])
    loss.backward()
    opt.step()
    print('step {} loss {:.4f}'.format(step, loss.item()))
model.eval()

test_loader = DataLoader(TensorDataset(images[:8], targets[:8]), batch_size=1, shuffle=True)


def fgsm_attack(image, epsilon, data_grad):
    sign_data_grad = data_grad.sign()
    perturbed_image = image + epsilon * sign_data_grad
    perturbed_image = torch.clamp(perturbed_image, 0, 1)
    return perturbed_image


def denorm(batch, mean=[0.1307], std=[0.3081]):
    if isinstance(mean, list):
        mean = torch.tensor(mean).to(device)
    if isinstance(std, list):
        std = torch.tensor(std).to(device)
    return batch * std.view(1, -1, 1, 1) + mean.view(1, -1, 1, 1)


def test(model, device, test_loader, epsilon):
    correct = 0
    adv_examples = []
    for data, target in test_loader:
        data, target = data.to(device), target.to(device)
        data.requires_grad = True
        output = model(data)
        init_pred = output.max(1, keepdim=True)[1]
        if init_pred.item() != target.item():
            continue
        loss = F.nll_loss(output, target)
        model.zero_grad()
        loss.backward()
        data_grad = data.grad.data
        data_denorm = denorm(data)
        perturbed_data = fgsm_attack(data_denorm, epsilon, data_grad)
        perturbed_data_normalized = (perturbed_data - 0.1307) / 0.3081
        output = model(perturbed_data_normalized)
        final_pred = output.max(1, keepdim=True)[1]
        if final_pred.item() == target.item():
            correct += 1
            if epsilon == 0 and len(adv_examples) < 5:
                adv_ex = perturbed_data.squeeze().detach().cpu().numpy()
                adv_examples.append((init_pred.item(), final_pred.item(), adv_ex))
        else:
            if len(adv_examples) < 5:
                adv_ex = perturbed_data.squeeze().detach().cpu().numpy()
                adv_examples.append((init_pred.item(), final_pred.item(), adv_ex))
    final_acc = correct / float(len(test_loader))
    print(f"Epsilon: {epsilon}\tTest Accuracy = {correct} / {len(test_loader)} = {final_acc}")
    return final_acc, adv_examples


accuracies = []
examples = []
for eps in epsilons:
    acc, ex = test(model, device, test_loader, eps)
    accuracies.append(acc)
    examples.append(ex)
print(accuracies)
for ex in examples:
    print([(orig, adv, e.shape, e.dtype) for orig, adv, e in ex[:2]])

x = torch.tensor([[0.2, 0.5], [0.9, 0.99]])
g = torch.tensor([[-1.5, 0.0], [2.0, 3.0]])
print(fgsm_attack(x, 0.05, g))
print(denorm(torch.zeros(1, 1, 2, 2)))
