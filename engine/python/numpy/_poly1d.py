"""numpy's poly1d: a polynomial held by its coefficients, highest power first, that evaluates with polyval and
prints as numpy's polynomial module prints it (the powers on a line above the terms)."""
import re

from ._fitting import polyval

_POWER = re.compile(r"[*][*]([0-9]*)")


def _raise_powers(text, wrap=70):
    """Moves each **n of text onto a line above, wrapping both lines at `wrap` characters as numpy does."""
    above, below, out, pos = "", "", " ", 0
    for match in _POWER.finditer(text):
        power = match.group(1)
        part = text[pos:match.start()]
        pos = match.end()
        add_below = part + " " * (len(power) - 1)
        add_above = " " * (len(part) - 1) + power
        if len(below) + len(add_below) > wrap or len(above) + len(add_above) > wrap:
            out += above + "\n" + below + "\n "
            above, below = add_above, add_below
        else:
            above += add_above
            below += add_below
    return out + above + "\n" + below + text[pos:]


def _coefficient_text(c):
    text = "%.4g" % c
    return text[:-5] if text.endswith(".0000") else text


def polyder(p, m=1):
    from ._creation import arange, asarray

    poly = isinstance(p, poly1d)
    p = asarray(p)
    n = len(p) - 1
    value = p if m == 0 else polyder(p[:-1] * arange(n, 0, -1), m - 1)
    return poly1d(value) if poly else value


class poly1d:
    __hash__ = None

    def __init__(self, c_or_r, r=False, variable=None):
        from ._creation import array, zeros
        from ._manip import trim_zeros

        if isinstance(c_or_r, poly1d):
            self._variable, self._coeffs = c_or_r._variable, c_or_r._coeffs
            return
        if r:
            raise NotImplementedError("this numpy makes a poly1d from coefficients only, not from roots")
        c = array(c_or_r)
        if c.ndim > 1:
            raise ValueError("Polynomial must be 1d only.")
        c = trim_zeros(c, trim="f")
        self._coeffs = c if len(c) else zeros((1,), dtype=c.dtype)
        self._variable = "x" if variable is None else variable

    @property
    def coeffs(self):
        return self._coeffs

    c = coef = coefficients = coeffs

    @property
    def variable(self):
        return self._variable

    @property
    def order(self):
        return len(self._coeffs) - 1

    o = order

    def __len__(self):
        return self.order

    def __getitem__(self, power):
        if not 0 <= power <= self.order:
            return self._coeffs.dtype.type(0)
        return self._coeffs[self.order - power]

    def __call__(self, x):
        return polyval(self._coeffs, x)

    def __array__(self, dtype=None):
        return self._coeffs if dtype is None else self._coeffs.astype(dtype)

    def __eq__(self, other):
        if not isinstance(other, poly1d):
            return NotImplemented
        return self._coeffs.shape == other._coeffs.shape and bool((self._coeffs == other._coeffs).all())

    def __ne__(self, other):
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def deriv(self, m=1):
        return polyder(self, m)

    def __repr__(self):
        return "poly1d(%s)" % repr(self._coeffs)[6:-1]

    def __str__(self):
        from ._ufunc import logical_or

        var = self._variable
        coeffs = self._coeffs[logical_or.accumulate(self._coeffs != 0)]
        top = len(coeffs) - 1
        text = "0"
        for k, coeff in enumerate(coeffs):
            coef = _coefficient_text(float(coeff))
            power = top - k
            if power == 0:
                term = coef if coef != "0" else ("0" if k == 0 else "")
            elif coef == "0":
                term = ""
            elif power == 1:
                term = f"{coef} {var}"
            else:
                term = f"{coef} {var}**{power}"
            if k == 0:
                text = term
            elif term:
                text = f"{text} - {term[1:]}" if term.startswith("-") else f"{text} + {term}"
        return _raise_powers(text)
