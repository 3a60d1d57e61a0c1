/**
 * Turns every participant's outcomes into the report: a table of figures, a table of ratios of ours to the best
 * peer per row, the reasons behind each n/a, and the JSON written to bench/results.json.
 */
import { WORKLOADS, higherIsBetter, lessonWorkload, type Workload } from './workloads.ts';
import type { Outcome } from './protocol.ts';

export interface ParticipantResult {
  readonly name: string;
  readonly ours: boolean;
  readonly native?: boolean;
  readonly outcomes: readonly Outcome[];
}

export interface Ratio {
  /** ours / peer: a time ratio for time units (above 1: we are slower), a throughput ratio for GFLOP/s (below 1). */
  readonly ratio: number;
  readonly kind: 'time' | 'throughput';
  readonly peer: string;
}

const valueOf = (p: ParticipantResult, id: string): number | null => {
  const o = p.outcomes.find((x) => x.id === id);
  return o && 'value' in o ? o.value : null;
};

/** Rows in order: the fixed workloads, then the lessons any participant reported. */
export function rows(results: readonly ParticipantResult[], workloads: readonly Workload[] = WORKLOADS): Workload[] {
  const lessons = new Set(results.flatMap((p) => p.outcomes.map((o) => o.id)).filter((id) => id.startsWith('lesson:')));
  return [...workloads, ...[...lessons].sort().map((id) => lessonWorkload(id.slice('lesson:'.length)))];
}

/** Ours against the best of `peers` on one row, or null when either side has no figure. */
export function ratioToBest(w: Workload, ours: ParticipantResult, peers: readonly ParticipantResult[]): Ratio | null {
  const mine = valueOf(ours, w.id);
  const better = higherIsBetter(w.unit);
  let best: { value: number; peer: string } | null = null;
  for (const p of peers) {
    const v = valueOf(p, w.id);
    if (v !== null && (!best || (better ? v > best.value : v < best.value))) best = { value: v, peer: p.name };
  }
  if (mine === null || !best) return null;
  return { ratio: mine / best.value, kind: better ? 'throughput' : 'time', peer: best.peer };
}

const fmt = (v: number) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v >= 1 ? v.toFixed(2) : v.toPrecision(2));

function table(header: readonly string[], body: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (r: readonly string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** The two comparisons each of our backends gets: the best browser-capable peer, and native PyTorch. */
function comparisons(results: readonly ParticipantResult[]) {
  const ours = results.filter((p) => p.ours && p.outcomes.some((o) => 'value' in o));
  const web = results.filter((p) => !p.ours && !p.native);
  const native = results.filter((p) => p.native);
  return ours.flatMap((o) => [
    { label: `${o.name}/best web`, ours: o, peers: web },
    ...(native.length ? [{ label: `${o.name}/${native.map((p) => p.name).join('|')}`, ours: o, peers: native }] : []),
  ]);
}

export function formatReport(results: readonly ParticipantResult[], workloads: readonly Workload[] = WORKLOADS): string {
  const rs = rows(results, workloads);
  const figures = table(['workload', 'unit', ...results.map((p) => p.name)],
    rs.map((w) => [w.label, w.unit, ...results.map((p) => { const v = valueOf(p, w.id); return v === null ? 'n/a' : fmt(v); })]));
  const cmp = comparisons(results);
  const ratios = table(['workload', ...cmp.map((c) => c.label)], rs.map((w) => [w.label, ...cmp.map((c) => {
    const r = ratioToBest(w, c.ours, c.peers);
    return r ? `${fmt(r.ratio)}x ${r.kind === 'time' ? 'time' : 'thr'} (${r.peer})` : '-';
  })]));
  const reasons = new Map<string, string[]>();
  for (const p of results) {
    for (const o of p.outcomes) {
      if (!('na' in o)) continue;
      const key = `${p.name}: ${o.na}`;
      reasons.set(key, [...(reasons.get(key) ?? []), o.id]);
    }
  }
  return [
    figures, '',
    'Ratios, ours / peer: "time" rows divide times (above 1: ours is slower); "thr" rows divide throughputs ' +
    '(below 1: ours is slower).',
    ratios, '',
    'n/a:', ...[...reasons].map(([key, ids]) => `  ${key} (${ids.join(', ')})`),
  ].join('\n');
}

export function reportJson(results: readonly ParticipantResult[], machine: Readonly<Record<string, unknown>>,
  workloads: readonly Workload[] = WORKLOADS): unknown {
  const rs = rows(results, workloads);
  return {
    machine,
    workloads: rs,
    participants: results.map((p) => ({
      name: p.name, ours: p.ours, native: p.native ?? false,
      results: Object.fromEntries(p.outcomes.map((o) => ['value' in o ? [o.id, o.value] : [o.id, { na: o.na }]][0]!)),
    })),
    ratios: Object.fromEntries(comparisons(results).map((c) =>
      [c.label, Object.fromEntries(rs.map((w) => [w.id, ratioToBest(w, c.ours, c.peers)]))])),
  };
}
