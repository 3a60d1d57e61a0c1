/**
 * Lesson cells as authors write them: fenced Python blocks whose info string starts with a cell kind.
 *
 *   ```python cell id=trap raises="RuntimeError: ..."    a runnable, editable cell (options are its checks)
 *   ```python exercise id=mse                             an exercise's starter, editable by the learner
 *   ```python solution                                    the solution of the exercise above it
 *   ```python check                                       code that must run cleanly after the exercise cell
 *
 * The build (remark-cells.ts) and `npm run check` both read cells through this module.
 */
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export type CellKind = 'cell' | 'exercise' | 'solution' | 'check';
const KINDS: readonly CellKind[] = ['cell', 'exercise', 'solution', 'check'];

export interface CellMeta {
  readonly kind: CellKind;
  readonly options: Readonly<Record<string, string>>;
}

/** Reads `cell id=x raises="RuntimeError: boom" tol=1e-4` from a fence's meta string. */
export function parseMeta(meta: string | null | undefined): CellMeta | null {
  if (!meta) return null;
  const tokens = [...meta.matchAll(/([\w-]+)(?:=("(?:[^"\\]|\\.)*"|'[^']*'|\[[^\]]*\]|\S+))?/g)];
  const head = tokens[0]?.[1] as CellKind | undefined;
  if (!head || !KINDS.includes(head) || tokens[0]![2] !== undefined) return null;
  const options: Record<string, string> = {};
  for (const [, key, raw] of tokens.slice(1)) {
    if (raw === undefined) options[key!] = 'true';
    else if (raw.startsWith('"')) options[key!] = JSON.parse(raw) as string;
    else if (raw.startsWith("'")) options[key!] = raw.slice(1, -1);
    else options[key!] = raw;
  }
  return { kind: head, options };
}

/** One cell in document order, with the exercise a solution or check belongs to. */
export interface Cell {
  readonly kind: CellKind;
  readonly id: string;
  readonly code: string;
  readonly options: Readonly<Record<string, string>>;
  /** For solution and check cells: the id of the exercise they belong to. */
  readonly exercise?: string;
  /** Line of the fence in the source file. */
  readonly line: number;
}

/** Every cell of a parsed lesson, numbering unnamed cells `cell-1`, `cell-2`, ... in order. */
export function collectCells(tree: Root, file = 'lesson'): Cell[] {
  const cells: Cell[] = [];
  let exercise: string | undefined;
  let n = 0;
  visit(tree, 'code', (node: Code) => {
    if (node.lang !== 'python') return;
    const meta = parseMeta(node.meta);
    if (!meta) return;
    const line = node.position?.start.line ?? 0;
    const base = { kind: meta.kind, code: node.value, options: meta.options, line };
    if (meta.kind === 'cell') {
      n += 1;
      cells.push({ ...base, id: meta.options['id'] ?? `cell-${n}` });
    } else if (meta.kind === 'exercise') {
      exercise = meta.options['id'];
      if (!exercise) throw new Error(`${file}:${line}: an exercise cell needs an id (\`python exercise id=...\`)`);
      cells.push({ ...base, id: exercise });
    } else {
      if (!exercise) throw new Error(`${file}:${line}: a ${meta.kind} cell must follow an exercise cell`);
      cells.push({ ...base, id: `${exercise}-${meta.kind}`, exercise });
    }
  });
  const seen = new Set<string>();
  for (const c of cells) {
    if (seen.has(c.id)) throw new Error(`${file}:${c.line}: two cells share the id "${c.id}"`);
    seen.add(c.id);
  }
  return cells;
}
