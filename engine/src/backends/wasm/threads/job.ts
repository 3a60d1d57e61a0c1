/**
 * What the calling thread and the worker threads share: the control block's layout, and how a job (one kernel
 * call over the heap memory) is cut into parts. Both sides cut with the same function, so a part is the same range
 * whichever thread computes it, and together the parts cover the whole call exactly once.
 *
 * Cutting never changes a result bit: a gemm part is a range of output rows, each computed exactly as in the whole
 * product; a pointwise part is a range of the outermost loop, each element computed as before, and a flat loop's
 * split between PyTorch's vectorised body and its tail stays at the same global index whatever the part.
 */
import { MATMUL_PARAMS } from '../gemm.ts';

export type JobKind = 'gemm' | 'pointwise';
const KINDS: readonly JobKind[] = ['gemm', 'pointwise'];

/** The export each kind of kernel module runs. */
export const ENTRY: Readonly<Record<JobKind, string>> = { gemm: 'matmul', pointwise: 'kernel' };

/** The most worker threads a pool has (each has its own slots in the control block). */
export const MAX_WORKERS = 63;

/** Int32 slots of the control block. */
export const SLOT = {
  /** Bumped (and notified) once a job has been handed out. */
  generation: 0,
  /** Workers still computing their part; the last to finish notifies. */
  pending: 1,
  /** Set by a worker whose part threw. */
  failed: 2,
  kind: 3,
  kernelId: 4,
  /** The kernel module's bytes in the heap memory: address and length. */
  kernelAddress: 5,
  kernelLength: 6,
  parts: 7,
  paramCount: 8,
  /** Pointwise: operand count and loop rank. Gemm: bytes between consecutive parts' scratch blocks. */
  shapeA: 9,
  shapeB: 10,
  /** ready + w: 1 once worker w runs jobs. */
  ready: 16,
  /** assign + w: the part worker w is to compute next, -1 when none; the worker takes it (resetting it). */
  assign: 16 + MAX_WORKERS + 1,
} as const;

const PARAMS_BYTE_OFFSET = 1024;
const MAX_PARAMS = 256;
export const CONTROL_BYTES = PARAMS_BYTE_OFFSET + MAX_PARAMS * 8;

/** A kernel call to cut into parts. `params` are the export's arguments for the whole call. */
export interface Job {
  readonly kind: JobKind;
  readonly params: readonly number[];
  /** Pointwise: operands and rank of the loop. Gemm: the scratch stride in bytes, and 0. */
  readonly shape: readonly [number, number];
}

/** The control block's views. */
export interface Control {
  readonly ints: Int32Array<SharedArrayBuffer>;
  readonly params: Float64Array<SharedArrayBuffer>;
}

export function controlViews(buffer: SharedArrayBuffer): Control {
  return { ints: new Int32Array(buffer, 0, PARAMS_BYTE_OFFSET / 4), params: new Float64Array(buffer, PARAMS_BYTE_OFFSET, MAX_PARAMS) };
}

/** Writes everything of a job but the kernel and the assignments. */
export function writeJob(c: Control, job: Job, parts: number): void {
  if (job.params.length > MAX_PARAMS) throw new Error(`a kernel call with ${job.params.length} arguments`);
  c.ints[SLOT.kind] = KINDS.indexOf(job.kind);
  c.ints[SLOT.parts] = parts;
  c.ints[SLOT.paramCount] = job.params.length;
  c.ints[SLOT.shapeA] = job.shape[0];
  c.ints[SLOT.shapeB] = job.shape[1];
  c.params.set(job.params);
}

export function readJob(c: Control): { job: Job; parts: number } {
  const job: Job = {
    kind: KINDS[c.ints[SLOT.kind]!]!,
    params: Array.from(c.params.subarray(0, c.ints[SLOT.paramCount])),
    shape: [c.ints[SLOT.shapeA]!, c.ints[SLOT.shapeB]!],
  };
  return { job, parts: c.ints[SLOT.parts]! };
}

const ROW_START = MATMUL_PARAMS.indexOf('rowStart');
const ROW_END = MATMUL_PARAMS.indexOf('rowEnd');
const SCRATCH = MATMUL_PARAMS.indexOf('scratch');
/** Gemm parts start on a micro-kernel row boundary, pointwise flat parts on a 16-element one (whole SIMD steps). */
const GEMM_ROW_GRAIN = 4;
const FLAT_GRAIN = 16;

/** [start, end) of part `part` of `parts` over [0, total), starts on multiples of `grain`; empty parts are fine. */
function range(total: number, part: number, parts: number, grain: number): [number, number] {
  const chunk = Math.ceil(total / parts / grain) * grain;
  return [Math.min(total, part * chunk), Math.min(total, (part + 1) * chunk)];
}

/** The export's arguments for one part of a job, or null when the part is empty. */
export function partParams(job: Job, part: number, parts: number): number[] | null {
  const p = [...job.params];
  if (job.kind === 'gemm') {
    const [start, end] = range(p[ROW_END]! - p[ROW_START]!, part, parts, GEMM_ROW_GRAIN);
    if (start >= end) return null;
    p[ROW_END] = p[ROW_START]! + end;
    p[ROW_START] = p[ROW_START]! + start;
    p[SCRATCH] = p[SCRATCH]! + part * job.shape[0];
    return p;
  }
  // pointwise: pointers..., sizes..., byte strides (operand-major)..., args..., split
  const [operands, rank] = job.shape;
  const [start, end] = range(p[operands]!, part, parts, rank === 1 ? FLAT_GRAIN : 1);
  if (start >= end) return null;
  for (let o = 0; o < operands; o++) p[o] = p[o]! + start * p[operands + rank + o * rank]!;
  p[operands] = end - start;
  const split = p.length - 1;
  if (rank === 1) p[split] = Math.min(Math.max(p[split]! - start, 0), end - start);
  return p;
}
