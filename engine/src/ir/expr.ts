/**
 * The kernel IR: one element of a pointwise kernel as an expression DAG. Ops describe *what* each output element is
 * with these nodes; every backend (the JS reference, WebAssembly, WebGPU) compiles the same description. A node used
 * twice is one object used twice, so renderers keep shared subexpressions shared (e.g. SLEEF's reductions).
 *
 * Values are typed. `f64` arithmetic is what a JS kernel did on plain numbers; `f32` nodes round every step to
 * float32, as PyTorch's float kernels do, and a simplification pass turns `round32(f64 op)` into the native `f32` op
 * where that is exact (+ - * / sqrt), which is what lets a SIMD backend run f32x4. `i64` is exact two's-complement
 * 64-bit integer arithmetic (int64 tensors); `bool` is 0 or 1.
 */

export type ValueType = 'f32' | 'f64' | 'i64' | 'bool';

export type UnaryOp =
  | 'neg' | 'abs' | 'sqrt' | 'floor' | 'ceil' | 'trunc'
  /** round half to even (C's nearbyint) */
  | 'rint'
  /** f64 -> f32 -> f64: one rounding to float32 (Math.fround) */
  | 'round32'
  | 'not' // bool: logical not; i64: bitwise not
  | 'isnan'
  /** 2^x for an integer-valued x, exactly: x in [-1022, 1023] on f64, [-126, 127] on f32 (how SLEEF scales by a power of two) */
  | 'pow2i';

export type BinaryOp =
  | 'add' | 'sub' | 'mul' | 'div'
  /** C's fmod / JS %: the result takes the dividend's sign */
  | 'rem'
  /** NaN-propagating, as Math.min/Math.max */
  | 'min' | 'max'
  | 'and' | 'or' | 'xor' | 'shl' | 'shr'
  /** i64 only: floor division and Python's modulo (the divisor is checked non-zero by the op) */
  | 'floordiv' | 'mod'
  /** i64 only: a ** b for b >= 0, wrapping to 64 bits */
  | 'ipow';

export type CompareOp = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge';

/**
 * Named math functions, each a scalar routine every backend provides: the C library's (as V8's Math does it:
 * `exp`, `log`, ...), PyTorch's exact float32 kernels (`expf` = SLEEF's expf, ...) and its float64 SLEEF ones where
 * they need double-double steps (`log1pd`, `logd`, ...). Arguments and results are f64.
 */
export type Intrinsic =
  | 'exp' | 'expm1' | 'log' | 'log1p' | 'log2' | 'log10' | 'pow' | 'exp2'
  | 'sin' | 'cos' | 'tan' | 'asin' | 'acos' | 'atan' | 'atan2' | 'hypot'
  | 'sinh' | 'cosh' | 'tanh' | 'asinh' | 'acosh' | 'atanh'
  | 'erf' | 'erfc' | 'lgamma' | 'digamma32' | 'digamma64' | 'erfcxY100' | 'zeta'
  | 'expf' | 'expm1f' | 'logf' | 'log1pf' | 'log2f' | 'log10f' | 'powf'
  | 'sinf' | 'cosf' | 'tanf' | 'asinf' | 'acosf' | 'atanf' | 'atan2f' | 'tanhf' | 'rsqrtf' | 'sigmoidf'
  | 'log1pd' | 'logd' | 'log2d' | 'log10d' | 'powd' | 'hypotd' | 'hypotf' | 'lgammad' | 'lgammaf'
  // the C library's float functions (glibc's), as PyTorch's scalar float32 code calls them
  | 'glibcExpf' | 'glibcLogf' | 'glibcExpm1f' | 'glibcLog1pf' | 'glibcErff' | 'glibcErfcf' | 'glibcTanhf'
  | 'glibcSinhf' | 'glibcCoshf' | 'glibcAsinhf' | 'glibcAcoshf' | 'glibcAtanhf' | 'glibcSinf' | 'glibcSin' | 'glibcErf'
  // the real part of glibc's clog and clogf
  | 'clogRe' | 'clogfRe' | 'glibcAtan2' | 'glibcAtan2f'
  | 'geluErf' | 'geluErfDerivative' | 'nextafter32' | 'nextafter64' | 'floorDivFloat';

/**
 * A node of the IR. Builders (build.ts) intern nodes: two structurally equal nodes are the same object with the same
 * `id`, so a kernel's root id names its whole structure, and compiled kernels are cached by it in O(1).
 */
export type Expr = { readonly id: number } & (
  /** element i of the kernel's i-th input, converted from its storage dtype to `type` */
  | { readonly kind: 'input'; readonly type: ValueType; readonly index: number }
  /** a scalar argument supplied at run time (alpha, a fill value, ...), so one compiled kernel serves every value */
  | { readonly kind: 'arg'; readonly type: ValueType; readonly index: number }
  | { readonly kind: 'const'; readonly type: ValueType; readonly value: number | bigint }
  /** in a reduction's combine: the accumulator so far (`acc`) or the value folded into it (`next`) */
  | { readonly kind: 'fold'; readonly type: ValueType; readonly role: 'acc' | 'next' }
  | { readonly kind: 'cast'; readonly type: ValueType; readonly x: Expr }
  | { readonly kind: 'unary'; readonly type: ValueType; readonly op: UnaryOp; readonly x: Expr }
  | { readonly kind: 'binary'; readonly type: ValueType; readonly op: BinaryOp; readonly a: Expr; readonly b: Expr }
  | { readonly kind: 'compare'; readonly type: 'bool'; readonly op: CompareOp; readonly a: Expr; readonly b: Expr }
  | { readonly kind: 'select'; readonly type: ValueType; readonly cond: Expr; readonly a: Expr; readonly b: Expr }
  | { readonly kind: 'call'; readonly type: 'f64'; readonly fn: Intrinsic; readonly args: readonly Expr[] }
  /**
   * The output element's coordinate along dim `dim` of the output's shape: what arange, eye, tril masks and one_hot
   * compute from. A backend walks it like an operand of its own with stride 1 on `dim` and 0 elsewhere (layout.ts);
   * one that derives coordinates from a flat invocation index (WGSL) has it directly. Pointwise and scatter kernels
   * only, as is `load`.
   */
  | { readonly kind: 'coord'; readonly type: 'i64'; readonly dim: number }
  /**
   * The element of input `index` that lies `offset` (an i64 count of elements) past the one `input` reads, converted
   * to `type`: a gather (index_select, embedding, advanced indexing) reads its source through a view with stride 0
   * along the indexed dims and adds index * stride here. The op guarantees the element lies inside the input.
   */
  | { readonly kind: 'load'; readonly type: ValueType; readonly index: number; readonly offset: Expr });

/** An Expr before interning gives it an id. */
export type Node = Expr extends infer E ? (E extends Expr ? Omit<E, 'id'> : never) : never;

/**
 * A pointwise kernel: `body` gives each output element from the inputs' elements. `tail`, when present, is the
 * scalar form PyTorch's CPU loop applies after its vectorised body: with every operand contiguous, the leading
 * multiple of `lanes` elements take `body` and the rest `tail`; otherwise every element takes `tail`.
 */
export interface PointwiseKernel {
  readonly body: Expr;
  readonly tail?: Expr;
  /** The elements one step of the vectorised body covers, 2 * Vectorized<T>::size(): 16 (float32) unless given. */
  readonly lanes?: number;
  /** Whether the inputs are the real and imaginary parts of one complex tensor, whose contiguous rows they step by 2. */
  readonly pairs?: boolean;
  /** Values of the kernel's `arg` nodes, in index order. */
  readonly args: readonly number[];
}

/**
 * An indexed write (scatter, index_put_, index_add_): for every element of the output's shape, in row-major order,
 * `body` is stored `at` (i64, elements) past the output position, so later elements overwrite or accumulate into
 * what earlier ones wrote at the same place. `body` reads the value there through an input viewing the output
 * (`load` of it at the same `at`), which is how an accumulating scatter adds. There is no vectorised `tail`.
 */
export interface ScatterKernel {
  readonly body: Expr;
  readonly at: Expr;
  /** Values of the kernel's `arg` nodes, in index order. */
  readonly args: readonly number[];
}

/**
 * An inclusive scan along `dim` of input 0's shape (cumsum and kin): element j of each lane is `init` combined with
 * the mapped elements 0..j, one after another. `map` gives an element's value (over input 0 and args), `combine`
 * the running value after one more (over fold `acc`, what came before, and `next`). A backend may scan in parallel,
 * combining partial results as `acc` and `next`, so `combine` must be associative (up to float rounding) with `init`
 * its identity.
 */
export interface ScanKernel {
  readonly dim: number;
  readonly acc: ValueType;
  readonly init: number | bigint;
  readonly map: Expr;
  readonly combine: Expr;
  /** Values of the kernel's `arg` nodes, in index order. */
  readonly args: readonly number[];
}

/**
 * How a reduction associates its combines. `sequential` folds each output's elements one at a time in row-major
 * order of the reduced dims, from `init`. The others are PyTorch's vectorised orders, named because float
 * results depend on them; they reassociate, so they need a combine that can also merge two partial accumulators
 * (`next` standing for the second one), as an add does:
 * - `sum-cascade`: SumKernel.cpp's cascade over AVX2 lanes (backends/js/cascade-sum.ts), for float adds;
 * - `lanes-tree`: Vectorized reduce_all (softmax's row sums): below 8 elements sequential, else lane j of 8 folds
 *   elements j, j+8, ..., then the lanes merge as a halving tree (j with j+4, j+2, j+1);
 * - `quad-lanes`: the same for Vectorized<double>, 4 lanes wide: below 4 elements sequential, else lane j of 4 folds
 *   elements j, j+4, ..., then lanes 1, 2 and 3 merge in turn into lane 0;
 * - `lanes-chain`: binary_kernel_reduce_lastdim's loop as norm's p=2 kernel compiles (a float32 accumulator): over
 *   one reduced dim of stride 1, lane j of 8 folds elements j, j+8, ... of the leading multiple of 8, the lanes
 *   merge one after another into lane 0, then the other elements fold in order, those in whole groups of 4 with
 *   their mapped values rounded to float32 first (the compiler maps four to an SSE register before the scalar
 *   folds); over any other layout, sequential.
 * - `level-cascade`: the scalar cascade of nll_loss's CPU kernel: 8 accumulator levels, width 2^w with
 *   w = max(4, ceil(log2(count)) / 4); element t folds into level 0, then while t's digit j (base 2^w) is 0 level j
 *   merges into level j + 1 and restarts from `init` (so element 0 climbs to the top); the levels merge last, in
 *   order, into `init`.
 * - `pairwise`: numpy's pairwise_sum (loops_utils.h.src) over each output's elements in row-major order of the
 *   reduced dims: fewer than 8 fold in order from `init`; up to 128, lane j of 8 starts at element j and folds
 *   elements j+8, j+16, ... of the leading multiple of 8, the lanes merge as ((0+1)+(2+3))+((4+5)+(6+7)) and the
 *   rest fold in order; more are split at half rounded down to a multiple of 8 and the halves merge. Each output's
 *   elements go in runs of at most 8192 (numpy's buffer size, which bounds its inner loop), whose sums merge in
 *   turn into `init`, as numpy adds them to the reduction's identity.
 * - `vector-blocks`: ATen's binary_kernel_reduce_vec (prod): where the innermost reduced dim is contiguous, each run
 *   of it folds in blocks of 4 vectors of W lanes (W = 8 for f32, 4 for f64): lane k starts at element k of the
 *   run's first block and folds element k of each later whole block; the vectors merge as (v0 v1)(v2 v3), their W
 *   lanes in order, and that into the accumulator; the run's remaining elements fold in order. Runs follow one
 *   another into the same accumulator. A reduced dim with a stride other than 1 folds in order.
 */
export type ReductionOrder =
  | 'sequential' | 'sum-cascade' | 'lanes-tree' | 'quad-lanes' | 'lanes-chain' | 'level-cascade' | 'pairwise'
  | 'vector-blocks';

/**
 * A reduction: every output position folds the elements of input 0 that reduce into it. `map` gives each element's
 * value (over input 0, the element; inputs 1.., read at the output's position; args), `combine` the accumulator
 * after one more value (over fold `acc` and `next`). For `result: 'value'` the output receives `finalize` (over fold
 * `acc`, inputs 1.. and args; default the accumulator). For `result: 'index'` (argmax and kin) `combine` is instead a
 * bool saying whether `next` replaces the accumulator, and the output receives the replacing element's index in
 * row-major order of the reduced dims (0 when none replaces).
 */
export interface ReductionKernel {
  readonly acc: ValueType;
  readonly init: number | bigint;
  readonly map: Expr;
  readonly combine: Expr;
  /**
   * How the reassociating orders merge two partial accumulators (over fold `acc` and `next`); default `combine`.
   * With a merge of its own, `combine` may also read the element (input 0 and `load`s past it), as a fused
   * multiply-add of two interleaved operands does.
   */
  readonly merge?: Expr;
  readonly finalize?: Expr;
  readonly result: 'value' | 'index';
  readonly order: ReductionOrder;
  /** Values of the kernel's `arg` nodes, in index order. */
  readonly args: readonly number[];
}
