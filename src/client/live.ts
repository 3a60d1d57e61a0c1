/**
 * A cell's output while it runs: streamed text, live line plots (notebook.LossPlot in Python), grayscale images
 * (notebook.show_image), matplotlib figures (plt.show()) and tqdm progress bars.
 */
import type { FigureSpec } from '../runtime/figure-svg.ts';
import { figureElement } from './figure.ts';
import { ProgressBars, type ProgressEvent } from './progress-bar.ts';


const SVG = 'http://www.w3.org/2000/svg';

interface PlotEvent {
  readonly event: 'new' | 'point';
  readonly title?: string;
  readonly log?: boolean;
  readonly step?: number;
  readonly value?: number;
}

/** One plot: an SVG polyline redrawn (at most once a frame) as points arrive. */
class LivePlot {
  readonly element: HTMLElement;
  private readonly line: SVGPolylineElement;
  private readonly label: HTMLElement;
  private readonly points: [number, number][] = [];
  private readonly log: boolean;
  private readonly title: string;
  private pending = false;

  constructor(title: string, log: boolean) {
    this.title = title;
    this.log = log;
    this.element = document.createElement('figure');
    this.element.className = 'live-plot';
    this.element.dataset['plot'] = title;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 400 160');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', `${title} by step`);
    this.line = document.createElementNS(SVG, 'polyline');
    svg.append(this.line);
    this.label = document.createElement('figcaption');
    this.element.append(svg, this.label);
  }

  add(step: number, value: number): void {
    this.points.push([step, value]);
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => this.draw());
  }

  private draw(): void {
    this.pending = false;
    const y = (v: number) => (this.log ? Math.log10(Math.max(v, 1e-30)) : v);
    const xs = this.points.map((p) => p[0]), ys = this.points.map((p) => y(p[1])).filter(Number.isFinite);
    const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
    const [y0, y1] = [Math.min(...ys), Math.max(...ys)];
    const sx = (v: number) => 10 + (380 * (v - x0)) / Math.max(x1 - x0, 1e-12);
    const sy = (v: number) => 150 - (140 * (y(v) - y0)) / Math.max(y1 - y0, 1e-12);
    this.line.setAttribute('points', this.points.filter((p) => Number.isFinite(y(p[1])))
      .map(([s, v]) => `${sx(s).toFixed(1)},${sy(v).toFixed(1)}`).join(' '));
    const [step, last] = this.points[this.points.length - 1]!;
    this.label.textContent = `${this.title}: ${last.toPrecision(5)} at step ${step}`;
    this.element.dataset['points'] = String(this.points.length);
  }
}

interface ImageEvent {
  readonly title: string;
  readonly width: number;
  readonly height: number;
  /** One byte per pixel, row by row, base64. */
  readonly pixels: string;
}

/** A grayscale image drawn on a canvas, scaled up without smoothing so that each pixel stays a crisp square. */
function imageFigure(event: ImageEvent): HTMLElement {
  const figure = document.createElement('figure');
  figure.className = 'live-image';
  figure.dataset['image'] = event.title;
  const canvas = document.createElement('canvas');
  canvas.width = event.width;
  canvas.height = event.height;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', event.title);
  const bytes = Uint8Array.from(atob(event.pixels), (c) => c.charCodeAt(0));
  const rgba = new ImageData(event.width, event.height);
  bytes.forEach((v, i) => rgba.data.set([v, v, v, 255], i * 4));
  canvas.getContext('2d')?.putImageData(rgba, 0, 0);
  const caption = document.createElement('figcaption');
  caption.textContent = event.title;
  figure.append(canvas, caption);
  return figure;
}

/** Collects a running cell's live output into a container shown above its final output. */
export class LiveOutput {
  readonly element: HTMLElement;
  private readonly text: HTMLPreElement;
  private readonly figures: HTMLElement;
  private readonly progress = new ProgressBars();
  private plot: LivePlot | null = null;

  constructor() {
    this.element = document.createElement('div');
    this.element.className = 'live';
    this.text = document.createElement('pre');
    this.text.className = 'stdout';
    this.figures = document.createElement('div');
    this.figures.className = 'live-figures';
    this.element.append(this.figures, this.progress.element, this.text);
  }

  receive(kind: string, json: string): void {
    const data = JSON.parse(json) as unknown;
    if (kind === 'stdout') {
      this.text.textContent += data as string;
      return;
    }
    if (kind === 'image') {
      this.figures.append(imageFigure(data as ImageEvent));
      return;
    }
    if (kind === 'figure') {
      this.figures.append(figureElement(data as FigureSpec));
      return;
    }
    if (kind === 'progress') {
      this.progress.update(data as ProgressEvent);
      return;
    }
    if (kind !== 'plot') return;
    const event = data as PlotEvent;
    if (event.event === 'new') {
      this.plot = new LivePlot(event.title ?? 'loss', event.log ?? false);
      this.figures.append(this.plot.element);
    } else if (this.plot && event.step !== undefined && event.value !== undefined) {
      this.plot.add(event.step, event.value);
    }
  }

  /** The plots, images, figures and progress bars shown while running, kept when the final report replaces the
   * streamed text. */
  plots(): HTMLElement[] {
    return [this.figures, this.progress.element].filter((e) => e.childElementCount > 0);
  }
}
