/**
 * A broadcasting RuntimeError explained: both operands' shapes aligned from the right, as broadcasting aligns
 * them, with the dimension that clashed marked.
 */
import type { CellReport } from '../runtime/python.ts';

type Clash = NonNullable<CellReport['broadcast']>;

export function shapeExplainer(clash: Clash): HTMLElement {
  const n = Math.max(clash.a.length, clash.b.length);
  const figure = document.createElement('figure');
  figure.className = 'shape-explainer';
  const table = document.createElement('table');
  const head = table.createTHead().insertRow();
  head.append(document.createElement('td'));
  for (let d = 0; d < n; d++) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = `dim ${d}`;
    if (d === clash.dim) th.className = 'clash';
    head.append(th);
  }
  const body = table.createTBody();
  for (const [name, shape] of [['a', clash.a], ['b', clash.b]] as const) {
    const row = body.insertRow();
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = `tensor ${name}`;
    row.append(th);
    for (let d = 0; d < n; d++) {
      const cell = row.insertCell();
      const size = shape[d - (n - shape.length)];
      cell.textContent = size === undefined ? '' : String(size);
      if (d === clash.dim) cell.className = 'clash';
    }
  }
  const sizeA = clash.a[clash.dim - (n - clash.a.length)];
  const sizeB = clash.b[clash.dim - (n - clash.b.length)];
  const caption = document.createElement('figcaption');
  caption.textContent = `Shapes [${clash.a.join(', ')}] and [${clash.b.join(', ')}] aligned from the right: at dim ` +
    `${clash.dim} the sizes are ${sizeA} and ${sizeB}. Sizes broadcast only when they are equal or one of them is 1.`;
  figure.append(table, caption);
  return figure;
}
