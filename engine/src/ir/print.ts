/** Walking and printing kernel IR: the printed form is both the debugging view and the compiled-kernel cache key. */
import type { Expr } from './expr.ts';

export function children(e: Expr): readonly Expr[] {
  switch (e.kind) {
    case 'cast': case 'unary': return [e.x];
    case 'binary': case 'compare': return [e.a, e.b];
    case 'select': return [e.cond, e.a, e.b];
    case 'call': return e.args;
    case 'load': return [e.offset];
    default: return [];
  }
}

/** Every distinct node reachable from `roots`, each after its operands (the order a renderer emits them in). */
export function topoOrder(roots: readonly Expr[]): Expr[] {
  const seen = new Set<Expr>(), order: Expr[] = [];
  const visit = (e: Expr) => {
    if (seen.has(e)) return;
    seen.add(e);
    children(e).forEach(visit);
    order.push(e);
  };
  roots.forEach(visit);
  return order;
}

const literal = (v: number | bigint) => (typeof v === 'bigint' ? `${v}n` : Object.is(v, -0) ? '-0' : String(v));

/** One line per interior node (`%3 = add.f64 %1 %2`), leaves inline; the last line names each root. */
export function printExprs(roots: readonly Expr[]): string {
  const names = new Map<Expr, string>();
  const lines: string[] = [];
  const ref = (e: Expr) => names.get(e)!;
  for (const e of topoOrder(roots)) {
    switch (e.kind) {
      case 'input': names.set(e, `in${e.index}.${e.type}`); continue;
      case 'arg': names.set(e, `arg${e.index}.${e.type}`); continue;
      case 'const': names.set(e, `${literal(e.value)}.${e.type}`); continue;
      case 'fold': names.set(e, `${e.role}.${e.type}`); continue;
      case 'coord': names.set(e, `coord${e.dim}`); continue;
    }
    const name = `%${lines.length}`;
    const op = e.kind === 'cast' || e.kind === 'select' ? e.kind : e.kind === 'call' ? `call ${e.fn}`
      : e.kind === 'load' ? `load in${e.index}` : e.op;
    lines.push(`${name} = ${op}.${e.type} ${children(e).map(ref).join(' ')}`);
    names.set(e, name);
  }
  lines.push(`return ${roots.map(ref).join(' ')}`);
  return lines.join('\n');
}

/** The answers of `usesCoords` by root: nodes are interned, so each is worked out once, not on every launch. */
const readsCoords = new WeakMap<Expr, boolean>();

/** Whether any of `roots` reads the output's coordinates, so its loop must keep each output dim visible. */
export function usesCoords(roots: readonly Expr[]): boolean {
  return roots.some((root) => {
    let reads = readsCoords.get(root);
    if (reads === undefined) readsCoords.set(root, reads = topoOrder([root]).some((e) => e.kind === 'coord'));
    return reads;
  });
}
