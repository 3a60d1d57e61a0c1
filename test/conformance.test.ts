/**
 * The conformance suite: every program in test/conformance/cases.json (made by generate.py with real PyTorch 1.13)
 * runs on the engine and must print exactly what PyTorch printed, or what current PyTorch prints where it differs
 * (conformance/current.ts). Reports the pass count per area.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeSession } from '../src/runtime/node.ts';
import { currentOutput } from './conformance/current.ts';

interface Case { area: string; name: string; source: string; stdout: string }

const cases: Case[] = JSON.parse(readFileSync(join(import.meta.dirname, 'conformance', 'cases.json'), 'utf8'));
const areas = [...new Set(cases.map((c) => c.area))];
const failures = new Map<string, { name: string; source: string; expected: string; actual: string }[]>();

beforeAll(async () => {
  let stdout = '';
  const session = await createNodeSession({ stdout: (t) => { stdout += t; }, cuda: false });
  for (const c of cases) {
    stdout = '';
    await session.runFile(`/conformance/${c.name}.py`, c.source);
    const expected = currentOutput(c.name, c.stdout);
    if (stdout !== expected) {
      const list = failures.get(c.area) ?? [];
      list.push({ name: c.name, source: c.source, expected, actual: stdout });
      failures.set(c.area, list);
    }
  }
}, 600_000);

afterAll(() => {
  const lines = areas.map((a) => {
    const total = cases.filter((c) => c.area === a).length;
    return `  ${a.padEnd(12)} ${total - (failures.get(a)?.length ?? 0)}/${total}`;
  });
  console.log(`conformance against PyTorch, programs passing per area:\n${lines.join('\n')}`);
});

describe('conformance with PyTorch', () => {
  it.each(areas)('%s', (area) => {
    const failed = failures.get(area) ?? [];
    const shown = failed.slice(0, 3).map((f) =>
      `--- ${f.name}\n${f.source}\n--- expected\n${f.expected}--- actual\n${f.actual}`).join('\n');
    expect(failed.length, `${failed.length} programs differ from PyTorch:\n${shown}`).toBe(0);
  });
});
