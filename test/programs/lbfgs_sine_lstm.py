# Time-sequence prediction with LSTMCells in double precision trained by L-BFGS, after PyTorch's examples: learn
# shifted sine waves, then predict past the end of the inputs.
import torch
import torch.nn as nn
import torch.optim as optim


class Sequence(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm1 = nn.LSTMCell(1, 12)
        self.lstm2 = nn.LSTMCell(12, 12)
        self.linear = nn.Linear(12, 1)

    def forward(self, input, future=0):
        outputs = []
        h_t = torch.zeros(input.size(0), 12, dtype=torch.double)
        c_t = torch.zeros(input.size(0), 12, dtype=torch.double)
        h_t2 = torch.zeros(input.size(0), 12, dtype=torch.double)
        c_t2 = torch.zeros(input.size(0), 12, dtype=torch.double)
        for input_t in input.split(1, dim=1):
            h_t, c_t = self.lstm1(input_t, (h_t, c_t))
            h_t2, c_t2 = self.lstm2(h_t, (h_t2, c_t2))
            output = self.linear(h_t2)
            outputs += [output]
        for i in range(future):
            h_t, c_t = self.lstm1(output, (h_t, c_t))
            h_t2, c_t2 = self.lstm2(h_t, (h_t2, c_t2))
            output = self.linear(h_t2)
            outputs += [output]
        return torch.cat(outputs, dim=1)


torch.manual_seed(2)
T, L, N = 20, 40, 8
x = torch.arange(L) + torch.randint(-4 * T, 4 * T, (N, 1))
data = torch.sin(x / 1.0 / T).double()
input, target = data[3:, :-1], data[3:, 1:]
test_input, test_target = data[:3, :-1], data[:3, 1:]

torch.manual_seed(0)
seq = Sequence().double()
criterion = nn.MSELoss()
optimizer = optim.LBFGS(seq.parameters(), lr=0.8, max_iter=6)
for i in range(4):
    def closure():
        optimizer.zero_grad()
        out = seq(input)
        loss = criterion(out, target)
        loss.backward()
        return loss
    loss = optimizer.step(closure)
    print(f"STEP {i} loss {loss.item():.10f}")
    with torch.no_grad():
        future = 10
        pred = seq(test_input, future=future)
        print(f"  test loss {criterion(pred[:, :-future], test_target).item():.10f}")
print("prediction tail", pred[0, -5:])
