/** Counting a WebAssembly module's calls and cutting it down to them (src/integrations/wasm-calls.ts). */
import { describe, expect, it } from 'vitest';
import { calledFunctions, CALLS_EXPORT, countCalls, keepOnly } from '../src/integrations/wasm-calls.ts';

const name = (s: string) => [s.length, ...new TextEncoder().encode(s)];
const section = (id: number, bytes: number[]) => [id, bytes.length, ...bytes];
/** Imports its memory, as Emscripten's threaded builds do; `seven` and `nine` return those numbers, `both` adds. */
const MODULE = Uint8Array.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  ...section(1, [1, 0x60, 0, 1, 0x7f]),
  ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 0x01]),
  ...section(3, [3, 0, 0, 0]),
  ...section(7, [3, ...name('seven'), 0, 0, ...name('nine'), 0, 1, ...name('both'), 0, 2]),
  ...section(10, [3, 4, 0, 0x41, 7, 0x0b, 4, 0, 0x41, 9, 0x0b, 7, 0, 0x10, 0, 0x10, 1, 0x6a, 0x0b]),
]);

function instantiate(wasm: Uint8Array<ArrayBuffer>) {
  const memory = new WebAssembly.Memory({ initial: 1 });
  const instance = new WebAssembly.Instance(new WebAssembly.Module(wasm), { env: { memory } });
  return instance.exports as Record<string, (() => number) | WebAssembly.Memory>;
}

describe('wasm calls', () => {
  it('counts the functions a workload calls, by index', () => {
    const exports = instantiate(countCalls(MODULE));
    expect((exports['seven'] as () => number)()).toBe(7);
    expect(calledFunctions(exports[CALLS_EXPORT] as WebAssembly.Memory)).toEqual([0]);
    expect((exports['both'] as () => number)()).toBe(16);
    expect(calledFunctions(exports[CALLS_EXPORT] as WebAssembly.Memory)).toEqual([0, 1, 2]);
  });

  it('keeps the called functions and makes every other one trap', () => {
    const exports = instantiate(keepOnly(MODULE, new Set([0])));
    expect((exports['seven'] as () => number)()).toBe(7);
    expect(() => (exports['nine'] as () => number)()).toThrow(new WebAssembly.RuntimeError('unreachable'));
    expect(() => (exports['both'] as () => number)()).toThrow(WebAssembly.RuntimeError);
  });
});
