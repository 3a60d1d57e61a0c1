"""Compare: tables of measurements, one per label, with a row per (threads, env, sub_label or stmt) and a column per
description, laid out, trimmed to significant figures and coloured as PyTorch's Compare prints them."""
import collections
import enum
import itertools
from typing import List, Optional, Tuple

import torch

from . import common

__all__ = ["Colorize", "Compare"]

BEST = "\033[92m"
GOOD = "\033[34m"
BAD = "\033[2m\033[91m"
VERY_BAD = "\033[31m"
BOLD = "\033[1m"
TERMINATE = "\033[0m"


class Colorize(enum.Enum):
    NONE = "none"
    COLUMNWISE = "columnwise"
    ROWWISE = "rowwise"


def _leading_digits(value: float) -> int:
    return int(torch.tensor(value).log10().ceil())


class _Column:
    """One description's results, grouped by thread count, and the number format they share."""

    def __init__(self, grouped_results, time_scale: float, trim_significant_figures: bool, highlight_warnings: bool):
        self._grouped_results = grouped_results
        flat = list(itertools.chain(*grouped_results))
        self._trim = trim_significant_figures
        self._highlight = highlight_warnings and any(r.has_warnings for r in flat if r)
        digits = [_leading_digits(r.median / time_scale) if r else None for r in flat]
        unit_digits = max(d for d in digits if d is not None)
        decimals = min(max(m.significant_figures - d, 0) for d, m in zip(digits, flat)
                       if m is not None and d is not None) if self._trim else 1
        width = unit_digits + decimals + (1 if decimals else 0)
        self._template = f"{{:>{width}.{decimals}f}}{{:>{7 if self._highlight else 0}}}"

    def get_results_for(self, group):
        return self._grouped_results[group]

    def num_to_str(self, value: Optional[float], estimated_sigfigs: int, spread: Optional[float]) -> str:
        if value is None:
            return " " * len(self.num_to_str(1, estimated_sigfigs, None))
        if self._trim:
            value = common.trim_sigfig(value, estimated_sigfigs)
        return self._template.format(
            value, f" (! {spread * 100:.0f}%)" if self._highlight and spread is not None else "")


class _Row:
    def __init__(self, results, row_group, render_env, env_str_len, time_scale, colorize, num_threads=None):
        self._results = results
        self._row_group = row_group
        self._render_env = render_env
        self._env_str_len = env_str_len
        self._time_scale = time_scale
        self._colorize = colorize
        self._num_threads = num_threads
        self._columns: Tuple[_Column, ...] = ()

    def register_columns(self, columns: Tuple[_Column, ...]) -> None:
        self._columns = columns

    def as_column_strings(self) -> List[str]:
        first = next(r for r in self._results if r is not None)
        env = (f"({first.env})" if self._render_env else "").ljust(self._env_str_len + 4)
        cells = ["  " + env + first.as_row_name]
        for m, column in zip(self._results, self._columns):
            cells.append(column.num_to_str(None, 1, None) if m is None else column.num_to_str(
                m.median / self._time_scale, m.significant_figures, m.iqr / m.median if m.has_warnings else None))
        return cells

    @staticmethod
    def color_segment(segment: str, value: float, best_value: float) -> str:
        if value <= best_value * 1.01 or value <= best_value + 100e-9:
            return BEST + BOLD + segment + TERMINATE * 2
        if value <= best_value * 1.1:
            return GOOD + BOLD + segment + TERMINATE * 2
        if value >= best_value * 5:
            return VERY_BAD + BOLD + segment + TERMINATE * 2
        if value >= best_value * 2:
            return BAD + segment + TERMINATE * 2
        return segment

    def row_separator(self, overall_width: int) -> List[str]:
        return [] if self._num_threads is None else [f"{self._num_threads} threads: ".ljust(overall_width, "-")]

    def finalize_column_strings(self, column_strings: List[str], col_widths: List[int]) -> List[str]:
        best: List[Optional[float]] = [-1.0] * len(column_strings)
        if self._colorize == Colorize.ROWWISE:
            best = [min(r.median for r in self._results if r is not None)] * len(column_strings)
        elif self._colorize == Colorize.COLUMNWISE:
            best = [min((r.median for r in c.get_results_for(self._row_group) if r is not None), default=None)
                    for c in self._columns]
        cells = [column_strings[0].ljust(col_widths[0])]
        for text, width, result, best_value in zip(column_strings[1:], col_widths[1:], self._results, best):
            text = text.center(width)
            if self._colorize != Colorize.NONE and result is not None and best_value is not None:
                text = self.color_segment(text, result.median, best_value)
            cells.append(text)
        return cells


class Table:
    """The measurements of one label."""

    def __init__(self, results: List[common.Measurement], colorize: Colorize, trim_significant_figures: bool,
                 highlight_warnings: bool):
        assert len({r.label for r in results}) == 1
        self.results = results
        self._colorize = colorize
        self._trim = trim_significant_figures
        self._highlight = highlight_warnings
        self.label = results[0].label
        self.time_unit, self.time_scale = common.select_unit(min(r.median for r in results))
        self.row_keys = common.ordered_unique([self.row_fn(r) for r in results])
        self.row_keys.sort(key=lambda key: key[:2])  # by threads and env; statements keep their order
        self.column_keys = common.ordered_unique([self.col_fn(r) for r in results])
        self.rows, self.columns = self.populate_rows_and_columns()

    @staticmethod
    def row_fn(m: common.Measurement):
        return m.num_threads, m.env, m.as_row_name

    @staticmethod
    def col_fn(m: common.Measurement):
        return m.description

    def populate_rows_and_columns(self):
        grid = [[None] * len(self.column_keys) for _ in self.row_keys]
        row_at = {key: i for i, key in enumerate(self.row_keys)}
        column_at = {key: j for j, key in enumerate(self.column_keys)}
        for r in self.results:
            grid[row_at[self.row_fn(r)]][column_at[self.col_fn(r)]] = r
        envs = {r.env for r in self.results}
        render_env = len(envs) > 1
        env_str_len = max(len(e) for e in envs) if render_env else 0
        rows, groups = [], []
        prior_threads, prior_env = -1, ""
        for (num_threads, env, _), results in zip(self.row_keys, grid):
            new_group = num_threads != prior_threads
            if new_group:
                prior_threads, prior_env = num_threads, ""
                groups.append([])
            rows.append(_Row(results, len(groups) - 1, render_env and env != prior_env, env_str_len,
                             self.time_scale, self._colorize, num_threads if new_group else None))
            groups[-1].append(results)
            prior_env = env
        columns = tuple(_Column([tuple(row[j] for row in g) for g in groups], self.time_scale, self._trim,
                                self._highlight) for j in range(len(self.column_keys)))
        for row in rows:
            row.register_columns(columns)
        return tuple(rows), columns

    def render(self) -> str:
        string_rows = [[""] + self.column_keys] + [row.as_column_strings() for row in self.rows]
        num_cols = max(len(r) for r in string_rows)
        for r in string_rows:
            r.extend([""] * (num_cols - len(r)))
        widths = [max(len(cell) for cell in column) for column in zip(*string_rows)]
        lines = ["  |  ".join(cell.center(w) for cell, w in zip(string_rows[0], widths))]
        overall_width = len(lines[0])
        for cells, row in zip(string_rows[1:], self.rows):
            lines.extend(row.row_separator(overall_width))
            lines.append("  |  ".join(row.finalize_column_strings(cells, widths)))
        has_warnings = self._highlight and any(r.has_warnings for r in self.results)
        return (f"[{(' ' + (self.label or '') + ' ').center(overall_width - 2, '-')}]\n" + "\n".join(lines) +
                f"\n\nTimes are in {common.unit_to_english(self.time_unit)}s ({self.time_unit}).\n" +
                ("(! XX%) Measurement has high variance, where XX is the IQR / median * 100.\n"
                 if has_warnings else ""))


class Compare:
    """Tables of measurements: `print(compare)` or `compare.print()`."""

    def __init__(self, results: List[common.Measurement]):
        self._results: List[common.Measurement] = []
        self.extend_results(results)
        self._trim_significant_figures = False
        self._colorize = Colorize.NONE
        self._highlight_warnings = False

    def __str__(self) -> str:
        return "\n".join(self._render())

    def extend_results(self, results) -> None:
        for r in results:
            if not isinstance(r, common.Measurement):
                raise ValueError(f"Expected an instance of `Measurement`, got {type(r)} instead.")
        self._results.extend(results)

    def trim_significant_figures(self) -> None:
        self._trim_significant_figures = True

    def colorize(self, rowwise: bool = False) -> None:
        self._colorize = Colorize.ROWWISE if rowwise else Colorize.COLUMNWISE

    def highlight_warnings(self) -> None:
        self._highlight_warnings = True

    def print(self) -> None:
        print(str(self))

    def _render(self) -> List[str]:
        by_label = collections.defaultdict(list)
        for r in common.Measurement.merge(self._results):
            by_label[r.label].append(r)
        return [Table(group, self._colorize, self._trim_significant_figures, self._highlight_warnings).render()
                for group in by_label.values()]
