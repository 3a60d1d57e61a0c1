# Formatting losses and metrics in training logs: f-strings, format specs, item(), round() and tensor __format__.
import torch

torch.manual_seed(0)
loss = torch.tensor(0.123456789)
print(f"{loss:.4f}", f"{loss.item():.4f}", f"{loss:.2e}", f"{loss:10.3f}|", f"{loss:<10.2f}|")
print(f"{loss}")
print("{:.3f}".format(loss), "%.5f" % loss.item(), round(loss.item(), 3))
print(format(torch.tensor(3), "05d"), f"{torch.tensor(42):>6}", f"{torch.tensor(-7):+d}")
print(f"{torch.tensor(2.5, dtype=torch.float64):.1f}", f"{torch.tensor(True)}")
print(f"{torch.tensor(1e-8):.3g}", f"{torch.tensor(123456.0):,.1f}", f"{torch.tensor(0.25):.1%}")

print("\nA training log:")
x = torch.randn(32, 4)
y = x @ torch.tensor([1.0, -1.0, 0.5, 2.0]) + 0.3
model = torch.nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.05)
running = 0.0
for epoch in range(1, 31):
    pred = model(x).squeeze(1)
    loss = torch.nn.functional.mse_loss(pred, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    running += loss.item()
    if epoch % 5 == 0:
        print(f"[epoch {epoch:02d}] loss: {loss:.4f}  avg: {running / epoch:.4f}  lr: {opt.param_groups[0]['lr']:g}")

print("\nA vector can't take a format spec, but prints with str():")
v = torch.tensor([0.5, 1.25])
try:
    f"{v:.2f}"
except TypeError as e:
    print("TypeError")
print(f"{v}", "|", str(v), "|", repr(v))
print(f"weights: {[round(w, 3) for w in model.weight.squeeze().tolist()]}")
print(f"bias: {model.bias.item():+.4f}")
