# convolve and correlate in every mode (a moving average, the shorter operand first), trapz (an ROC curve's area),
# apply_along_axis over rows and columns, and vectorize (output dtype from the first result, excluded arguments,
# several outputs)
import numpy as np
print(np.convolve([1, 2, 3], [0, 1, 0.5]), np.convolve([1, 2, 3], [0, 1, 0.5], "same"), np.convolve([1, 2, 3], [0, 1, 0.5], "valid"))
x = np.sin(np.linspace(0, 3, 25))
print(np.convolve(x, np.ones(5) / 5, mode="valid"))
print(np.convolve([1, 2], [1, 2, 3, 4]), np.convolve([1, 2, 3], [1, 1]), np.convolve(np.float32([1, 2, 3]), np.float32([0.5, 0.25])))
print(np.correlate([1, 2, 3], [0, 1, 0.5]), np.correlate([1, 2, 3], [0, 1, 0.5], "full"), np.correlate([1, 2, 3], [0, 1, 0.5], "same"))
print(np.correlate([1, 2], [1, 2, 3, 4], "full"), np.correlate([1.0, 2.0, 3.0, 4.0, 5.0], [1.0, 2.0], "same"), np.correlate([1, 2, 3, 4], [1, 2, 3], "same"))
print(np.trapz([1, 2, 3]), np.trapz([1, 2, 3], x=[4, 6, 8]), np.trapz([1, 2, 3], dx=2), np.trapz(np.arange(6).reshape(2, 3), axis=0), np.trapz(np.arange(6).reshape(2, 3)))
fpr = np.array([0.0, 0.1, 0.3, 0.6, 1.0]); tpr = np.array([0.0, 0.5, 0.8, 0.95, 1.0])
print("auc", np.trapz(tpr, fpr))
for call in ["np.convolve([], [1])", "np.correlate([1], [])", "np.convolve([1, 2], [1], 'bad')"]:
    try: print(eval(call))
    except Exception as e: print(call, type(e).__name__, e)
m = np.arange(12.0).reshape(3, 4)
print(np.apply_along_axis(np.sum, 0, m), np.apply_along_axis(np.sum, 1, m), np.apply_along_axis(lambda r: r[::-1], 1, m))
print(np.apply_along_axis(lambda c: c * 2, 0, m), np.apply_along_axis(lambda r: np.diag(r), 1, m[:2, :2]).shape)
print(np.apply_along_axis(lambda r, k: r.max() + k, -1, m, 10), np.apply_along_axis(np.sort, 1, np.array([[3, 1, 2], [9, 7, 8]])))
def step(x, t=0.5):
    return 1 if x > t else 0
v = np.vectorize(step)
print(v(np.array([0.2, 0.7, 0.9])), v([[0.1, 0.6]]), v(0.8), type(v(0.8)).__name__, v([0.4, 0.6], t=0.45))
f = np.vectorize(lambda a, b: a - b if a > b else a + b)
print(f([1, 4, 3, 5], 2), f(np.arange(3), np.arange(3)[:, None]))
g = np.vectorize(lambda x: x / 2)
print(g([1, 2, 3]), g([1.0, 3.0]))
h = np.vectorize(lambda x: x / 2, otypes=[float])
print(h([1, 2, 3]))
two = np.vectorize(lambda x: (x, x * x))
print(two([1, 2, 3]))
ex = np.vectorize(lambda p, x: sum(c * x ** i for i, c in enumerate(p)), excluded=["p"])
print(ex(p=[1, 2, 3], x=[0, 1, 2]))
