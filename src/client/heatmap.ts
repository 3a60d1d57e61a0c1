/** A 2-D float result drawn as a heatmap, behind a "Heatmap" toggle beside its dtype and shape. */
import type { CellReport } from '../runtime/python.ts';

type Grid = NonNullable<CellReport['grid']>;

/** Viridis at five stops, interpolated: ordered, readable in both themes and for colour-blind readers. */
const STOPS: readonly (readonly [number, number, number])[] = [
  [68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37],
];

function colour(t: number): [number, number, number] {
  const x = Math.min(Math.max(t, 0), 1) * (STOPS.length - 1);
  const i = Math.min(Math.floor(x), STOPS.length - 2);
  const f = x - i;
  const [a, b] = [STOPS[i]!, STOPS[i + 1]!];
  return [0, 1, 2].map((k) => Math.round(a[k]! + f * (b[k]! - a[k]!))) as [number, number, number];
}

function draw(grid: Grid): HTMLElement {
  const finite = grid.values.filter((v): v is number => v !== null);
  const lo = finite.length ? Math.min(...finite) : 0;
  const hi = finite.length ? Math.max(...finite) : 0;
  const canvas = document.createElement('canvas');
  canvas.width = grid.cols;
  canvas.height = grid.rows;
  const pixels = new ImageData(grid.cols, grid.rows);
  grid.values.forEach((v, i) => {
    // not finite (inf, nan): mid grey, apart from every colour of the scale
    const [r, g, b] = v === null ? [128, 128, 128] : colour(hi > lo ? (v - lo) / (hi - lo) : 0.5);
    pixels.data.set([r, g, b, 255], i * 4);
  });
  canvas.getContext('2d')?.putImageData(pixels, 0, 0);
  const label = `Heatmap of ${grid.rows} by ${grid.cols} values from ${lo.toPrecision(4)} to ${hi.toPrecision(4)}`;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  // wide enough to see, with each value a square
  const scale = Math.max(1, Math.floor(320 / Math.max(grid.rows, grid.cols)));
  canvas.style.width = `${grid.cols * scale}px`;
  const figure = document.createElement('figure');
  figure.className = 'heatmap';
  const caption = document.createElement('figcaption');
  caption.textContent = `${lo.toPrecision(4)} (dark) to ${hi.toPrecision(4)} (light)`;
  figure.append(canvas, caption);
  return figure;
}

/** A toggle that shows (drawing it on first use) and hides the heatmap below the value's repr. */
export function heatmapToggle(grid: Grid): HTMLButtonElement {
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'heatmap-toggle';
  toggle.textContent = 'Heatmap';
  toggle.title = 'Draw this result as a heatmap';
  toggle.setAttribute('aria-pressed', 'false');
  let figure: HTMLElement | null = null;
  toggle.addEventListener('click', () => {
    const on = toggle.getAttribute('aria-pressed') !== 'true';
    toggle.setAttribute('aria-pressed', String(on));
    if (on && !figure) {
      figure = draw(grid);
      toggle.closest('.output')?.querySelector('pre.value')?.after(figure);
    }
    if (figure) figure.hidden = !on;
  });
  return toggle;
}
