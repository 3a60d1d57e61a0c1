import { describe, expect, it } from 'vitest';
import { formatReport, ratioToBest, rows, type ParticipantResult } from '../../bench/report.ts';
import { parseOutcomes, RESULT_PREFIX } from '../../bench/protocol.ts';
import { WORKLOADS } from '../../bench/workloads.ts';

const ours: ParticipantResult = { name: 'ours-js', ours: true, outcomes: [
  { id: 'add', value: 10 }, { id: 'matmul-128', value: 2 }, { id: 'lesson:01.mdx', value: 500 },
] };
const peerA: ParticipantResult = { name: 'a', ours: false, outcomes: [{ id: 'add', value: 5 }, { id: 'matmul-128', value: 8 }] };
const peerB: ParticipantResult = { name: 'b', ours: false, outcomes: [{ id: 'add', value: 4 }, { id: 'matmul-128', na: 'no' }] };
const row = (id: string) => rows([ours]).find((w) => w.id === id)!;

describe('bench report', () => {
  it('divides times by the fastest peer and throughputs by the highest', () => {
    expect(ratioToBest(row('add'), ours, [peerA, peerB])).toEqual({ ratio: 2.5, kind: 'time', peer: 'b' });
    expect(ratioToBest(row('matmul-128'), ours, [peerA, peerB])).toEqual({ ratio: 0.25, kind: 'throughput', peer: 'a' });
    expect(ratioToBest(row('exp'), ours, [peerA])).toBeNull();
  });

  it('adds a row per reported lesson after the fixed workloads', () => {
    expect(rows([ours]).map((w) => w.id)).toEqual([...WORKLOADS.map((w) => w.id), 'lesson:01.mdx']);
  });

  it('lists each n/a with its reason', () => {
    expect(formatReport([ours, peerA, peerB])).toContain('b: no (matmul-128)');
  });

  it('reads only prefixed result lines', () => {
    const out = `noise\n${RESULT_PREFIX}{"id":"add","value":1}\n${RESULT_PREFIX}{"id":"exp","na":"x"}\n`;
    expect(parseOutcomes(out)).toEqual([{ id: 'add', value: 1 }, { id: 'exp', na: 'x' }]);
  });
});
