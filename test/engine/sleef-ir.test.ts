/** The IR forms of PyTorch's SLEEF kernels agree with their JS twins (sleef-f32.ts) to the bit. */
import { expect, test } from 'vitest';
import { compilePointwise } from '../../engine/src/backends/js/compile.ts';
import { input } from '../../engine/src/ir/build.ts';
import type { Expr } from '../../engine/src/ir/expr.ts';
import * as js from '../../engine/src/numerics/sleef-f32.ts';
import * as ir from '../../engine/src/numerics/sleef-ir.ts';

/** Inputs that reach every branch: specials, both range limits, and a wide spread of magnitudes. */
function samples(): Float32Array {
  const special = [0, -0, NaN, Infinity, -Infinity, -104, -103.99, 100, 100.01, 88.7, -87.3, 1e-30, -1e-30, 0.5, -0.5];
  const out = new Float32Array(50000);
  out.set(special);
  let s = 12345;
  for (let i = special.length; i < out.length; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    out[i] = (s / 2147483648 - 0.5) * (i % 2 ? 240 : 8);
  }
  return out;
}

function check(form: (x: Expr) => Expr, twin: (x: number) => number) {
  const xs = samples(), out = new Float32Array(xs.length);
  compilePointwise(form(input(0)), undefined, 'float32', ['float32'], 1)([out, xs], [0, 0], [1, 1], [xs.length], [], 0);
  const mismatches = [...xs].filter((x, i) => !Object.is(out[i], Math.fround(twin(x))));
  expect(mismatches.slice(0, 5)).toEqual([]);
}

test('expf', () => check(ir.expf, js.expf));
test('sigmoidf', () => check(ir.sigmoidf, js.sigmoidf));
test('tanhf', () => check(ir.tanhf, js.tanhf));
