/**
 * The C library's float functions as ported agree with glibc 2.36's own to the bit, on random, edge and threshold
 * inputs: glibc-f32.data.json holds, per function, each input's float32 bits and glibc's result's (eight hex digits
 * each), recorded through ctypes on the libm.so.6 that PyTorch's CPU build links.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import * as glibc from '../../engine/src/numerics/glibc-f32.ts';

const recorded = JSON.parse(readFileSync(new URL('./glibc-f32.data.json', import.meta.url), 'utf8')) as
  Record<keyof typeof glibc, string>;
const word = new Float32Array(1);
const bits = new Uint32Array(word.buffer);
const fromBits = (hex: string) => {
  bits[0] = parseInt(hex, 16);
  return word[0]!;
};
const toBits = (x: number) => {
  word[0] = x;
  return Number.isNaN(x) ? 'nan' : bits[0]!.toString(16).padStart(8, '0');
};

for (const [name, pairs] of Object.entries(recorded) as [keyof typeof glibc, string][]) {
  test(`${name} matches glibc's`, () => {
    const wrong: string[] = [];
    for (let i = 0; i < pairs.length; i += 16) {
      const x = fromBits(pairs.slice(i, i + 8)), want = toBits(fromBits(pairs.slice(i + 8, i + 16)));
      if (toBits((glibc[name] as (v: number) => number)(x)) !== want) wrong.push(`${name}(${x})`);
    }
    expect(wrong).toEqual([]);
  });
}
