# "Build the Neural Network": the model, its layers one by one and its parameters.
import torch
from torch import nn

torch.manual_seed(3)


class NeuralNetwork(nn.Module):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.linear_relu_stack = nn.Sequential(
            nn.Linear(28 * 28, 512),
            nn.ReLU(),
            nn.Linear(512, 512),
            nn.ReLU(),
            nn.Linear(512, 10),
        )

    def forward(self, x):
        x = self.flatten(x)
        logits = self.linear_relu_stack(x)
        return logits


model = NeuralNetwork()
print(model)

X = torch.rand(1, 28, 28)
logits = model(X)
pred_probab = nn.Softmax(dim=1)(logits)
y_pred = pred_probab.argmax(1)
print(f"Predicted class: {y_pred}")
print(logits.grad_fn.name(), pred_probab.sum())

input_image = torch.rand(3, 28, 28)
print(input_image.size())
flatten = nn.Flatten()
flat_image = flatten(input_image)
print(flat_image.size())
layer1 = nn.Linear(in_features=28 * 28, out_features=20)
hidden1 = layer1(flat_image)
print(hidden1.size())
print(f"Before ReLU: {hidden1}\n\n")
hidden1 = nn.ReLU()(hidden1)
print(f"After ReLU: {hidden1}")

seq_modules = nn.Sequential(
    flatten,
    layer1,
    nn.ReLU(),
    nn.Linear(20, 10)
)
input_image = torch.rand(3, 28, 28)
logits = seq_modules(input_image)
softmax = nn.Softmax(dim=1)
pred_probab = softmax(logits)
print(pred_probab)
print(seq_modules)

print(f"Model structure: {model}\n\n")
for name, param in model.named_parameters():
    print(f"Layer: {name} | Size: {param.size()} | Values : {param[:2]} \n")

print(sum(p.numel() for p in model.parameters() if p.requires_grad))
print(model.linear_relu_stack[0])
print(model.linear_relu_stack[0].weight.shape, model.linear_relu_stack[-1].bias)
print(list(model.children())[0], len(list(model.modules())))
print(nn.Flatten(0, 1)(torch.zeros(2, 3, 4)).shape, nn.Flatten(start_dim=0))
print(nn.Softmax(dim=-1), nn.ReLU(inplace=True), nn.Linear(3, 4, bias=False))
