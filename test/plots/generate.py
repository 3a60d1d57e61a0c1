"""Records what real matplotlib computes for the cases plots.test.ts checks: hist's counts and bin edges, and the
axis limits autoscaling picks. Tests never need matplotlib: they compare against goldens.json, which this writes.

Run it with a Python that has matplotlib 3.10 or later and numpy 2 (numpy 1 computes float32 bin edges in float64),
e.g. in a virtual environment: pip install matplotlib, then python test/plots/generate.py
float32 numpy arrays stand in for float32 tensors: matplotlib reads a tensor through numpy.asarray.
"""
import json
import pathlib

import matplotlib
import numpy as np

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent
rng = np.random.default_rng(7)


def f32(values):
    return [float(v) for v in np.asarray(values, dtype=np.float32)]


DATA = {
    "normal": f32(rng.standard_normal(400)),
    "uniform": f32(rng.uniform(0.1, 0.7, 200)),
    "weights": f32(rng.uniform(0, 2, 200)),
    "uniform64": [float(v) for v in rng.uniform(0, 5, 60)],
    "weights64": [float(v) for v in rng.uniform(0, 2, 60)],
}
normal, uniform = "normal", "uniform"
HIST = [
    # name, data (or the name of one in DATA), dtype, given as, hist keyword arguments
    ("float32 normal, default bins", normal, "float32", "tensor", {}),
    ("float32 normal, 37 bins", normal, "float32", "tensor", {"bins": 37}),
    ("float32 uniform in [0.1, 0.7), 13 bins", uniform, "float32", "tensor", {"bins": 13}),
    ("float32 with a given range", normal, "float32", "tensor", {"bins": 7, "range": [-1.5, 2.0]}),
    ("float32 values on the edges", f32(np.arange(11) / 10), "float32", "tensor", {}),
    ("float32 spread over some hundred ulps", f32([1.0, 1.00001, 1.00002, 1.00005]), "float32", "tensor", {}),
    ("float32 around a million", f32(1e6 + rng.standard_normal(300) * 3), "float32", "tensor", {"bins": 12}),
    ("float32 constant", f32([0.5] * 4), "float32", "tensor", {}),
    ("float64 list, 5 bins", [float(v) for v in rng.standard_normal(200)], "float64", "list", {"bins": 5}),
    ("float64 list with NaN", [1.0, float("nan"), 2.0, 3.0, 2.5], "float64", "list", {"bins": 4}),
    ("a range of ints", [0, 10], "int64", "range", {}),
    ("int constant list", [3, 3, 3], "int64", "list", {}),
    ("empty list", [], "float64", "list", {}),
    ("float32 and explicit edges", normal, "float32", "tensor", {"bins": [-3, -1, 0, 0.5, 2, 3]}),
    ("float32 density", normal, "float32", "tensor", {"bins": 20, "density": True}),
    ("float64 weights", "uniform64", "float64", "list", {"bins": 8, "weights": "weights64"}),
    ("float32 weights and density", uniform, "float32", "tensor",
     {"bins": 9, "density": True, "weights": "weights", "weights_dtype": "float32"}),
    ("explicit edges and weights", "uniform64", "float64", "list", {"bins": [0, 1, 2.5, 5], "weights": "weights64"}),
    ("cumulative", normal, "float32", "tensor", {"cumulative": True}),
    ("reversed cumulative density", normal, "float32", "tensor", {"bins": 6, "cumulative": -1, "density": True}),
]

# plotting calls whose autoscaled view limits are recorded
LIMITS = {
    "plot y": "ax.plot([1.0, 2.0, 4.0])",
    "plot x, y on log y": "ax.plot([0, 10], [1, 3]); ax.set_yscale('log')",
    "plot one point": "ax.plot([5])",
    "scatter": "ax.scatter([0.5, 1.5, 3.0], [2.0, -1.0, 0.25])",
    "bar": "ax.bar([1, 2, 3], [3, 1, 2])",
    "imshow": "ax.imshow([[0.0, 1.0, 2.0, 3.0, 4.0]] * 3)",
    "hist on log y": "ax.hist([1, 2, 2, 3, 3, 3, 9], log=True)",
    "nothing": "pass",
}


def as_array(values, dtype):
    return np.asarray(values, dtype={"float32": np.float32, "float64": np.float64, "int64": np.int64}[dtype])


def _nan_as_null(value):
    """JSON has no NaN: a NaN in the data is written as null (replay.py reads it back as NaN)."""
    if isinstance(value, float) and value != value:
        return None
    if isinstance(value, list):
        return [_nan_as_null(v) for v in value]
    if isinstance(value, dict):
        return {k: _nan_as_null(v) for k, v in value.items()}
    return value


def main():
    hist = []
    for name, data, dtype, given, kwargs in HIST:
        values = DATA[data] if isinstance(data, str) else data
        x = range(*values) if given == "range" else as_array(values, dtype)
        call = dict(kwargs)
        wdtype = call.pop("weights_dtype", "float64")
        if "weights" in call:
            call["weights"] = as_array(DATA[call["weights"]], wdtype)
        fig, ax = plt.subplots()
        n, bins, _ = ax.hist(x, **call)
        hist.append({"name": name, "data": data, "dtype": dtype, "as": given, "kwargs": kwargs,
                     "n": [float(v) for v in n], "bins": [float(v) for v in bins],
                     "xlim": [float(v) for v in ax.get_xlim()], "ylim": [float(v) for v in ax.get_ylim()]})
        plt.close(fig)
    limits = []
    for name, code in LIMITS.items():
        fig, ax = plt.subplots()
        exec(code, {"ax": ax})
        limits.append({"name": name, "code": code, "xlim": [float(v) for v in ax.get_xlim()],
                       "ylim": [float(v) for v in ax.get_ylim()]})
        plt.close(fig)
    out = {"matplotlib": matplotlib.__version__, "numpy": np.__version__, "data": DATA, "hist": hist,
           "limits": limits}
    (HERE / "goldens.json").write_text(json.dumps(_nan_as_null(out), indent=1) + "\n")
    print(f"{len(hist)} histograms, {len(limits)} limit cases with matplotlib {matplotlib.__version__}, "
          f"numpy {np.__version__}")


if __name__ == "__main__":
    main()
