"""tqdm, the progress bar: in a lesson page a live bar in the cell's output; elsewhere the text meter on stderr, as
`python3` with real tqdm writes it ("100%|██████████| 10/10 [00:00<00:00, 1234.56it/s]").

Both are refreshed at most every `mininterval` seconds (0.1: ten times a second) and once more when the bar closes.
"""
import sys
import time
from itertools import count

_ids = count(1)
# the runtime's wall clock ticks in milliseconds, too coarse for a fast loop's rate; this one is finer
_now = time.perf_counter

# the bar's characters: a space, then eighths of a block up to a full one
_UTF = " " + "".join(map(chr, range(0x258F, 0x2587, -1)))
_ASCII = " 123456789#"
_WIDTH = 10  # tqdm's bar width when it cannot learn the terminal's


class TqdmWarning(Warning):
    pass


class _EMA:
    """An exponential moving average, bias-corrected, as tqdm smooths its rate."""

    def __init__(self, smoothing):
        self.alpha, self.last, self.calls = smoothing, 0.0, 0

    def __call__(self, x=None):
        beta = 1 - self.alpha
        if x is not None:
            self.last = self.alpha * x + beta * self.last
            self.calls += 1
        return self.last / (1 - beta ** self.calls) if self.calls else self.last


class tqdm:  # noqa: N801 - tqdm's own name
    def __init__(self, iterable=None, desc=None, total=None, leave=True, file=None, ncols=None, mininterval=0.1,
                 maxinterval=10.0, miniters=None, ascii=None, disable=False, unit="it", unit_scale=False,  # noqa: A002
                 dynamic_ncols=False, smoothing=0.3, bar_format=None, initial=0, position=None, postfix=None,
                 unit_divisor=1000, write_bytes=False, lock_args=None, nrows=None, colour=None, delay=0.0,
                 **kwargs):
        if total is None and iterable is not None:
            try:
                total = len(iterable)
            except (TypeError, AttributeError):
                total = None
        if total == float("inf"):
            total = None
        self.iterable, self.total, self.n, self.initial = iterable, total, initial, initial
        self.leave, self.disable = leave, disable
        self.desc = desc or ""
        self.postfix = None
        if disable:
            return
        self.fp = file if file is not None else sys.stderr
        self.ncols, self.ascii, self.unit, self.unit_scale = ncols, ascii, unit, unit_scale
        self.unit_divisor, self.bar_format, self.colour = unit_divisor, bar_format, colour
        self.mininterval, self.maxinterval, self.delay = mininterval, maxinterval, delay
        self.dynamic_miniters = miniters is None
        self.miniters = miniters or 0
        self.smoothing = smoothing
        self._ema_dn, self._ema_dt, self._ema_miniters = _EMA(smoothing), _EMA(smoothing), _EMA(smoothing)
        self._id = next(_ids)
        self._last_len = 0
        if postfix:
            try:
                self.set_postfix(refresh=False, **postfix)
            except TypeError:
                self.postfix = postfix
        self.last_print_n = initial
        self.start_t = self.last_print_t = _now()
        if delay <= 0:
            self.refresh()

    # --- iteration and counting

    def __len__(self):
        if self.total is not None:
            return self.total
        return len(self.iterable)

    def __bool__(self):
        return True

    def __iter__(self):
        if self.disable:
            yield from self.iterable
            return
        n, last_print_n, last_print_t = self.n, self.last_print_n, self.last_print_t
        min_start_t = self.start_t + self.delay
        try:
            for obj in self.iterable:
                yield obj
                n += 1
                if n - last_print_n >= self.miniters:
                    now = _now()
                    if now - last_print_t >= self.mininterval and now >= min_start_t:
                        self.update(n - last_print_n)
                        last_print_n, last_print_t = self.last_print_n, self.last_print_t
        finally:
            self.n = n
            self.close()

    def update(self, n=1):
        """Adds n to the count; the display follows at most every mininterval seconds. Returns whether it did."""
        if self.disable:
            return None
        if n < 0:
            self.last_print_n += n
        self.n += n
        if self.n - self.last_print_n < self.miniters:
            return None
        now = _now()
        dt = now - self.last_print_t
        if dt < self.mininterval or now < self.start_t + self.delay:
            return None
        dn = self.n - self.last_print_n
        if self.smoothing and dt and dn:
            self._ema_dn(dn)
            self._ema_dt(dt)
        self.refresh()
        if self.dynamic_miniters:
            if self.maxinterval and dt >= self.maxinterval:
                self.miniters = dn * (self.mininterval or self.maxinterval) / dt
            elif self.smoothing:
                self.miniters = self._ema_miniters(dn * (self.mininterval / dt if self.mininterval and dt else 1))
            else:
                self.miniters = max(self.miniters, dn)
        self.last_print_n, self.last_print_t = self.n, now
        return True

    def close(self):
        if self.disable:
            return
        self.disable = True
        if self.last_print_t < self.start_t + self.delay:
            return  # never shown
        if self.leave:
            # the final line states the overall rate, not the smoothed one
            self._ema_dt = lambda: None
            self._display(closed=True)
            if not self._to_page:
                self.fp.write("\n")
        elif self._to_page:
            self._display(closed=True)
        else:
            self._print("")
            self.fp.write("\r")

    def reset(self, total=None):
        self.n = self.last_print_n = 0
        if total is not None:
            self.total = total
        if self.disable:
            return
        self.start_t = self.last_print_t = _now()
        self._ema_dn, self._ema_dt, self._ema_miniters = (_EMA(self.smoothing), _EMA(self.smoothing),
                                                          _EMA(self.smoothing))
        self.refresh()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        if not getattr(self, "disable", True):
            self.close()

    # --- text around the bar

    def set_description(self, desc=None, refresh=True):
        self.desc = desc + ": " if desc else ""
        if refresh:
            self.refresh()

    def set_description_str(self, desc=None, refresh=True):
        self.desc = desc or ""
        if refresh:
            self.refresh()

    def set_postfix(self, ordered_dict=None, refresh=True, **kwargs):
        """Statistics after the rate, e.g. set_postfix(loss=0.25) shows ", loss=0.25" (numbers in 3 digits)."""
        items = dict(ordered_dict or {})
        for key in sorted(kwargs):
            items[key] = kwargs[key]
        for key, value in items.items():
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                items[key] = self.format_num(value)
            elif not isinstance(value, str):
                items[key] = str(value)
        self.postfix = ", ".join(f"{key}={value.strip()}" for key, value in items.items())
        if refresh:
            self.refresh()

    def set_postfix_str(self, s="", refresh=True):
        self.postfix = str(s)
        if refresh:
            self.refresh()

    @classmethod
    def write(cls, s, file=None, end="\n", nolock=False):
        """Prints a message without breaking the bars (to stdout, as tqdm.write does)."""
        fp = file if file is not None else sys.stdout
        fp.write(s)
        fp.write(end)

    # --- display

    @property
    def format_dict(self):
        if self.disable and not hasattr(self, "unit"):
            return {"n": self.n, "total": self.total, "elapsed": 0, "unit": "it"}
        dt = self._ema_dt()
        return {"n": self.n, "total": self.total, "elapsed": _now() - self.start_t, "ncols": self.ncols,
                "prefix": self.desc, "ascii": self.ascii, "unit": self.unit, "unit_scale": self.unit_scale,
                "rate": self._ema_dn() / dt if dt else None, "bar_format": self.bar_format,
                "postfix": self.postfix, "unit_divisor": self.unit_divisor, "initial": self.initial}

    def __str__(self):
        return self.format_meter(**self.format_dict)

    __repr__ = __str__

    def refresh(self, nolock=False, lock_args=None):
        if self.disable:
            return False
        self._display()
        return True

    def display(self, msg=None, pos=None):
        self._print(str(self) if msg is None else msg)
        return True

    def clear(self, nolock=False):
        if not self.disable and not self._to_page:
            self._print("")
            self.fp.write("\r")

    _to_page = False

    def _display(self, closed=False):
        """To the page as a live bar when one is listening, else to the file as tqdm's text meter."""
        from notebook import _emit

        meter = dict(self.format_dict, ncols=0)
        total = self.total if self.total and self.n < self.total + 0.5 else None
        self._to_page = _emit("progress", {"id": self._id, "text": self.format_meter(**meter), "n": self.n,
                                           "total": total, "closed": closed, "leave": bool(self.leave)})
        if not self._to_page:
            self._print(str(self))

    def _print(self, s):
        self.fp.write("\r" + s + " " * max(self._last_len - len(s), 0))
        self._last_len = len(s)
        getattr(self.fp, "flush", lambda: None)()

    # --- tqdm's formatting, for the meter text

    @staticmethod
    def format_sizeof(num, suffix="", divisor=1000):
        for unit in ["", "k", "M", "G", "T", "P", "E", "Z"]:
            if abs(num) < 999.5:
                if abs(num) < 99.95:
                    if abs(num) < 9.995:
                        return f"{num:1.2f}{unit}{suffix}"
                    return f"{num:2.1f}{unit}{suffix}"
                return f"{num:3.0f}{unit}{suffix}"
            num /= divisor
        return f"{num:3.1f}Y{suffix}"

    @staticmethod
    def format_interval(t):
        sign = "-" if t < 0 else ""
        mins, s = divmod(abs(int(t)), 60)
        h, m = divmod(mins, 60)
        return f"{sign}{h:d}:{m:02d}:{s:02d}" if h else f"{sign}{m:02d}:{s:02d}"

    @staticmethod
    def format_num(n):
        f = f"{n:.3g}".replace("e+0", "e+").replace("e-0", "e-")
        n = str(n)
        return f if len(f) < len(n) else n

    @staticmethod
    def format_meter(n, total, elapsed, ncols=None, prefix="", ascii=False, unit="it",  # noqa: A002
                     unit_scale=False, rate=None, bar_format=None, postfix=None, unit_divisor=1000, initial=0,
                     colour=None, **extra_kwargs):
        """tqdm's meter: '{desc}: {percentage:3.0f}%|{bar}| {n}/{total} [{elapsed}<{remaining}, {rate}{postfix}]'.

        ncols=0 leaves out the bar, as the page shows its own.
        """
        if total and (n >= total + 0.5 or total == float("inf")):
            total = None
        if unit_scale and unit_scale not in (True, 1):
            if total:
                total *= unit_scale
            n *= unit_scale
            if rate:
                rate *= unit_scale
            unit_scale = False
        elapsed_str = tqdm.format_interval(elapsed)
        if rate is None and elapsed:
            rate = (n - initial) / elapsed
        inv_rate = 1 / rate if rate else None
        sizeof = tqdm.format_sizeof
        rate_noinv = ((sizeof(rate) if unit_scale else f"{rate:5.2f}") if rate else "?") + unit + "/s"
        rate_inv = ((sizeof(inv_rate) if unit_scale else f"{inv_rate:5.2f}") if inv_rate else "?") + "s/" + unit
        rate_fmt = rate_inv if inv_rate and inv_rate > 1 else rate_noinv
        if unit_scale:
            n_fmt = sizeof(n, divisor=unit_divisor)
            total_fmt = sizeof(total, divisor=unit_divisor) if total is not None else "?"
        else:
            n_fmt, total_fmt = str(n), str(total) if total is not None else "?"
        postfix = ", " + postfix if postfix else ""
        remaining = (total - n) / rate if rate and total else 0
        remaining_str = tqdm.format_interval(remaining) if rate else "?"
        l_bar = (prefix if prefix[-2:] == ": " else prefix + ": ") if prefix else ""
        r_bar = f"| {n_fmt}/{total_fmt} [{elapsed_str}<{remaining_str}, {rate_fmt}{postfix}]"
        if not total and not bar_format:
            return f"{l_bar}{n_fmt}{unit} [{elapsed_str}, {rate_fmt}{postfix}]"
        frac = n / total if total else 0.0
        l_bar += f"{frac * 100:3.0f}%|"
        if ncols == 0:
            return l_bar[:-1] + r_bar[1:]
        fields = {"n": n, "n_fmt": n_fmt, "total": total, "total_fmt": total_fmt, "percentage": frac * 100,
                  "elapsed": elapsed_str, "elapsed_s": elapsed, "remaining": remaining_str, "remaining_s": remaining,
                  "rate": rate, "rate_fmt": rate_fmt, "rate_noinv_fmt": rate_noinv, "rate_inv_fmt": rate_inv,
                  "desc": prefix or "", "unit": unit, "postfix": postfix, "l_bar": l_bar, "r_bar": r_bar,
                  **extra_kwargs}
        template = bar_format if prefix or not bar_format else bar_format.replace("{desc}: ", "")
        template = template or "{l_bar}{bar}{r_bar}"
        text_only = template.replace("{bar}", "")
        width = max(1, ncols - len(text_only.format(**fields))) if ncols else _WIDTH
        return template.format(bar=_bar(frac, width, _ASCII if ascii is True else ascii or _UTF), **fields)


def _bar(frac, width, charset):
    frac = max(0.0, min(1.0, frac))
    symbols = len(charset) - 1
    full, part = divmod(int(frac * width * symbols), symbols)
    bar = charset[-1] * full
    if full < width:
        bar += charset[part] + charset[0] * (width - full - 1)
    return bar


def trange(*args, **kwargs):
    """tqdm(range(*args), **kwargs)."""
    return tqdm(range(*args), **kwargs)
