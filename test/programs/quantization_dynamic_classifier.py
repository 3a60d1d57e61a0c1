# Dynamic quantization tutorial, in small: train a bag-of-words classifier, swap its Linear layers for dynamically
# quantized ones and compare size, outputs and accuracy with the float model.
import io

import torch
from torch import nn

torch.manual_seed(0)
vocab, classes, n = 64, 4, 256
centres = torch.randn(classes, vocab)
labels = torch.randint(0, classes, (n,))
features = (centres[labels] + 0.8 * torch.randn(n, vocab)).relu()


class BagOfWords(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Linear(vocab, 48)
        self.act = nn.ReLU()
        self.drop = nn.Dropout(0.1)
        self.out = nn.Linear(48, classes)

    def forward(self, x):
        return self.out(self.drop(self.act(self.hidden(x))))


model = BagOfWords()
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(30):
    optimizer.zero_grad()
    loss = nn.functional.cross_entropy(model(features), labels)
    loss.backward()
    optimizer.step()
print(f"final loss {loss.item():.4f}")
model.eval()

quantized = torch.quantization.quantize_dynamic(model, {nn.Linear}, dtype=torch.qint8)
print(quantized)


def size_of(m):
    buffer = io.BytesIO()
    torch.save(m.state_dict(), buffer)
    return buffer.getbuffer().nbytes


print("quantized model is smaller:", size_of(quantized) < size_of(model))

with torch.no_grad():
    float_logits = model(features)
    quant_logits = quantized(features)
print(float_logits[:3])
print(quant_logits[:3])
print(f"largest logit difference {(float_logits - quant_logits).abs().max().item():.4f}")
for name, logits in (("float", float_logits), ("quantized", quant_logits)):
    accuracy = (logits.argmax(1) == labels).float().mean().item()
    print(f"{name} accuracy {accuracy:.4f}")
print("predictions agree:", (float_logits.argmax(1) == quant_logits.argmax(1)).float().mean().item())

w = quantized.hidden.weight()
print(w.dtype, w.qscheme(), w.q_zero_point(), round(w.q_scale(), 8))
print(w.int_repr().min().item(), w.int_repr().max().item())
