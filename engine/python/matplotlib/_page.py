"""Where figures go. Both ends are drawn by Observable Plot from the figure's spec (src/runtime/figure-svg.ts):
plt.show() sends the spec to the lesson page, which draws it; savefig asks the runtime for the same drawing as SVG
text.
"""
import json
import sys


def show(figure):
    """Sends a figure to the page running the cell; False where no page is listening (a script, a check run)."""
    from notebook import _emit

    return bool(_emit("figure", figure._spec()))


def inline():
    """Whether figures are shown as in a notebook (show() closes them) rather than as by a script's Agg backend."""
    session = sys.modules.get("__session__")
    return session is not None and bool(getattr(session, "in_cell", lambda: False)())


def svg(figure):
    """The figure as a standalone SVG document."""
    try:
        import _figures
    except ImportError:
        raise RuntimeError("savefig needs the runtime's figure renderer (the _figures module), which this Python "
                           "does not have") from None
    from pyodide.ffi import can_run_sync, run_sync

    if not can_run_sync():
        raise RuntimeError("savefig waits for the figure renderer, which needs JavaScript Promise integration "
                           "(WebAssembly.Suspending); this browser lacks it")
    return run_sync(_figures.svg(json.dumps(figure._spec())))
