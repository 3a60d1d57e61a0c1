/**
 * A matplotlib figure in a cell's output (plt.show() in Python). Observable Plot and the renderer load on the first
 * figure only, so lessons without plots never fetch them; the <figure> takes its place at once and fills when the
 * renderer is there.
 */
import type { FigureSpec } from '../runtime/figure-svg.ts';

export function figureElement(spec: FigureSpec): HTMLElement {
  const figure = document.createElement('figure');
  figure.className = 'mpl-figure';
  figure.dataset['figure'] = spec.axes.map((a) => a.title).filter(Boolean).join('; ') || 'figure';
  figure.style.maxWidth = `${spec.width}px`;
  import('../runtime/figure-svg.ts')
    .then(({ drawFigure }) => figure.append(drawFigure(spec, document)))
    .catch((e: unknown) => { figure.textContent = `The figure could not be drawn: ${String(e)}`; });
  return figure;
}
