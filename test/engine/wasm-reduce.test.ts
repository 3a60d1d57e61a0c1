/**
 * The WebAssembly backend's reductions (and the softmaxes built from them) compute what the JS reference computes,
 * bit for bit: every reduction op over awkward shapes (empty, 0-d, size-1 dims, transposed views, long rows that
 * reach the sum cascade's upper levels), dtypes, and values (NaN, signed zeros, infinities).
 */
import { afterAll, describe, expect, test } from 'vitest';
import { backendName, call, DTYPES, exportValues, fromValues, PyScalar, setBackend, type DTypeName, type Tensor }
  from '../../engine/src/index.ts';

const initial = backendName();
afterAll(() => setBackend(initial));

const int = (v: number) => new PyScalar(v, 'int');
const SPECIAL = [0, -0, NaN, Infinity, -Infinity, 1.5, -2.5, 3, 1e-3, 65504];

/** Mostly ordinary values, a special one every 7th element unless `plain`. */
function values(n: number, seed: number, plain: boolean): number[] {
  let s = seed;
  return Array.from({ length: n }, (_, i) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return !plain && i % 7 === 3 ? SPECIAL[(i / 7 + seed) % SPECIAL.length | 0]! : (s / 2147483648 - 0.5) * 8;
  });
}

function tensor(shape: number[], dtype: DTypeName, seed: number, plain = false): Tensor {
  const n = shape.reduce((a, b) => a * b, 1);
  const v = values(n, seed, plain || DTYPES[dtype].category !== 'float')
    .map((x) => (dtype === 'bool' ? Number(x > 0) : DTYPES[dtype].category === 'float' ? x : Math.trunc(x)));
  return fromValues(v, shape, DTYPES[dtype]);
}

/** Runs op on one backend; the result as comparable values, or the error it raised. */
function outcome(backend: string, op: string, args: readonly unknown[]): unknown {
  setBackend(backend);
  try {
    const r = call(op, args as never) as Tensor | Tensor[];
    return (Array.isArray(r) ? r : [r]).map((t) => ({ shape: [...t.shape], dtype: t.dtype.name, values: Array.from(exportValues(t) as ArrayLike<number | bigint>) }));
  } catch (e) {
    return `error: ${(e as Error).message}`;
  }
}

const SHAPES: Array<{ name: string; make: (dtype: DTypeName, seed: number) => Tensor; dims: number[][] }> = [
  { name: '0-d', make: (d, s) => tensor([], d, s), dims: [[]] },
  { name: 'empty', make: (d, s) => tensor([3, 0], d, s), dims: [[1], [0], []] },
  { name: 'row with size-1 dims', make: (d, s) => tensor([1, 45, 1], d, s), dims: [[1], [0, 2], []] },
  { name: 'transposed 2-d', make: (d, s) => call('transpose', [tensor([9, 13], d, s), int(0), int(1)]) as Tensor, dims: [[0], [1], []] },
  { name: '3-d', make: (d, s) => tensor([3, 5, 19], d, s), dims: [[2], [0], [0, 2], [1]] },
  { name: 'columns of 40', make: (d, s) => tensor([70, 40], d, s), dims: [[0], [1]] },
];

const DTYPE_LIST: DTypeName[] = ['float32', 'float64', 'float16', 'bfloat16', 'int64', 'int32', 'uint8', 'bool'];

function cases(t: Tensor, dims: number[]): Array<[string, unknown[]]> {
  const dl = dims.map(int);
  const one = dims.length === 1 ? int(dims[0]!) : null;
  const list: Array<[string, unknown[]]> = [
    ['sum', [t, dl]], ['prod', [t]], ['mean', [t, dl]], ['amax', [t, dl]], ['amin', [t, dl]], ['all', [t]],
    ['any', [t]], ['argmax', [t]], ['argmin', [t]], ['max', [t]], ['var', [t, dl]], ['std', [t, dl]],
    ['logsumexp', [t, dl]], ['norm', [t]], ['norm', [t, new PyScalar(2, 'int'), dl]], ['norm', [t, new PyScalar(1, 'int'), dl]],
    ['norm', [t, new PyScalar(Infinity, 'float'), dl]], ['norm', [t, new PyScalar(0.5, 'float'), dl]],
  ];
  if (one) {
    list.push(['argmax', [t, one]], ['argmin', [t, one, true]], ['max', [t, one]], ['min', [t, one]], ['any', [t, one]],
      ['all', [t, one]], ['softmax', [t, one]], ['log_softmax', [t, one]], ['prod', [t, one]]);
  }
  return list;
}

describe('wasm reductions match the JS reference bit for bit', () => {
  for (const shape of SHAPES) {
    test(shape.name, () => {
      for (const [seed, dtype] of DTYPE_LIST.entries()) {
        const t = shape.make(dtype, seed + 1);
        for (const dims of shape.dims) {
          for (const [op, args] of cases(t, dims)) {
            const expected = outcome('js', op, args);
            expect(outcome('wasm', op, args), `${op} ${dtype} dims [${dims}]`).toEqual(expected);
          }
        }
      }
    });
  }

  test('float sums through every cascade path and level', () => {
    for (const dtype of ['float32', 'float64'] as const) {
      // a long row (levels above the first), inner and outer reductions, scalar columns and strided rows
      const long = tensor([70001], dtype, 3, true);
      const wide = tensor([37, 1000], dtype, 4, true);
      const tall = call('transpose', [tensor([1000, 37], dtype, 5, true), int(0), int(1)]) as Tensor;
      for (const [t, dims] of [[long, []], [wide, [1]], [wide, [0]], [tall, [0]], [tall, [1]], [wide, []]] as const) {
        const args = [t, dims.map(int)];
        expect(outcome('wasm', 'sum', args), `${dtype} [${t.shape}] dims [${dims}]`).toEqual(outcome('js', 'sum', args));
      }
    }
  });

  test('softmax rows of every length around the 8 float32 lanes and the 4 float64 ones', () => {
    for (const dtype of ['float32', 'float64'] as const) {
      for (const n of [1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 1000]) {
        const t = tensor([3, n], dtype, n, true), g = tensor([3, n], dtype, n + 1, true);
        for (const dim of [0, 1]) {
          for (const op of ['softmax', 'log_softmax']) {
            expect(outcome('wasm', op, [t, int(dim)]), `${op} ${dtype} n=${n}`).toEqual(outcome('js', op, [t, int(dim)]));
          }
          for (const op of ['_softmax_backward_data', '_log_softmax_backward_data']) {
            const args = [g, t, int(dim), DTYPES[dtype]];
            expect(outcome('wasm', op, args), `${op} ${dtype} n=${n}`).toEqual(outcome('js', op, args));
          }
        }
      }
    }
  });
});
