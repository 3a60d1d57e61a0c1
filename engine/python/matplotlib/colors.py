"""Color specifications as matplotlib reads them: 'C0'..'C9', single letters, CSS and 'tab:' names, gray levels as
strings, hex and RGB(A) tuples.
"""
TABLEAU_COLORS = {
    "tab:blue": "#1f77b4", "tab:orange": "#ff7f0e", "tab:green": "#2ca02c", "tab:red": "#d62728",
    "tab:purple": "#9467bd", "tab:brown": "#8c564b", "tab:pink": "#e377c2", "tab:gray": "#7f7f7f",
    "tab:olive": "#bcbd22", "tab:cyan": "#17becf",
}
# the default property cycle: each new line, scatter or histogram takes the next
CYCLE = list(TABLEAU_COLORS.values())

BASE_COLORS = {"b": "#0000ff", "g": "#008000", "r": "#ff0000", "c": "#00bfbf", "m": "#bf00bf", "y": "#bfbf00",
               "k": "#000000", "w": "#ffffff"}

# SVG draws CSS names as they are, so only the names are needed, to reject a misspelt one as matplotlib does
CSS4_NAMES = frozenset("""
aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood
cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod
darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon
darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray
dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green
greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon
lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon
lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen
magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy
oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip
peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown
seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal
thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen
""".split())


def _hex(rgb):
    return "#" + "".join(f"{round(min(max(v, 0.0), 1.0) * 255):02x}" for v in rgb)


def is_color_like(c):
    try:
        to_css(c)
    except ValueError:
        return False
    return True


def to_css(c, alpha=None):
    """(a CSS color, an opacity) for a color specification; black is the page's text color.

    Black follows the text (currentColor) so that a black line stays visible in the page's dark scheme; a saved SVG
    has no page around it, and there currentColor is black.
    """
    opacity = 1.0
    if isinstance(c, str):
        s = c.strip()
        lower = s.lower()
        if s[:1] == "C" and s[1:].isdigit():
            css = CYCLE[int(s[1:]) % len(CYCLE)]
        elif s in BASE_COLORS:
            css = BASE_COLORS[s]
        elif lower in TABLEAU_COLORS:
            css = TABLEAU_COLORS[lower]
        elif lower in CSS4_NAMES:
            css = lower
        elif lower.startswith("#") and len(lower) in (4, 7, 9) and all(ch in "0123456789abcdef" for ch in lower[1:]):
            if len(lower) == 4:
                lower = "#" + "".join(ch * 2 for ch in lower[1:])
            css = lower[:7]
            if len(lower) == 9:
                opacity = int(lower[7:], 16) / 255
        else:
            try:
                level = float(s)
            except ValueError:
                raise ValueError(f"{c!r} is not a valid color value.") from None
            if not 0 <= level <= 1:
                raise ValueError(f"{c!r} is not a valid color value.")
            css = _hex((level, level, level))
    elif isinstance(c, (tuple, list)) and len(c) in (3, 4) and all(isinstance(v, (int, float)) for v in c):
        if not all(0 <= v <= 1 for v in c):
            raise ValueError("RGBA values should be within 0-1 range")
        css = _hex(c[:3])
        if len(c) == 4:
            opacity = float(c[3])
    else:
        raise ValueError(f"{c!r} is not a valid color value.")
    if alpha is not None:
        opacity = float(alpha)
    return ("currentColor" if css in ("#000000", "black") else css), opacity

