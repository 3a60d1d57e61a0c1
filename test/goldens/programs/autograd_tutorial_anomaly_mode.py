# Anomaly detection: a nan born in backward is caught and named, set_detect_anomaly as a switch, check_nan=False,
# and the forward traceback warning anomaly mode attaches (its first line).
import warnings

import torch


class Sqrt(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x.sqrt()

    @staticmethod
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return g / (2 * x.sqrt()) * 0.0 / 0.0


x = torch.tensor([0.0, 1.0, 4.0], requires_grad=True)
print(torch.is_anomaly_enabled())
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autograd.detect_anomaly():
        print(torch.is_anomaly_enabled())
        y = Sqrt.apply(x).sum()
        try:
            y.backward()
        except RuntimeError as e:
            print("RuntimeError:", e)
    print(sorted({str(w.message).splitlines()[0] for w in caught}))
print(torch.is_anomaly_enabled())

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.autograd.detect_anomaly():
        z = torch.tensor([-1.0, 2.0], requires_grad=True)
        out = (z.log() * 0).sum()
        try:
            out.backward()
        except RuntimeError as e:
            print("RuntimeError:", e)
        print(z.grad)
    print(sorted({str(w.message).splitlines()[0] for w in caught}))

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    torch.autograd.set_detect_anomaly(True)
    print(torch.is_anomaly_enabled())
    a = torch.tensor([1.0, 2.0], requires_grad=True)
    (a * 2).sum().backward()
    print(a.grad)
    torch.autograd.set_detect_anomaly(False)
    print(torch.is_anomaly_enabled())
    with torch.autograd.detect_anomaly(check_nan=False):
        w = torch.tensor([0.0], requires_grad=True)
        r = Sqrt.apply(w).sum()
        r.backward()
        print(w.grad)
    print(len(caught) > 0)
