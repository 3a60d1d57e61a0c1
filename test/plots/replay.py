"""Replays goldens.json's cases on our matplotlib (tensors where matplotlib had float32 arrays) and prints what it
computes as JSON, for plots.test.ts to hold against real matplotlib's numbers."""
import json
import pathlib

import torch

import matplotlib.pyplot as plt

DTYPES = {"float32": torch.float32, "float64": torch.float64, "int64": torch.int64}


def data(values, dtype, given):
    values = [float("nan") if v is None else v for v in values]  # JSON's null stands for NaN
    if given == "range":
        return range(*values)
    if given == "tensor":
        return torch.tensor(values, dtype=DTYPES[dtype])
    return list(values)


def main():
    goldens = json.loads(pathlib.Path(__file__).with_name("goldens.json").read_text())
    named = goldens["data"]
    hist = {}
    for case in goldens["hist"]:
        values = named[case["data"]] if isinstance(case["data"], str) else case["data"]
        kwargs = dict(case["kwargs"])
        wdtype = kwargs.pop("weights_dtype", "float64")
        if "weights" in kwargs:
            kwargs["weights"] = torch.tensor(named[kwargs["weights"]], dtype=DTYPES[wdtype])
        fig, ax = plt.subplots()
        n, bins, _ = ax.hist(data(values, case["dtype"], case["as"]), **kwargs)
        hist[case["name"]] = {"n": n.tolist(), "bins": bins.tolist(), "xlim": list(ax.get_xlim()),
                              "ylim": list(ax.get_ylim())}
        plt.close(fig)
    limits = {}
    for case in goldens["limits"]:
        fig, ax = plt.subplots()
        exec(case["code"], {"ax": ax})
        limits[case["name"]] = {"xlim": list(ax.get_xlim()), "ylim": list(ax.get_ylim())}
        plt.close(fig)
    print(json.dumps({"hist": hist, "limits": limits}))


main()
