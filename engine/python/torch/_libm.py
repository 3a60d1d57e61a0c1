"""Double-precision functions computed to the float nearest the exact result, for the Python-level arithmetic
PyTorch does with the platform's C library (learning-rate schedules). Pyodide's libm (musl's) misses the nearest
float on about 3% of cosine arguments; glibc's, which PyTorch's reference results come from, on under 0.2%, so the
correctly rounded value is the one that almost always agrees with it."""
import math
from decimal import Decimal, localcontext

# pi to 80 digits: with 60-digit arithmetic the reduction of any argument below 1e15 stays exact to ~1e-45
_PI = Decimal("3.1415926535897932384626433832795028841971693993751058209749445923078164062862089986")
_TINY = Decimal("1e-70")


def cos(x):
    if not math.isfinite(x) or abs(x) >= 1e15:
        return math.cos(x)
    with localcontext() as ctx:
        ctx.prec = 60
        two_pi = 2 * _PI
        r = Decimal(x)  # exact: every float is a finite decimal
        r -= (r / two_pi).to_integral_value() * two_pi
        r2 = r * r
        term = total = Decimal(1)
        n = 0
        while abs(term) >= _TINY:
            n += 2
            term = -term * r2 / (n * (n - 1))
            total += term
        return float(total)
