/** Renders a cell's report (stdout, value, error, checks) into its output area. */
import { diffChars } from 'diff';
import type { CellReport, CheckResult } from '../runtime/python.ts';
import { unexpectedError } from '../runtime/verdict.ts';
import { heatmapToggle } from './heatmap.ts';
import { shapeExplainer } from './shape-explainer.ts';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function renderCheck(check: CheckResult): HTMLLIElement {
  const li = el('li', `check ${check.pass ? 'pass' : 'fail'}`);
  li.dataset['check'] = check.pass ? 'pass' : 'fail';
  const where = check.line === null ? '' : `line ${check.line}: `;
  li.append(el('span', 'badge', check.pass ? '✓ pass' : '✗ fail'), el('span', 'where', where));
  if (check.pass) {
    li.append(el('code', 'expected', check.expected));
  } else {
    li.append(mismatch(check.expected, check.actual));
  }
  return li;
}

/** Expected and got side by side, the characters where they differ marked in each. */
function mismatch(expected: string, got: string): HTMLElement {
  const sides = { expected: el('pre', 'expected'), got: el('pre', 'got') };
  for (const part of diffChars(expected, got)) {
    const text = document.createTextNode(part.value);
    const mark = (side: HTMLElement, label: string) => {
      const m = el('mark', 'diff');
      m.title = label;
      m.append(text.cloneNode());
      side.append(m);
    };
    if (part.removed) mark(sides.expected, 'only in expected');
    else if (part.added) mark(sides.got, 'only in got');
    else {
      sides.expected.append(text.cloneNode());
      sides.got.append(text);
    }
  }
  const detail = el('div', 'mismatch');
  const column = (label: string, side: HTMLElement) => {
    const c = el('div', 'side');
    c.append(el('span', 'label', label), side);
    return c;
  };
  detail.append(column('expected', sides.expected), column('got', sides.got));
  return detail;
}

/** Fills `output` with the report; expected errors (a `raises` check that passed) render as a quiet note. */
export function renderReport(output: HTMLElement, report: CellReport): void {
  output.replaceChildren();
  if (report.skipped) output.append(el('p', 'skipped', report.skipped));
  if (report.stdout) output.append(el('pre', 'stdout', report.stdout));
  if (report.valueKind) {
    const header = el('div', 'value-header');
    header.append(el('span', 'value-kind', report.valueKind));
    if (report.grid) header.append(heatmapToggle(report.grid));
    output.append(header);
  }
  if (report.value !== null) output.append(el('pre', 'value', report.value));
  if (report.error !== null) {
    const expected = !unexpectedError(report);
    const box = el('div', expected ? 'error expected' : 'error');
    const where = report.errorLine === null ? '' : ` on line ${report.errorLine}`;
    const label = expected ? `Raised as expected${where}` : `Error${where} of this cell`;
    if (expected || report.errorLine !== null) box.append(el('div', 'error-line', label));
    box.append(el('pre', 'traceback', report.error));
    if (report.broadcast) box.append(shapeExplainer(report.broadcast));
    output.append(box);
  }
  if (report.checks.length) {
    const list = el('ul', 'checks');
    list.append(...report.checks.map(renderCheck));
    output.append(list);
  }
  // a wide value scrolls inside the cell, not the page; Tab reaches it so the keyboard can scroll it too
  for (const pre of output.querySelectorAll('pre')) {
    if (pre.scrollWidth > pre.clientWidth) pre.tabIndex = 0;
  }
}

export function renderFailure(output: HTMLElement, message: string): void {
  output.replaceChildren(el('pre', 'error traceback', message));
}
