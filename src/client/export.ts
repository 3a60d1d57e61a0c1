/**
 * The lesson as files to take away: a Python script (the cells in order, the prose as comments) and a Jupyter
 * notebook (nbformat 4.5: the prose as markdown cells, the code cells with their current source and last outputs),
 * both made from the page as the reader left it.
 */
import type { CellReport } from '../runtime/python.ts';

/** A runnable cell as exported: the code in its editor and the report of its last run, if any. */
export interface ExportedCell {
  readonly code: string;
  readonly report?: CellReport;
}

type Block = { readonly kind: 'prose'; readonly text: string } | { readonly kind: 'code'; readonly cell: ExportedCell };

/** The article's prose and runnable cells in page order (solutions, exercises' checks and navigation stay out). */
export function lessonBlocks(article: HTMLElement, cellOf: (root: HTMLElement) => ExportedCell | undefined): Block[] {
  const blocks: Block[] = [];
  const visit = (el: Element) => {
    const kind = el.getAttribute('data-cell');
    if (kind === 'cell' || kind === 'exercise') {
      const cell = cellOf(el as HTMLElement);
      if (cell) blocks.push({ kind: 'code', cell });
      return;
    }
    if (kind !== null || el.matches('button, nav, .exercise-controls, details')) return;
    if (el.querySelector('[data-cell]')) {
      for (const child of el.children) visit(child);
      return;
    }
    const text = markdownOf(el);
    if (text) blocks.push({ kind: 'prose', text });
  };
  for (const child of article.children) visit(child);
  return blocks;
}

function markdownOf(el: Element): string {
  const text = (el as HTMLElement).innerText?.trim() ?? el.textContent?.trim() ?? '';
  if (!text) return '';
  const heading = /^H([1-6])$/.exec(el.tagName);
  if (heading) return `${'#'.repeat(Number(heading[1]))} ${text}`;
  if (el.tagName === 'UL' || el.tagName === 'OL') {
    return [...el.children].map((li, i) => `${el.tagName === 'OL' ? `${i + 1}.` : '-'} ${(li as HTMLElement).innerText.trim()}`).join('\n');
  }
  if (el.tagName === 'PRE') return `\`\`\`\n${text}\n\`\`\``;
  return text;
}

/** A Python script: prose as comment lines, each cell's code in order. */
export function toPython(blocks: readonly Block[]): string {
  return blocks.map((b) => (b.kind === 'code'
    ? b.cell.code
    : b.text.split('\n').map((line) => (line ? `# ${line}` : '#')).join('\n'))).join('\n\n') + '\n';
}

const lines = (text: string) => text.split(/(?<=\n)/);

/** A Jupyter notebook (nbformat 4.5) as JSON text. */
export function toNotebook(blocks: readonly Block[]): string {
  let count = 0;
  const cells = blocks.map((b, i) => {
    const id = `cell-${i}`;
    if (b.kind === 'prose') return { cell_type: 'markdown', id, metadata: {}, source: lines(b.text) };
    const report = b.cell.report;
    const execution = report ? ++count : null;
    const outputs: object[] = [];
    if (report?.stdout) outputs.push({ output_type: 'stream', name: 'stdout', text: lines(report.stdout) });
    if (report?.value != null) {
      outputs.push({
        output_type: 'execute_result', execution_count: execution, metadata: {},
        data: { 'text/plain': lines(report.value) },
      });
    }
    if (report?.error != null) {
      const [ename, ...rest] = (report.errorType ?? 'Error').split(': ');
      outputs.push({ output_type: 'error', ename, evalue: rest.join(': '), traceback: report.error.split('\n') });
    }
    return {
      cell_type: 'code', id, metadata: {}, execution_count: execution, outputs, source: lines(b.cell.code),
    };
  });
  return JSON.stringify({
    nbformat: 4, nbformat_minor: 5, cells,
    metadata: {
      kernelspec: { name: 'python3', display_name: 'Python 3', language: 'python' },
      language_info: { name: 'python' },
    },
  }, null, 1);
}

/** Offers `text` as a file download named `name`. */
export function download(doc: Document, name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = doc.createElement('a');
  a.href = url;
  a.download = name;
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
