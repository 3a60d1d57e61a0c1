"""pyplot: a current figure and a current Axes that the plotting functions draw into, as in matplotlib.

plt.show() in a cell draws every open figure into the cell's output and closes them, as a notebook's inline backend
does, and so does the end of a cell (src/runtime/session.py); a cell run with no page watching (npm run check)
closes them too. In a program run as a file (npm run py) it draws nothing and keeps them, as the Agg backend does in
a script.
"""
from . import _page, rcParams  # noqa: F401 - plt.rcParams, as in matplotlib
from .axes import Axes
from .figure import Figure, _position

_figures = {}  # figure number -> Figure, oldest first
_current = None


def figure(num=None, figsize=None, dpi=None, *, clear=False, **kwargs):
    global _current
    if isinstance(num, Figure):
        _current = num
        return num
    if num is not None and num in _figures:
        _current = _figures[num]
        if clear:
            _current.clf()
        return _current
    fig = Figure(figsize=figsize, dpi=dpi)
    fig.number = num if num is not None else max(_figures, default=0) + 1
    _figures[fig.number] = fig
    _current = fig
    return fig


def gcf():
    return _current if _current is not None else figure()


def gca():
    return gcf().gca()


def sca(ax):
    figure(ax.figure)
    ax.figure.sca(ax)


def get_fignums():
    return sorted(_figures)


def subplots(nrows=1, ncols=1, *, sharex=False, sharey=False, squeeze=True, **fig_kw):
    fig = figure(**fig_kw)
    return fig, fig.subplots(nrows, ncols, sharex=sharex, sharey=sharey, squeeze=squeeze)


def subplot(*args, **kwargs):
    """The Axes at a grid position of the current figure, made if it is not there yet."""
    fig = gcf()
    ax = fig._axes_at(_position(args))
    return fig.sca(ax) if ax is not None else fig.add_subplot(*args, **kwargs)


def close(fig=None):
    global _current
    if fig == "all":
        closing = list(_figures.values())
    elif fig is None:
        closing = [_current] if _current is not None else []
    elif isinstance(fig, Figure):
        closing = [fig]
    else:
        closing = [_figures[fig]] if fig in _figures else []
    for f in closing:
        _figures.pop(f.number, None)
    if _current in closing:
        _current = _figures[max(_figures)] if _figures else None


def clf():
    gcf().clf()


def cla():
    gca().cla()


def show(*, block=None):
    for fig in list(_figures.values()):
        _page.show(fig)
    if _page.inline():
        close("all")


def savefig(*args, **kwargs):
    return gcf().savefig(*args, **kwargs)


def tight_layout(**kwargs):
    gcf().tight_layout(**kwargs)


def suptitle(t, **kwargs):
    return gcf().suptitle(t, **kwargs)


def _forward(name, method):
    def call(*args, **kwargs):
        return getattr(gca(), method)(*args, **kwargs)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = getattr(Axes, method).__doc__
    return call


for _name, _method in {"plot": "plot", "scatter": "scatter", "hist": "hist", "bar": "bar", "imshow": "imshow",
                       "legend": "legend", "grid": "grid", "axis": "axis", "title": "set_title", "xlabel": "set_xlabel",
                       "ylabel": "set_ylabel", "xscale": "set_xscale", "yscale": "set_yscale"}.items():
    globals()[_name] = _forward(_name, _method)


def xlim(*args, **kwargs):
    return gca().set_xlim(*args, **kwargs) if args or kwargs else gca().get_xlim()


def ylim(*args, **kwargs):
    return gca().set_ylim(*args, **kwargs) if args or kwargs else gca().get_ylim()
