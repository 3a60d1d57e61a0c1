/**
 * The fixed cost of one op: `a + b` on 4-element float32 tensors, where the kernel's own work is negligible, so
 * what is timed is the call path (binding, dispatch, promotion, broadcast, output construction).
 *
 *   node_modules/.bin/node bench/op-cost.ts
 *
 * Prints microseconds per op from JS (`call('add', ...)`) and from Python (Pyodide), bytes of JS heap allocated
 * per op, and the JS-side split: how long each step of the path takes on its own.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { backendName, call, DTYPES, fromValues, getOp, resultType, Tensor } from '../engine/src/index.ts';
import { needsGrad } from '../engine/src/autograd/record.ts';
import { jsBackend } from '../engine/src/backends/js/index.ts';
import { setBackend } from '../engine/src/ops/registry.ts';
import { bind, PyScalar } from '../engine/src/ops/schema.ts';
import { broadcastTo } from '../engine/src/ops/util.ts';
import { broadcastShapes } from '../engine/src/shape.ts';
import { add as addExpr, input } from '../engine/src/ir/build.ts';
import { createNodeSession } from '../src/runtime/node.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * Microseconds of CPU time per call of `fn`, the best of a few rounds of `n` calls each. CPU time rather than wall
 * time, so that other work on the machine does not count.
 */
function usPer(fn: () => unknown, n = 50_000): number {
  let best = Infinity;
  for (let round = 0; round < 7; round++) {
    const t0 = process.cpuUsage();
    for (let i = 0; i < n; i++) fn();
    const { user, system } = process.cpuUsage(t0);
    best = Math.min(best, (user + system) / n);
  }
  return best;
}

/** JS heap bytes allocated per call of `fn`, over a run short enough that no collection happens inside it. */
function bytesPer(fn: () => unknown, n = 200): number {
  for (let i = 0; i < n; i++) fn();
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < n; i++) fn();
  return (process.memoryUsage().heapUsed - before) / n;
}

const fmt = (us: number) => `${us.toFixed(3)} us`;
const a = fromValues([1, 2, 3, 4], [4], DTYPES.float32);
const b = fromValues([5, 6, 7, 8], [4], DTYPES.float32);
const args = [a, b] as const;

console.log('JS, call(\'add\', [a, b]) on float32[4]:');
console.log(`  per op       ${fmt(usPer(() => call('add', args)))}`);
console.log(`  allocated    ${bytesPer(() => call('add', args)).toFixed(0)} bytes/op`);
// the default backend, which everything after the path-only lines runs on again
const backend = backendName();
setBackend({ ...jsBackend, pointwise: () => {} });
console.log(`  path only    ${fmt(usPer(() => call('add', args)))}  (kernel skipped: a backend whose pointwise does nothing)`);
console.log(`  allocated    ${bytesPer(() => call('add', args)).toFixed(0)} bytes/op, path only`);
setBackend(backend);
console.log(`  scalar other ${fmt(usPer(() => call('add', [a, new PyScalar(2, 'int')])))}  (a + 2)`);

const add = getOp('add');
const bound = bind(add.schema, args, {});
const shape = broadcastShapes(a.shape, b.shape);
const out = Tensor.empty(DTYPES.float32, shape);
const kernel = { body: addExpr(input(0), input(1)), args: [] };
console.log('  split (each step alone):');
console.log(`    bind                 ${fmt(usPer(() => bind(add.schema, args, {})))}`);
console.log(`    needsGrad            ${fmt(usPer(() => needsGrad(bound)))}`);
console.log(`    resultType           ${fmt(usPer(() => resultType(args)))}`);
console.log(`    broadcastShapes      ${fmt(usPer(() => broadcastShapes(a.shape, b.shape)))}`);
console.log(`    Tensor.empty         ${fmt(usPer(() => Tensor.empty(DTYPES.float32, shape)))}`);
console.log(`    broadcastTo x2       ${fmt(usPer(() => { broadcastTo(a, shape); broadcastTo(b, shape); }))}`);
console.log(`    offsets() x1         ${fmt(usPer(() => a.offsets()))}`);
console.log(`    backend.pointwise    ${fmt(usPer(() => jsBackend.pointwise(kernel, args, out)))}`);
console.log(`    impl (no bind)       ${fmt(usPer(() => add.impl(bound, jsBackend)))}`);

const session = await createNodeSession({ stdout: (t) => process.stdout.write(t) });
const cases = session.pyodide.runPython(`
import torch
from torch._engine import _E

a = torch.tensor([1.0, 2.0, 3.0, 4.0])
b = torch.tensor([5.0, 6.0, 7.0, 8.0])
s = torch.tensor(2.5)
big = torch.zeros(100, 100)
is_grad_enabled = _E.is_grad_enabled


def loop(fn):
    def run(n):
        for _ in range(n):
            fn()
    return run


[(name, loop(fn)) for name, fn in [
    ("a + b", lambda: a + b),
    ("torch.add(a, b)", lambda: torch.add(a, b)),
    ("a + 2", lambda: a + 2),
    ("a.add(b, alpha=2)", lambda: a.add(b, alpha=2)),
    ("a.sum(0)", lambda: a.sum(0)),
    ("a.shape", lambda: a.shape),
    ("s.item()", lambda: s.item()),
    ("repr(a)", lambda: repr(a)),
    ("repr(big) (100x100, summarised)", lambda: repr(big)),
    ("JS call, no work: is_grad_enabled()", lambda: is_grad_enabled()),
    ("Python no-op call", lambda: None),
]]
`).toJs() as [string, (n: number) => void][];
console.log('Python (Pyodide):');
for (const [name, run] of cases) {
  const n = name.startsWith('repr') ? 100 : 5000;
  console.log(`  ${name.padEnd(38)} ${fmt(usPer(() => run(n), 1) / n)}`);
}
