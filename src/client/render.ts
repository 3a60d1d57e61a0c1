/** Renders a cell's report (stdout, value, error, checks) into its output area. */
import type { CellReport, CheckResult } from '../runtime/python.ts';
import { unexpectedError } from '../runtime/verdict.ts';

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
    const detail = el('div', 'mismatch');
    detail.append(el('span', 'label', 'expected'), el('pre', 'expected', check.expected),
      el('span', 'label', 'actual'), el('pre', 'actual', check.actual));
    li.append(detail);
  }
  return li;
}

/** Fills `output` with the report; expected errors (a `raises` check that passed) render as a quiet note. */
export function renderReport(output: HTMLElement, report: CellReport): void {
  output.replaceChildren();
  if (report.skipped) output.append(el('p', 'skipped', report.skipped));
  if (report.stdout) output.append(el('pre', 'stdout', report.stdout));
  if (report.valueKind) output.append(el('div', 'value-kind', report.valueKind));
  if (report.value !== null) output.append(el('pre', 'value', report.value));
  if (report.error !== null) {
    const expected = !unexpectedError(report);
    const box = el('div', expected ? 'error expected' : 'error');
    const where = report.errorLine === null ? '' : ` on line ${report.errorLine}`;
    const label = expected ? `Raised as expected${where}` : `Error${where} of this cell`;
    if (expected || report.errorLine !== null) box.append(el('div', 'error-line', label));
    box.append(el('pre', 'traceback', report.error));
    output.append(box);
  }
  if (report.checks.length) {
    const list = el('ul', 'checks');
    list.append(...report.checks.map(renderCheck));
    output.append(list);
  }
}

export function renderFailure(output: HTMLElement, message: string): void {
  output.replaceChildren(el('pre', 'error traceback', message));
}
