/**
 * A matplotlib figure (the spec our Python `matplotlib` makes) drawn as one SVG element with Observable Plot.
 *
 * Plot rather than SVG written by Python: Plot brings ticks at round numbers, log scales, symbols, clipping and
 * ARIA labels, draws text and axes in currentColor (so a figure follows the page's light or dark scheme), and the
 * same code draws the page's figures (with the page's document) and savefig's files (with linkedom's).
 */
import * as Plot from '@observablehq/plot';

const SVG = 'http://www.w3.org/2000/svg';
const FONT = 12;
const TITLE_FONT = 14;
/** A rough width of one character of the figure's font, to size margins and the legend box without measuring. */
const CHAR = 0.6;

export type Color = string;

export interface LineMark {
  readonly mark: 'line';
  readonly x: readonly (number | null)[];
  readonly y: readonly (number | null)[];
  readonly color: Color;
  readonly opacity: number;
  /** Absent when the line has markers only. */
  readonly width?: number;
  readonly dash?: string | null;
  readonly symbol?: string;
  readonly rotate?: number;
  readonly r?: number;
  readonly filled?: boolean;
  readonly fill?: Color;
}

export interface DotMark {
  readonly mark: 'dot';
  readonly x: readonly (number | null)[];
  readonly y: readonly (number | null)[];
  readonly colors: readonly (Color | null)[];
  readonly r: readonly number[];
  readonly symbol: string;
  readonly rotate: number;
  readonly filled: boolean;
  readonly opacity: number;
}

export interface RectMark {
  readonly mark: 'rect';
  readonly x1: readonly (number | null)[];
  readonly x2: readonly (number | null)[];
  readonly y1: readonly (number | null)[];
  readonly y2: readonly (number | null)[];
  readonly colors: readonly Color[];
  readonly opacities: readonly number[];
}

export interface ImageMark {
  readonly mark: 'image';
  /** A PNG data URL. */
  readonly src: string;
  readonly x1: number;
  readonly x2: number;
  readonly y1: number;
  readonly y2: number;
}

export type MarkSpec = LineMark | DotMark | RectMark | ImageMark;

export interface LegendEntry {
  readonly kind: 'line' | 'patch' | 'dot';
  readonly label: string;
  readonly color: Color;
  readonly opacity: number;
  readonly width?: number;
  readonly dash?: string | null;
  readonly symbol?: string;
  readonly rotate?: number;
  readonly r?: number;
  readonly filled?: boolean;
  readonly fill?: Color;
}

export interface LegendSpec {
  /** matplotlib's loc: 'best', 'upper right', 'center left', ... */
  readonly loc: string;
  readonly title: string | null;
  readonly entries: readonly LegendEntry[];
}

export interface AxesSpec {
  /** The subplot grid and this Axes' place in it, counted from 1 along rows. */
  readonly rows: number;
  readonly cols: number;
  readonly index: number;
  readonly title: string;
  readonly xlabel: string;
  readonly ylabel: string;
  readonly xscale: 'linear' | 'log';
  readonly yscale: 'linear' | 'log';
  /** The view limits as matplotlib computes them (an image's y runs downwards: ylim[0] > ylim[1]). */
  readonly xlim: readonly [number, number];
  readonly ylim: readonly [number, number];
  readonly axis: boolean;
  readonly grid: { readonly x: boolean; readonly y: boolean };
  /** Units of y per unit of x on screen (1 for an image's square pixels), or null to fill the cell. */
  readonly aspect: number | null;
  readonly marks: readonly MarkSpec[];
  readonly legend: LegendSpec | null;
}

export interface FigureSpec {
  /** In pixels: matplotlib's inches times its dpi. */
  readonly width: number;
  readonly height: number;
  readonly suptitle: string;
  readonly axes: readonly AxesSpec[];
}

interface Box { x: number; y: number; width: number; height: number }

/** One figure as an <svg> of `doc`: each Axes drawn by Plot into its cell of the subplot grid. */
export function drawFigure(spec: FigureSpec, doc: Document): SVGSVGElement {
  const root = doc.createElementNS(SVG, 'svg') as SVGSVGElement;
  const { width, height } = spec;
  root.setAttribute('xmlns', SVG);
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  root.setAttribute('font-family', 'system-ui, sans-serif');
  root.setAttribute('font-size', String(FONT));
  root.setAttribute('fill', 'currentColor');
  root.setAttribute('role', 'img');
  const titles = [spec.suptitle, ...spec.axes.map((a) => a.title)].filter(Boolean);
  root.setAttribute('aria-label', titles.length ? `Figure: ${titles.join('; ')}` : 'Figure');
  const top = spec.suptitle ? TITLE_FONT + 16 : 0;
  if (spec.suptitle) root.append(text(doc, spec.suptitle, width / 2, TITLE_FONT + 6, TITLE_FONT + 2, 'middle', 'bold'));
  for (const axes of spec.axes) {
    const col = (axes.index - 1) % axes.cols;
    const row = Math.floor((axes.index - 1) / axes.cols);
    const cellWidth = width / axes.cols;
    const cellHeight = (height - top) / axes.rows;
    root.append(drawAxes(axes, doc, { x: col * cellWidth, y: top + row * cellHeight, width: cellWidth, height: cellHeight }));
  }
  return root;
}

interface Margins { top: number; right: number; bottom: number; left: number }

function margins(axes: AxesSpec, yTickChars: number): Margins {
  const title = axes.title ? TITLE_FONT + 14 : 12;
  if (!axes.axis) return { top: title, right: 8, bottom: 8, left: 8 };
  return {
    top: title,
    right: 16,
    bottom: axes.xlabel ? 46 : 28,
    left: Math.ceil(yTickChars * CHAR * FONT) + (axes.ylabel ? 30 : 14),
  };
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * Tick labels as matplotlib writes them: plain numbers without thousands separators, and on a log axis spanning a
 * decade or more, the decades alone as powers of ten (10⁻²) rather than SI prefixes ("10m" reads as ten metres).
 */
function tickFormat(scale: 'linear' | 'log', domain: readonly [number, number]): (d: number) => string {
  if (scale === 'linear' || Math.abs(Math.log10(domain[1] / domain[0])) < 1) {
    // twelve digits drop the float noise of a tick like 0.30000000000000004
    return (d) => String(Number(d.toPrecision(12))).replace('-', '−');
  }
  return (d) => {
    const exponent = Math.round(Math.log10(d));
    if (Math.abs(Math.log10(d) - exponent) > 1e-9) return '';
    const digits = [...String(Math.abs(exponent))].map((c) => SUPERSCRIPT[Number(c)]).join('');
    return `10${exponent < 0 ? '⁻' : ''}${digits}`;
  };
}

function plotAxes(axes: AxesSpec, doc: Document, width: number, height: number, m: Margins) {
  const axis = (label: string, scale: 'linear' | 'log', domain: readonly [number, number], grid: boolean, side: 'bottom' | 'left') => ({
    type: scale,
    domain: [...domain],
    tickFormat: tickFormat(scale, domain),
    label: axes.axis && label ? label : null,
    labelAnchor: 'center' as const,
    labelArrow: 'none' as const,
    labelOffset: side === 'bottom' ? 40 : m.left - 6,
    grid,
    axis: axes.axis ? side : null,
  });
  return Plot.plot({
    document: doc,
    width,
    height,
    marginTop: m.top,
    marginRight: m.right,
    marginBottom: m.bottom,
    marginLeft: m.left,
    x: axis(axes.xlabel, axes.xscale, axes.xlim, axes.grid.x, 'bottom'),
    y: axis(axes.ylabel, axes.yscale, axes.ylim, axes.grid.y, 'left'),
    color: { type: 'identity' },
    r: { type: 'identity' },
    marks: [...axes.marks.flatMap((mark) => plotMarks(mark, axes)), ...(axes.axis ? [Plot.frame()] : [])],
  }) as SVGSVGElement & Plot.Plot;
}

function drawAxes(axes: AxesSpec, doc: Document, cell: Box): SVGGElement {
  // first with a guess at the margins, to learn the y tick labels Plot chooses; then with room for them
  const guess = plotAxes(axes, doc, cell.width, cell.height, margins(axes, 6));
  const ticks = [...guess.querySelectorAll('[aria-label="y-axis tick label"] text')].map((t) => t.textContent ?? '');
  const m = margins(axes, Math.max(1, ...ticks.map((t) => t.length)));
  let { width, height } = cell;
  if (axes.aspect !== null) {
    // shrink the frame to keep the aspect, centred in the cell, as matplotlib's adjustable box does
    const frameW = width - m.left - m.right, frameH = height - m.top - m.bottom;
    const dx = Math.abs(axes.xlim[1] - axes.xlim[0]), dy = Math.abs(axes.ylim[1] - axes.ylim[0]) * axes.aspect;
    const unit = Math.min(frameW / dx, frameH / dy);
    width = dx * unit + m.left + m.right;
    height = dy * unit + m.top + m.bottom;
  }
  const plot = plotAxes(axes, doc, width, height, m);
  const group = doc.createElementNS(SVG, 'g') as SVGGElement;
  group.setAttribute('transform', `translate(${cell.x + (cell.width - width) / 2},${cell.y + (cell.height - height) / 2})`);
  group.setAttribute('text-anchor', 'middle');
  group.setAttribute('font-size', String(FONT));
  const x = plot.scale('x')!, y = plot.scale('y')!;
  const sx = (v: number) => x.apply(v) as number, sy = (v: number) => y.apply(v) as number;
  // Plot's own <style> sizes a standalone plot; inside the figure the root svg is what is sized
  group.append(...[...plot.childNodes].filter((n) => (n as Element).tagName?.toLowerCase() !== 'style'));
  // the figure is one image to assistive technology (its root's role and label); Plot's labels of its parts would
  // be ARIA on elements without a role, so they are kept as data attributes instead
  for (const el of group.querySelectorAll('[aria-label]')) {
    el.setAttribute('data-mark', el.getAttribute('aria-label')!);
    el.removeAttribute('aria-label');
  }
  const images = axes.marks.filter((mk): mk is ImageMark => mk.mark === 'image').map((mk) => image(doc, mk, sx, sy));
  group.prepend(...images);
  if (axes.title) group.append(text(doc, axes.title, (m.left + width - m.right) / 2, m.top - 10, TITLE_FONT, 'middle'));
  if (axes.legend?.entries.length) {
    const frame = { x: m.left, y: m.top, width: width - m.left - m.right, height: height - m.top - m.bottom };
    group.append(legend(doc, axes.legend, frame, points(axes, sx, sy)));
  }
  return group;
}

/** Plot marks over channels given as arrays: the data is only their length. */
function plotMarks(mark: MarkSpec, axes: AxesSpec): Plot.Markish[] {
  switch (mark.mark) {
    case 'line': {
      const data = { length: mark.x.length };
      const out: Plot.Markish[] = [];
      if (mark.width !== undefined) {
        out.push(Plot.line(data, {
          x: mark.x, y: mark.y, stroke: mark.color, strokeWidth: mark.width, strokeOpacity: mark.opacity,
          strokeDasharray: mark.dash ?? undefined, clip: true,
        }));
      }
      if (mark.symbol) {
        out.push(Plot.dot(data, {
          x: mark.x, y: mark.y, symbol: mark.symbol, r: mark.r, rotate: mark.rotate,
          fill: mark.filled ? mark.fill : 'none', stroke: mark.filled ? 'none' : mark.color, strokeWidth: 1.5,
          opacity: mark.opacity, clip: true,
        }));
      }
      return out;
    }
    case 'dot':
      return [Plot.dot({ length: mark.x.length }, {
        x: mark.x, y: mark.y, r: mark.r, symbol: mark.symbol, rotate: mark.rotate,
        fill: mark.filled ? mark.colors : 'none', stroke: mark.filled ? 'none' : mark.colors, strokeWidth: 1.5,
        opacity: mark.opacity, clip: true,
      })];
    case 'rect': {
      // a bar's base at 0 has no place on a log axis: it starts at the bottom of the view instead
      const floor = (v: number | null, scale: 'linear' | 'log', lim: readonly [number, number]) =>
        scale === 'log' && v !== null && v <= 0 ? Math.min(...lim) : v;
      return [Plot.rect({ length: mark.x1.length }, {
        x1: mark.x1.map((v) => floor(v, axes.xscale, axes.xlim)), x2: mark.x2,
        y1: mark.y1.map((v) => floor(v, axes.yscale, axes.ylim)), y2: mark.y2,
        fill: mark.colors, fillOpacity: mark.opacities, clip: true,
      })];
    }
    case 'image':
      return [];
  }
}

function image(doc: Document, mark: ImageMark, sx: (v: number) => number, sy: (v: number) => number): Element {
  const el = doc.createElementNS(SVG, 'image');
  const [x1, x2, y1, y2] = [sx(mark.x1), sx(mark.x2), sy(mark.y1), sy(mark.y2)];
  el.setAttribute('href', mark.src);
  el.setAttribute('x', String(Math.min(x1, x2)));
  el.setAttribute('y', String(Math.min(y1, y2)));
  el.setAttribute('width', String(Math.abs(x2 - x1)));
  el.setAttribute('height', String(Math.abs(y2 - y1)));
  el.setAttribute('preserveAspectRatio', 'none');
  // each pixel a crisp square, as matplotlib draws an upsampled image
  el.setAttribute('style', 'image-rendering: pixelated');
  return el;
}

function text(doc: Document, content: string, x: number, y: number, size: number, anchor: string, weight?: string): Element {
  const el = doc.createElementNS(SVG, 'text');
  el.setAttribute('x', String(x));
  el.setAttribute('y', String(y));
  el.setAttribute('font-size', String(size));
  el.setAttribute('text-anchor', anchor);
  if (weight) el.setAttribute('font-weight', weight);
  el.textContent = content;
  return el;
}

/** Every drawn point in pixels: where 'best' puts the legend is where it covers fewest of them. */
function points(axes: AxesSpec, sx: (v: number) => number, sy: (v: number) => number): [number, number][] {
  const out: [number, number][] = [];
  for (const mark of axes.marks) {
    if (mark.mark === 'line' || mark.mark === 'dot') {
      mark.x.forEach((v, i) => {
        const w = mark.y[i];
        if (v !== null && w !== null && w !== undefined) out.push([sx(v), sy(w)]);
      });
    } else if (mark.mark === 'rect') {
      mark.x1.forEach((v, i) => {
        const [a, b, c] = [mark.x2[i], mark.y2[i], mark.y1[i]];
        if (v === null || a === null || b === null || a === undefined || b === undefined || c === null || c === undefined) return;
        for (let t = 0; t <= 1; t += 0.25) out.push([sx(v + (a - v) * t), sy(b)]);
      });
    }
  }
  return out.filter(([px, py]) => Number.isFinite(px) && Number.isFinite(py));
}

/** matplotlib's candidate places for loc='best', in its order of preference. */
const BEST = ['upper right', 'upper left', 'lower left', 'lower right', 'right', 'center left', 'center right',
  'lower center', 'upper center', 'center'];

function place(loc: string, frame: Box, w: number, h: number): [number, number] {
  const pad = 8;
  const x = loc.endsWith('left') ? frame.x + pad
    : loc.endsWith('right') ? frame.x + frame.width - w - pad
    : frame.x + (frame.width - w) / 2;
  const y = loc.startsWith('upper') ? frame.y + pad
    : loc.startsWith('lower') ? frame.y + frame.height - h - pad
    : frame.y + (frame.height - h) / 2;
  return [x, y];
}

function legend(doc: Document, spec: LegendSpec, frame: Box, drawn: [number, number][]): SVGGElement {
  const row = FONT + 6, swatch = 22, gap = 6;
  const lines = (spec.title ? [spec.title] : []).concat(spec.entries.map((e) => e.label));
  const w = swatch + gap + Math.ceil(Math.max(...lines.map((l) => l.length)) * CHAR * FONT) + 14;
  const h = lines.length * row + 8;
  const covered = (loc: string) => {
    const [x, y] = place(loc, frame, w, h);
    return drawn.filter(([px, py]) => px >= x && px <= x + w && py >= y && py <= y + h).length;
  };
  const loc = spec.loc === 'best' ? BEST.reduce((a, b) => (covered(b) < covered(a) ? b : a)) : spec.loc;
  const [x, y] = place(loc, frame, w, h);
  const group = doc.createElementNS(SVG, 'g') as SVGGElement;
  group.setAttribute('class', 'mpl-legend');
  group.setAttribute('transform', `translate(${x},${y})`);
  const box = doc.createElementNS(SVG, 'rect');
  for (const [k, v] of Object.entries({ class: 'mpl-legend-box', width: w, height: h, rx: 3, fill: 'white',
    'fill-opacity': 0.8, stroke: '#ccc' })) box.setAttribute(k, String(v));
  group.append(box);
  let cy = 4 + row / 2;
  if (spec.title) {
    group.append(text(doc, spec.title, w / 2, cy + FONT / 3, FONT, 'middle'));
    cy += row;
  }
  for (const entry of spec.entries) {
    group.append(swatchOf(doc, entry, 7, cy, swatch), text(doc, entry.label, 7 + swatch + gap, cy + FONT / 3, FONT, 'start'));
    cy += row;
  }
  return group;
}

function swatchOf(doc: Document, entry: LegendEntry, x: number, y: number, width: number): Element {
  const group = doc.createElementNS(SVG, 'g');
  const set = (el: Element, attrs: Record<string, string | number | null | undefined>) => {
    for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) el.setAttribute(k, String(v));
    return el;
  };
  if (entry.kind === 'patch') {
    group.append(set(doc.createElementNS(SVG, 'rect'), { x, y: y - 5, width, height: 10, fill: entry.color, 'fill-opacity': entry.opacity }));
  }
  if (entry.kind === 'line' && entry.width !== undefined) {
    group.append(set(doc.createElementNS(SVG, 'line'), { x1: x, x2: x + width, y1: y, y2: y, stroke: entry.color,
      'stroke-width': entry.width, 'stroke-dasharray': entry.dash, 'stroke-opacity': entry.opacity }));
  }
  if (entry.symbol) {
    const filled = entry.filled ?? true;
    const color = entry.kind === 'line' ? entry.fill ?? entry.color : entry.color;
    const symbol = set(doc.createElementNS(SVG, 'path'), {
      d: symbolPath(entry.symbol, Math.min(entry.r ?? 4, 6)),
      transform: `translate(${x + width / 2},${y}) rotate(${entry.rotate ?? 0})`,
      fill: filled ? color : 'none', stroke: filled ? 'none' : entry.color, 'stroke-width': 1.5,
      opacity: entry.opacity,
    });
    group.append(symbol);
  }
  return group;
}

/** An SVG path for one of Plot's symbol names at radius r, centred on the origin (for legend swatches). */
export function symbolPath(symbol: string, r: number): string {
  const polygon = (n: number, radius: (i: number) => number, turn = 0) =>
    'M' + Array.from({ length: n }, (_, i) => {
      const a = turn + (2 * Math.PI * i) / n - Math.PI / 2;
      return `${(radius(i) * Math.cos(a)).toFixed(2)},${(radius(i) * Math.sin(a)).toFixed(2)}`;
    }).join('L') + 'Z';
  switch (symbol) {
    case 'square': return `M${-r * 0.9},${-r * 0.9}h${r * 1.8}v${r * 1.8}h${-r * 1.8}Z`;
    case 'triangle': return polygon(3, () => r * 1.2);
    case 'diamond': return polygon(4, () => r * 1.2);
    case 'star': return polygon(10, (i) => (i % 2 ? r * 0.5 : r * 1.3));
    case 'hexagon': return polygon(6, () => r);
    case 'plus': return `M${-r},0H${r}M0,${-r}V${r}`;
    case 'times': return `M${-r * 0.8},${-r * 0.8}L${r * 0.8},${r * 0.8}M${-r * 0.8},${r * 0.8}L${r * 0.8},${-r * 0.8}`;
    default: return `M${r},0A${r},${r},0,1,1,${-r},0A${r},${r},0,1,1,${r},0Z`;
  }
}
