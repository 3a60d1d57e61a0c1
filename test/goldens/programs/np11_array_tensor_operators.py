# An array and a tensor on either side of an operator, as numpy and PyTorch settle it: the tensor's operators refuse
# an array, numpy gives way to the tensor (its __array_priority__) when the array is on the left, and computes on the
# tensor's values, wrapping the result as a tensor, when the tensor's operator has declined
import numpy as np
import torch

t = torch.arange(6, dtype=torch.float32).reshape(2, 3)
a = np.arange(1, 7, dtype=np.float32).reshape(2, 3)


def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:  # noqa: BLE001
        print(label, type(e).__name__, e)


for label, f in [("a+t", lambda: a + t), ("a*t", lambda: a * t), ("a-t", lambda: a - t), ("a/t", lambda: a / t),
                 ("a**t", lambda: a ** t), ("a//t", lambda: a // t), ("a%t", lambda: a % t), ("a@t", lambda: a @ t.T),
                 ("a<t", lambda: a < t), ("a>=t", lambda: a >= t), ("a==t", lambda: a == t), ("a!=t", lambda: a != t),
                 ("t+a", lambda: t + a), ("t*a", lambda: t * a), ("t-a", lambda: t - a), ("t/a", lambda: t / a),
                 ("t**a", lambda: t ** a), ("t@a", lambda: t @ a.T), ("t<a", lambda: t < a), ("t==a", lambda: t == a),
                 ("int t+f32 a", lambda: torch.arange(3) + np.ones(3, dtype=np.float32)),
                 ("f32 t*f64 a", lambda: torch.ones(3) * np.full(3, 2.0)),
                 ("t+0-d a", lambda: t + np.array(2.0)), ("t*np scalar", lambda: t * np.float64(2)),
                 ("np scalar*t", lambda: np.float32(3) * t),
                 ("grad t+a", lambda: torch.ones(2, requires_grad=True) + np.ones(2)),
                 ("bool a&t", lambda: np.ones(2, dtype=bool) & torch.ones(2, dtype=torch.bool))]:
    show(label, f)

x = np.ones(3)
try:
    x += torch.ones(3)
except TypeError as e:
    print("a+=t", type(e).__name__, e)
y = torch.ones(3)
y += np.ones(3)
print("t+=a", y)
