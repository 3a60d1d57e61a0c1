"""Line styles, markers and plot()'s format strings ('r--', 'o', 'C1.-'), read as matplotlib reads them."""
import re

from .colors import BASE_COLORS, is_color_like

LINESTYLES = {"-": "-", "--": "--", "-.": "-.", ":": ":", "solid": "-", "dashed": "--", "dashdot": "-.",
              "dotted": ":", "None": "None", "none": "None", "": "None", " ": "None"}
# dash patterns in multiples of the line width (matplotlib's lines.*_pattern defaults, scaled by the width)
_DASHES = {"--": (3.7, 1.6), "-.": (6.4, 1.6, 1.0, 1.6), ":": (1.0, 1.65)}

# matplotlib marker -> (Observable Plot symbol, rotation in degrees, size relative to the marker size, filled)
MARKERS = {
    "o": ("circle", 0, 1.0, True), ".": ("circle", 0, 0.5, True), ",": ("circle", 0, 0.2, True),
    "s": ("square", 0, 1.0, True), "D": ("diamond", 0, 1.0, True), "d": ("diamond", 0, 0.8, True),
    "^": ("triangle", 0, 1.0, True), "v": ("triangle", 180, 1.0, True), "<": ("triangle", 270, 1.0, True),
    ">": ("triangle", 90, 1.0, True), "*": ("star", 0, 1.2, True), "p": ("hexagon", 0, 1.0, True),
    "h": ("hexagon", 0, 1.0, True), "H": ("hexagon", 30, 1.0, True), "+": ("plus", 0, 1.0, False),
    "x": ("times", 0, 1.0, False), "X": ("times", 0, 1.2, False),
}

POINTS_PER_INCH = 72


def linestyle(value):
    if value not in LINESTYLES:
        raise ValueError(f"{value!r} is not a valid value for ls; supported values are "
                         f"{', '.join(repr(k) for k in LINESTYLES)}")
    return LINESTYLES[value]


def marker(value):
    if value is None or value in ("None", "none", ""):
        return "None"
    if value not in MARKERS:
        raise ValueError(f"Unrecognized marker style {value!r}")
    return value


def dasharray(style, width_px):
    """SVG's stroke-dasharray for a line style at a width, or None for a solid line."""
    pattern = _DASHES.get(style)
    return None if pattern is None else ",".join(f"{v * width_px:.2f}" for v in pattern)


def parse_format(fmt):
    """(linestyle, marker, color) of a format string; a full color name is a color alone."""
    if is_color_like(fmt) and not fmt.isdigit():
        return None, None, fmt
    style = mark = color = None
    error = "{!r} is not a valid format string ({})"
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if fmt[i:i + 2] in ("--", "-."):
            if style is not None:
                raise ValueError(error.format(fmt, "two linestyle symbols"))
            style, i = fmt[i:i + 2], i + 2
        elif c in ("-", ":"):
            if style is not None:
                raise ValueError(error.format(fmt, "two linestyle symbols"))
            style, i = c, i + 1
        elif c in MARKERS:
            if mark is not None:
                raise ValueError(error.format(fmt, "two marker symbols"))
            mark, i = c, i + 1
        elif c in BASE_COLORS:
            if color is not None:
                raise ValueError(error.format(fmt, "two color symbols"))
            color, i = c, i + 1
        elif c == "C":
            match = re.match(r"C\d+", fmt[i:])
            if not match:
                raise ValueError(error.format(fmt, "'C' must be followed by a number"))
            color, i = match[0], i + len(match[0])
        else:
            raise ValueError(error.format(fmt, f"unrecognized character {c!r}"))
    if style is None and mark is None:
        style = "-"
    return style or "None", mark or "None", color
